import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetOne, useNotify } from 'react-admin';
import { digits } from '../../ui/fields';
import { formatTime, messageOf } from '../../ui/format';
import { showAmount } from '../../ui/money';
import { approveFunding, rejectFunding, TREASURY_ID, type LiquidityFunding, type TreasuryOverview } from './api';
import { FundingFormCard, HoldingFormCard, TARGET_TEXT } from './forms';

function Pending({ items, done }: { items: LiquidityFunding[]; done: () => void }): ReactNode {
  const notify = useNotify();
  const act = async (f: LiquidityFunding, approve: boolean): Promise<void> => {
    try {
      const r = approve ? await approveFunding(f.id) : await rejectFunding(f.id);
      notify(r.status === 'done' ? `Funding #${r.id} approved: ${r.amount} ${r.asset} moved.` : `Funding #${r.id} refused.`, { type: 'success' });
      done();
    } catch (e) {
      notify(messageOf(e, 'The funding could not be decided.'), { type: 'error' });
    }
  };
  if (items.length === 0) return <Typography variant="body2" color="text.secondary">No funding awaits a second approval.</Typography>;
  return (
    <Table size="small" aria-label="Fundings awaiting a second admin" data-testid="treasury-pending">
      <TableHead><TableRow><TableCell>#</TableCell><TableCell>To</TableCell><TableCell>Asset</TableCell><TableCell align="right">Amount</TableCell>
        <TableCell>Proposed by</TableCell><TableCell>When (UTC)</TableCell><TableCell>Note</TableCell><TableCell /></TableRow></TableHead>
      <TableBody>
        {items.map((f) => (
          <TableRow key={f.id}>
            <TableCell>{f.id}</TableCell><TableCell>{TARGET_TEXT[f.target]}</TableCell><TableCell>{f.asset}</TableCell>
            <TableCell align="right" sx={digits}>{showAmount(f.amount)}</TableCell>
            <TableCell>{f.proposed_by_name ?? `#${f.proposed_by}`}</TableCell><TableCell>{formatTime(f.created_at)}</TableCell><TableCell>{f.note}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1}>
                <Button size="small" variant="contained" onClick={() => void act(f, true)} data-testid="treasury-approve">Approve (second admin)</Button>
                <Button size="small" color="error" onClick={() => void act(f, false)}>Refuse</Button>
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Overview({ o, done }: { o: TreasuryOverview; done: () => void }): ReactNode {
  const assets = o.assets.map((a) => a.asset);
  return (
    <Stack spacing={3}>
      {o.trial
        ? <Alert severity="info" data-testid="treasury-trial">Trial install: the real market maker and swap accounts were funded by the system from the outside world at start (trial liquidity). A production install (NODE_ENV=production) starts them empty; operators fund them here.</Alert>
        : <Alert severity="success">Production install: real liquidity comes only from holdings recorded here, moved by two admins.</Alert>}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Platform money per asset (real)" sx={{ maxWidth: 820 }}>
          <TableHead><TableRow><TableCell>Asset</TableCell><TableCell align="right">Recorded holdings (free)</TableCell>
            <TableCell align="right">Market maker</TableCell><TableCell align="right">Swap</TableCell></TableRow></TableHead>
          <TableBody>
            {o.assets.map((a) => (
              <TableRow key={a.asset}>
                <TableCell sx={{ fontWeight: 600 }}>{a.asset}</TableCell>
                <TableCell align="right" sx={digits}>{showAmount(a.holdings)}</TableCell>
                <TableCell align="right" sx={digits}>{showAmount(a.market_maker)}</TableCell>
                <TableCell align="right" sx={digits}>{showAmount(a.swap)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Divider />
      <HoldingFormCard assets={assets} done={done} />
      <Divider />
      <FundingFormCard assets={assets} done={done} />
      <Divider />
      <Typography variant="h6" component="h2">Awaiting a second admin</Typography>
      <Pending items={o.pending} done={done} />
    </Stack>
  );
}

/** Platform money: what operators recorded the platform holds, and the market maker and swap liquidity funded from it. */
export function TreasuryPage(): ReactNode {
  const { data, isPending, error, refetch, isFetching } = useGetOne<TreasuryOverview & { id: string }>('treasury', { id: TREASURY_ID }, { retry: false });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Platform money" />
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h5" component="h1">Platform money</Typography>
          <Button startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>Refresh</Button>
        </Stack>
        {isPending && <CircularProgress size={28} />}
        {error ? <Alert severity="error">Platform money could not be read: {messageOf(error, 'unknown error')}</Alert> : null}
        {data && <Overview o={data} done={() => void refetch()} />}
      </CardContent>
    </Card>
  );
}
