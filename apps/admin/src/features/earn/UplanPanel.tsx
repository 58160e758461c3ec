import { Alert, Button, CircularProgress, Stack, Table, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { digits } from '../../ui/fields';
import { formatTime, messageOf } from '../../ui/format';
import { showAmount } from '../../ui/money';
import { getUplan, saveUplan } from './api';
import { ppmPercent } from './text';
import { useLoad } from './useLoad';

/** The U plan's flexible product: its daily rate (new days only) and whether the daily sweeps run. */
export function UplanPanel(): ReactNode {
  const notify = useNotify();
  const plan = useLoad(getUplan, 'uplan');
  const [rate, setRate] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (body: { daily_rate_ppm?: number; paused?: boolean }, done: string): Promise<void> => {
    setBusy(true);
    try {
      await saveUplan(body);
      notify(done, { type: 'success' });
      setRate('');
      plan.reload();
    } catch (e) {
      notify(messageOf(e, 'The U plan could not be changed.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (plan.busy && !plan.data) return <CircularProgress size={24} />;
  if (plan.error) return <Alert severity="error">The U plan could not be read: {plan.error}</Alert>;
  const u = plan.data;
  if (!u) return null;
  const rateOk = /^\d{1,7}$/.test(rate) && Number(rate) <= 1_000_000;
  return (
    <Stack spacing={2} data-testid="earn-uplan">
      <Alert severity="info">Users opt in; each day idle funding {u.coin} above the amount they keep moves into this flexible product and earns its daily rate, paid from the earn account.</Alert>
      <Table size="small" sx={{ maxWidth: 560 }}>
        <TableBody>
          <TableRow><TableCell>Daily rate</TableCell><TableCell sx={digits}>{u.daily_rate_ppm} ppm ({ppmPercent(u.daily_rate_ppm)})</TableCell></TableRow>
          <TableRow><TableCell>Sweeps</TableCell><TableCell>{u.paused ? 'Paused' : 'Running'}</TableCell></TableRow>
          <TableRow><TableCell>Members</TableCell><TableCell sx={digits}>{u.members}</TableCell></TableRow>
          <TableRow><TableCell>Flexible balance</TableCell><TableCell sx={digits}>{showAmount(u.balance)} {u.coin}</TableCell></TableRow>
          <TableRow><TableCell>Last change</TableCell><TableCell>{formatTime(u.updated_at)}{u.updated_by !== null ? ` by #${u.updated_by}` : ''}</TableCell></TableRow>
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField size="small" label="New daily rate (ppm)" value={rate} onChange={(e) => setRate(e.target.value.trim())} helperText="5000 = 0.5% a day; from the next day" />
        <Button variant="contained" disabled={busy || !rateOk} onClick={() => void send({ daily_rate_ppm: Number(rate) }, 'U plan rate saved.')}>Save rate</Button>
        <Button color={u.paused ? 'primary' : 'warning'} disabled={busy} onClick={() => void send({ paused: !u.paused }, u.paused ? 'U plan sweeps resumed.' : 'U plan sweeps paused.')}>
          {u.paused ? 'Resume sweeps' : 'Pause sweeps'}
        </Button>
      </Stack>
    </Stack>
  );
}
