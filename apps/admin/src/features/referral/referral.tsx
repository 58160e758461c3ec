import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { ReferralPayoutDay, ReferralRate } from '@candor/shared';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { messageOf } from '../../ui/format';
import { payoutDays, referralRate, saveRate } from './api';

/** Referral: the published commission rate (a change applies from tomorrow, UTC) and the days paid with their totals. */
export function ReferralPage(): ReactNode {
  const notify = useNotify();
  const [rate, setRate] = useState<ReferralRate | null>(null);
  const [days, setDays] = useState<ReferralPayoutDay[] | null>(null);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    referralRate().then(setRate, (e: unknown) => setError(messageOf(e, 'The rate could not be read.')));
    payoutDays(1).then((p) => setDays(p.items), (e: unknown) => setError(messageOf(e, 'The payouts could not be read.')));
  }, []);
  useEffect(load, [load]);
  const save = async () => {
    try {
      setRate(await saveRate(input));
      notify('Rate saved: it applies from tomorrow (UTC); today and paid days keep theirs.', { type: 'success' });
      setInput('');
    } catch (e) {
      notify(messageOf(e, 'The rate was not saved.'), { type: 'error' });
    }
  };
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Referral" />
      <Stack spacing={2}>
        <Alert severity="info">Each day, referrers receive this share of the spot and futures fees their invitees paid the day before, from the fee account through the ledger. The figure is the same for every referrer.</Alert>
        {error && <Alert severity="error">{error}</Alert>}
        {rate && (
          <Box data-testid="referral-rate">
            <Typography>Current rate: <b>{rate.rate} %</b> (since {rate.effective_day})</Typography>
            {rate.next && <Typography>From {rate.next.effective_day}: <b>{rate.next.rate} %</b></Typography>}
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <TextField size="small" label="New rate (%)" value={input} onChange={(e) => setInput(e.target.value)} />
              <Button variant="contained" onClick={() => void save()}>Save from tomorrow</Button>
            </Stack>
          </Box>
        )}
        <Typography variant="h6">Days paid</Typography>
        {days && days.length === 0 && <Typography>No day has paid a commission yet.</Typography>}
        {days && days.length > 0 && (
          <Table size="small" data-testid="referral-payouts">
            <TableHead><TableRow><TableCell>Day</TableCell><TableCell>Rate</TableCell><TableCell>Referrers</TableCell><TableCell>Entries</TableCell><TableCell>Paid</TableCell></TableRow></TableHead>
            <TableBody>
              {days.map((d) => (
                <TableRow key={d.day}>
                  <TableCell>{d.day}</TableCell><TableCell>{d.rate} %</TableCell><TableCell>{d.referrers}</TableCell><TableCell>{d.entries}</TableCell>
                  <TableCell>{d.totals.map((x) => `${x.amount} ${x.asset}`).join(', ') || '0'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Box>
  );
}
