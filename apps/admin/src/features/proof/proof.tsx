import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { digits, Mono } from '../../ui/fields';
import { messageOf } from '../../ui/format';
import { showAmount } from '../../ui/money';
import { proofOverview, type ProofOverview } from './api';

const short = (h: string | null) => (h ? `${h.slice(0, 12)}…${h.slice(-6)}` : '—');

/** Per asset: the liabilities published for the day, users' balances now, and the platform's holdings and net inflow. */
export function ProofPage(): ReactNode {
  const [data, setData] = useState<ProofOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    setBusy(true);
    try {
      setData(await proofOverview());
      setError(null);
    } catch (e) {
      setError(messageOf(e, 'unknown error'));
    } finally {
      setBusy(false);
    }
  }, []);
  useEffect(() => { void load(); }, [load]);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Proof of liabilities" />
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h5" component="h1">Proof of liabilities {data?.day ? `— ${data.day} 00:00 UTC` : ''}</Typography>
          <Button startIcon={<RefreshIcon />} onClick={() => void load()} disabled={busy}>Refresh</Button>
        </Stack>
        {busy && !data && <CircularProgress size={28} />}
        {error && <Alert severity="error">The proof could not be read: {error}</Alert>}
        {data && data.day === null && <Alert severity="info">No proof has been published yet: the daily job (proof.daily, 00:10 UTC) publishes the first one.</Alert>}
        {data && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Liabilities beside holdings per asset" data-testid="proof-coverage">
              <TableHead><TableRow>
                <TableCell>Asset</TableCell><TableCell align="right">Published liabilities</TableCell><TableCell align="right">Accounts</TableCell>
                <TableCell align="right">Users now</TableCell><TableCell align="right">Recorded holdings</TableCell><TableCell align="right">Platform accounts</TableCell>
                <TableCell align="right">Net inflow from outside</TableCell><TableCell>Covered</TableCell><TableCell>Root</TableCell>
              </TableRow></TableHead>
              <TableBody>
                {data.assets.map((a) => (
                  <TableRow key={a.asset}>
                    <TableCell sx={{ fontWeight: 600 }}>{a.asset}</TableCell>
                    <TableCell align="right" sx={digits}>{showAmount(a.liabilities)}</TableCell>
                    <TableCell align="right" sx={digits}>{a.leaves}</TableCell>
                    <TableCell align="right" sx={digits}>{showAmount(a.users_now)}</TableCell>
                    <TableCell align="right" sx={digits}>{showAmount(a.holdings)}</TableCell>
                    <TableCell align="right" sx={digits}>{showAmount(a.platform)}</TableCell>
                    <TableCell align="right" sx={digits}>{showAmount(a.inflow)}</TableCell>
                    <TableCell>{a.covered ? 'yes' : <Typography color="error" component="span" sx={{ fontWeight: 700 }}>NO</Typography>}</TableCell>
                    <TableCell><Mono>{short(a.root)}</Mono></TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Liabilities are every user&apos;s real balances (funding, options, futures and trust accounts, available and locked) at 00:00 UTC, as
          each user can verify on their proof page. Net inflow is what the ledger recorded coming in from outside (deposits and recorded holdings,
          less withdrawals); it must cover the liabilities. No screen here can change a balance or a published root.
        </Typography>
      </CardContent>
    </Card>
  );
}
