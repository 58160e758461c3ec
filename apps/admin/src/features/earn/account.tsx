import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { EarnAccountOverview, EarnFunding } from '@candor/shared';
import type { ReactNode } from 'react';
import { Title, useGetOne, useNotify } from 'react-admin';
import { digits } from '../../ui/fields';
import { formatTime, messageOf } from '../../ui/format';
import { showAmount } from '../../ui/money';
import { AmountInput, AssetField, MoneyFormCard, type MoneyFormSpec } from '../../ui/moneyForm';
import { approveFunding, EARN_ID, fundingProblem, getPayouts, proposeFunding, rejectFunding } from './api';
import { useLoad } from './useLoad';

function Coverage({ o }: { o: EarnAccountOverview }): ReactNode {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Earn account per coin" data-testid="earn-account-coins">
        <TableHead><TableRow><TableCell>Coin</TableCell><TableCell align="right">Balance</TableCell><TableCell align="right">Promised, outstanding</TableCell>
          <TableCell align="right">Promised per day</TableCell><TableCell align="right">Days covered</TableCell><TableCell>Covers all?</TableCell>
          <TableCell align="right">Paid so far</TableCell><TableCell align="right">Platform holdings (free)</TableCell></TableRow></TableHead>
        <TableBody>
          {o.coins.length === 0 && <TableRow><TableCell colSpan={8}>Nothing held or promised yet.</TableCell></TableRow>}
          {o.coins.map((c) => (
            <TableRow key={c.coin}>
              <TableCell sx={{ fontWeight: 600 }}>{c.coin}</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(c.balance)}</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(c.outstanding)}</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(c.daily)}</TableCell>
              <TableCell align="right" sx={digits} data-testid={`earn-days-${c.coin}`}>{c.days_covered === null ? '—' : c.days_covered.toLocaleString('en')}</TableCell>
              <TableCell><Chip size="small" color={c.covered ? 'success' : 'error'} label={c.covered ? 'Yes' : 'No: new orders close'} /></TableCell>
              <TableCell align="right" sx={digits}>{showAmount(c.paid_total)}</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(c.holdings)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Proposes moving recorded holdings into the earn account; the treasury's money form, shared (ui/moneyForm). */
function FundingForm({ coins, done }: { coins: string[]; done: () => void }): ReactNode {
  const spec: MoneyFormSpec<{ asset: string; amount: string; note: string }> = {
    testId: 'earn-funding-form',
    title: 'Fund the earn account',
    description: <>Moves recorded platform holdings (Platform money) into the earn account in one ledger entry, once a second, different admin
      approves. Every yield of every product is paid from this account.</>,
    empty: { asset: coins[0] ?? 'USDT', amount: '', note: '' },
    problem: (f) => fundingProblem({ coin: f.asset, amount: f.amount }),
    send: async (f) => { const r = await proposeFunding({ coin: f.asset, amount: f.amount, note: f.note }); return `Funding #${r.id} proposed: a second admin must approve it.`; },
    failure: 'The funding could not be proposed.',
    button: { label: 'Propose', testId: 'earn-propose' },
    fields: (f, set) => <>
      <AssetField id="earn-funding-coin" label="Coin" assets={coins.length ? coins : ['USDT']} value={f.asset} onChange={(asset) => set({ ...f, asset })} />
      <AmountInput f={f} set={set} />
    </>,
  };
  return <MoneyFormCard spec={spec} done={done} />;
}

function Pending({ items, done }: { items: EarnFunding[]; done: () => void }): ReactNode {
  const notify = useNotify();
  const act = async (f: EarnFunding, approve: boolean): Promise<void> => {
    try {
      const r = approve ? await approveFunding(f.id) : await rejectFunding(f.id);
      notify(r.status === 'done' ? `Funding #${r.id} approved: ${r.amount} ${r.coin} moved into the earn account.` : `Funding #${r.id} refused.`, { type: 'success' });
      done();
    } catch (e) {
      notify(messageOf(e, 'The funding could not be decided.'), { type: 'error' });
    }
  };
  if (items.length === 0) return <Typography variant="body2" color="text.secondary">No funding awaits a second approval.</Typography>;
  return (
    <Table size="small" aria-label="Earn fundings awaiting a second admin" data-testid="earn-pending">
      <TableHead><TableRow><TableCell>#</TableCell><TableCell>Coin</TableCell><TableCell align="right">Amount</TableCell><TableCell>Proposed by</TableCell>
        <TableCell>When (UTC)</TableCell><TableCell>Note</TableCell><TableCell /></TableRow></TableHead>
      <TableBody>
        {items.map((f) => (
          <TableRow key={f.id}>
            <TableCell>{f.id}</TableCell><TableCell>{f.coin}</TableCell><TableCell align="right" sx={digits}>{showAmount(f.amount)}</TableCell>
            <TableCell>{f.proposed_by_name ?? `#${f.proposed_by}`}</TableCell><TableCell>{formatTime(f.created_at)}</TableCell><TableCell>{f.note}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1}>
                <Button size="small" variant="contained" onClick={() => void act(f, true)} data-testid="earn-approve">Approve (second admin)</Button>
                <Button size="small" color="error" onClick={() => void act(f, false)}>Refuse</Button>
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Payouts(): ReactNode {
  const payouts = useLoad(() => getPayouts(30), 'payouts');
  if (payouts.error) return <Alert severity="error">The payouts could not be read: {payouts.error}</Alert>;
  if (!payouts.data) return <CircularProgress size={24} />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Yields paid per day" data-testid="earn-payouts">
        <TableHead><TableRow><TableCell>Day (UTC)</TableCell><TableCell>Kind</TableCell><TableCell>Coin</TableCell><TableCell align="right">Paid</TableCell>
          <TableCell align="right">Orders</TableCell></TableRow></TableHead>
        <TableBody>
          {payouts.data.length === 0 && <TableRow><TableCell colSpan={5}>No yields paid in the last 30 days.</TableCell></TableRow>}
          {payouts.data.map((p) => (
            <TableRow key={`${p.day}-${p.kind}-${p.coin}`}>
              <TableCell>{p.day}</TableCell><TableCell>{p.kind}</TableCell><TableCell>{p.coin}</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(p.amount)}</TableCell><TableCell align="right" sx={digits}>{p.orders}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The earn account: what it holds per coin against the yields promised, funding it with two admins, what it paid per day. */
export function AccountPage(): ReactNode {
  const { data, isPending, error, refetch, isFetching } = useGetOne<EarnAccountOverview & { id: string }>('earn_account', { id: EARN_ID }, { retry: false });
  const coins = data ? [...new Set(['USDT', ...data.coins.map((c) => c.coin)])] : ['USDT'];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Earn account" />
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h5" component="h1">Earn account</Typography>
          <Button startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>Refresh</Button>
        </Stack>
        {isPending && <CircularProgress size={28} />}
        {error ? <Alert severity="error">The earn account could not be read: {messageOf(error, 'unknown error')}</Alert> : null}
        {data && (
          <Stack spacing={3}>
            <Alert severity="info">Every yield (trust, U plan, quantify, mining) is paid from this account. When its balance cannot cover a product&apos;s
              promised yields, that product closes to new orders by itself; users see the days covered on every product page.</Alert>
            <Coverage o={data} />
            <Divider />
            <FundingForm coins={coins} done={() => void refetch()} />
            <Typography variant="h6" component="h2">Awaiting a second admin</Typography>
            <Pending items={data.pending} done={() => void refetch()} />
            <Divider />
            <Typography variant="h6" component="h2">Yields paid per day (last 30 days)</Typography>
            <Payouts />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
