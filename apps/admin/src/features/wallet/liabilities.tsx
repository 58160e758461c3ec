import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton,
  ToggleButtonGroup, Typography,
} from '@mui/material';
import { Fragment, useState, type ReactNode } from 'react';
import { Title, useGetOne } from 'react-admin';
import { digits, StateChip } from '../../ui/fields';
import { formatTime, messageOf } from '../../ui/format';
import { showAmount } from '../../ui/money';
import { ModeChip } from '../../ui/moneyFields';
import { LIABILITIES_ID } from './api';
import { isTrialLiquidity, kindNote, kindText, liabilitiesVerdict, liabilityRows } from './ledger';
import type { KindTotal, Liabilities } from './types';

const yesNo = (ok: boolean): ReactNode => <StateChip on={ok} yes="balanced" no="NOT balanced" offColor="error" />;

/** Each account kind with its total (and what is locked), in aligned columns. */
function Kinds({ kinds, trial = () => false }: { kinds: KindTotal[]; trial?: (kind: string) => boolean }): ReactNode {
  if (kinds.length === 0) return <Typography variant="body2" color="text.secondary">none</Typography>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'max-content max-content', columnGap: 1.5, rowGap: 0.25, typography: 'body2' }}>
      {kinds.map((k) => (
        <Fragment key={k.kind}>
          <Box component="span" sx={{ color: 'text.secondary' }} title={kindText(k.kind)}>{k.kind}</Box>
          <Box component="span" sx={{ ...digits, textAlign: 'right' }}>
            {showAmount(k.total)}
            {kindNote(k) && <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>{kindNote(k)}</Box>}
            {trial(k.kind) && <Box component="span" sx={{ display: 'block', color: 'warning.dark', fontSize: 12 }} data-testid="trial-liquidity">trial liquidity</Box>}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

type ModeChoice = 'real' | 'demo' | 'all';

function Report({ r }: { r: Liabilities }): ReactNode {
  const verdict = liabilitiesVerdict(r);
  const [mode, setMode] = useState<ModeChoice>('real');
  const rows = liabilityRows(r, mode);
  return (
    <>
      <Alert severity={verdict.ok ? 'success' : 'error'} sx={{ mb: 2 }} data-testid="liabilities-verdict">{verdict.text}</Alert>
      {r.trial_liquidity && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="liabilities-trial">
          Trial install: the real market maker, swap and simulated participants&apos; accounts were funded by the system from the outside world
          at start. That is trial liquidity, not money the platform holds; a production install (NODE_ENV=production) starts them empty and
          operators fund them from recorded holdings under Platform money.
        </Alert>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">User liabilities against platform accounts</Typography>
        <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, v: ModeChoice | null) => v && setMode(v)} aria-label="Mode">
          <ToggleButton value="real">Real money</ToggleButton><ToggleButton value="demo">Demo</ToggleButton><ToggleButton value="all">Both</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 1000 }}>
        What the platform owes its users (every user balance, available and locked) per asset and mode, beside the platform&apos;s own
        accounts. Every entry balances, so the two sides sum to zero: the external account is minus what came in from outside.
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Liabilities per asset and mode">
        <TableHead>
          <TableRow>
            <TableCell>Asset</TableCell>{mode === 'all' && <TableCell>Mode</TableCell>}<TableCell align="right" sx={digits}>Owed to users</TableCell>
            <TableCell align="right" sx={digits}>Platform total</TableCell><TableCell>Check</TableCell>
            <TableCell>User accounts by kind</TableCell><TableCell>Platform accounts by kind</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.asset}/${row.mode}`} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ fontWeight: 600 }}>{row.asset}</TableCell>
              {mode === 'all' && <TableCell><ModeChip mode={row.mode} /></TableCell>}
              <TableCell align="right" sx={{ ...digits, fontWeight: 600 }}>{showAmount(row.users_total)}</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(row.platform_total)}</TableCell>
              <TableCell>{yesNo(row.balanced)}</TableCell>
              <TableCell><Kinds kinds={row.users} /></TableCell>
              <TableCell><Kinds kinds={row.platform} trial={(kind) => isTrialLiquidity(r, row.mode, kind)} /></TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow><TableCell colSpan={7}><Typography variant="body2" color="text.secondary">No account of this mode holds anything yet.</Typography></TableCell></TableRow>
          )}
        </TableBody>
      </Table>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>Journal</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>The sum of every journal line per asset, over all entries ever posted: zero when the books balance.</Typography>
      <Table size="small" sx={{ maxWidth: 560 }} aria-label="Journal sums per asset">
        <TableHead><TableRow><TableCell>Asset</TableCell><TableCell align="right">Sum of lines</TableCell><TableCell>Check</TableCell></TableRow></TableHead>
        <TableBody>
          {r.journal.map((j) => (
            <TableRow key={j.asset}><TableCell>{j.asset}</TableCell><TableCell align="right" sx={digits}>{showAmount(j.sum)}</TableCell><TableCell>{yesNo(j.balanced)}</TableCell></TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** Proof of liabilities: user balances per asset and mode against the platform's accounts, and the journal's balance. */
export function LiabilitiesPage(): ReactNode {
  const { data, isPending, error, refetch, isFetching } = useGetOne<Liabilities & { id: string }>('liabilities', { id: LIABILITIES_ID }, { retry: false });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Proof of liabilities" />
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Box>
            <Typography variant="h5" component="h1">Proof of liabilities</Typography>
            <Typography variant="body2" color="text.secondary">
              {data ? `Generated ${formatTime(data.generated_at)} from the ledger. Reading it is written to the audit log.` : 'Read from the ledger.'}
            </Typography>
          </Box>
          <Button startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>Refresh</Button>
        </Stack>
        {isPending && <CircularProgress size={28} />}
        {error ? <Alert severity="error">The report could not be read: {messageOf(error, 'unknown error')}</Alert> : null}
        {data && <Report r={data} />}
      </CardContent>
    </Card>
  );
}
