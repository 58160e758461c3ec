import {
  Alert, Box, Button, Card, CardContent, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch,
  Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import type { OptionDuration, OptionSymbol } from '@candor/shared';
import { useState, type ReactNode } from 'react';
import { Title, useGetOne, useNotify } from 'react-admin';
import { apiCall } from '../../api/client';
import { digits, StateChip } from '../../ui/fields';
import { formatTime, messageOf } from '../../ui/format';
import { bpsAsPercent, showAmount } from '../../ui/money';
import {
  durationErrors, durationName, durationPatch, durationValues, symbolErrors, symbolPatch, symbolValues, type Errors,
} from './productForm';

type Products = { id: string; durations: OptionDuration[]; symbols: OptionSymbol[] };
type Editing = { kind: 'duration'; d: OptionDuration } | { kind: 'symbol'; s: OptionSymbol } | null;
type Values = Record<string, string | boolean>;

/** When and by whom the terms last changed; the seeded terms have no change yet. */
const changed = (by: number | null, at: number): string => (at <= 0 ? '— (seeded)' : `${formatTime(at)}${by === null ? '' : ` by admin #${by}`}`);

/** One dialog for both kinds: the fields, their checks, and only the changed terms sent. */
function EditDialog({ editing, onClose, onSaved }: { editing: Exclude<Editing, null>; onClose: () => void; onSaved: () => void }): ReactNode {
  const notify = useNotify();
  const [values, setValues] = useState<Values>(editing.kind === 'duration' ? durationValues(editing.d) : symbolValues(editing.s));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const text = (k: string): string => String(values[k] ?? '');
  const errors: Errors<Values> = editing.kind === 'duration' ? durationErrors(values) : symbolErrors(values);
  const fields: Array<[string, string, string]> = editing.kind === 'duration'
    ? [['rate_bps', 'Payout rate (bps)', 'A win pays stake x (1 + rate): 8500 = 85 %'], ['min_stake', 'Smallest stake (USDT)', ''], ['max_stake', 'Largest stake (USDT)', 'The same for every user']]
    : [['user_open_cap', 'Open stake cap per user and side (USDT)', 'The same for every user'], ['side_open_cap', 'Open stake cap of all users per side (USDT)', "Bounds the platform's exposure"]];
  const title = editing.kind === 'duration' ? `Duration ${durationName(editing.d.seconds)}` : `Symbol ${editing.s.symbol}`;
  const save = async (): Promise<void> => {
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    setFailed(null);
    try {
      if (editing.kind === 'duration') {
        const body = durationPatch(editing.d, { enabled: values['enabled'] === true, rate_bps: text('rate_bps'), min_stake: text('min_stake'), max_stake: text('max_stake') });
        if (Object.keys(body).length > 0) await apiCall('POST', `admin/option/durations/${editing.d.seconds}`, { body });
      } else {
        const body = symbolPatch(editing.s, { enabled: values['enabled'] === true, user_open_cap: text('user_open_cap'), side_open_cap: text('side_open_cap') });
        if (Object.keys(body).length > 0) await apiCall('POST', `admin/option/symbols/${encodeURIComponent(editing.s.symbol)}`, { body });
      }
      notify(`${title}: terms saved. They apply to new orders.`, { type: 'success' });
      onSaved();
    } catch (e) {
      setFailed(messageOf(e, 'The terms could not be saved.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth transitionDuration={{ exit: 0 }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>Changes apply to new orders only; every open order keeps the terms it was bought at. Every change is audited. There is no price or outcome here.</Alert>
        {failed && <Alert severity="error" sx={{ mb: 2 }} data-testid="option-edit-error">{failed}</Alert>}
        <FormControlLabel control={<Switch checked={values['enabled'] === true} onChange={(e) => setValues({ ...values, enabled: e.target.checked })} />} label="Open for new orders" />
        <Stack spacing={2} sx={{ mt: 1 }}>
          {fields.map(([k, label, help]) => (
            <TextField key={k} label={label} value={text(k)} onChange={(e) => setValues({ ...values, [k]: e.target.value })} fullWidth
              error={errors[k] !== undefined} helperText={errors[k] ?? (help || ' ')} slotProps={{ htmlInput: { 'data-testid': `option-field-${k}`, maxLength: 30 } }} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || Object.keys(errors).length > 0} data-testid="option-save">Save terms</Button>
      </DialogActions>
    </Dialog>
  );
}

function Durations({ p, onEdit }: { p: Products; onEdit: (e: Editing) => void }): ReactNode {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Durations" data-testid="option-durations">
        <TableHead><TableRow>
          <TableCell>Duration</TableCell><TableCell>Buying</TableCell><TableCell align="right">Payout rate</TableCell>
          <TableCell align="right">Smallest stake</TableCell><TableCell align="right">Largest stake</TableCell><TableCell>Last change</TableCell><TableCell />
        </TableRow></TableHead>
        <TableBody>
          {p.durations.map((d) => (
            <TableRow key={d.seconds} data-seconds={d.seconds}>
              <TableCell sx={{ fontWeight: 600 }}>{durationName(d.seconds)}</TableCell>
              <TableCell><StateChip on={d.enabled} yes="open" no="closed" /></TableCell>
              <TableCell align="right" sx={digits}>{bpsAsPercent(d.rate_bps)}</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(d.min_stake)}</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(d.max_stake)}</TableCell>
              <TableCell sx={digits}>{changed(d.updated_by, d.updated_at)}</TableCell>
              <TableCell><Button size="small" onClick={() => onEdit({ kind: 'duration', d })} data-testid={`option-edit-${d.seconds}`}>Edit</Button></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Symbols({ p, onEdit }: { p: Products; onEdit: (e: Editing) => void }): ReactNode {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Symbols" data-testid="option-symbols">
        <TableHead><TableRow>
          <TableCell>Symbol</TableCell><TableCell>Buying</TableCell><TableCell align="right">Tick size</TableCell>
          <TableCell align="right">Cap per user and side</TableCell><TableCell align="right">Cap of all users per side</TableCell><TableCell>Last change</TableCell><TableCell />
        </TableRow></TableHead>
        <TableBody>
          {p.symbols.map((s) => (
            <TableRow key={s.symbol} data-symbol={s.symbol}>
              <TableCell sx={{ fontWeight: 600 }}>{s.symbol}</TableCell>
              <TableCell><StateChip on={s.enabled} yes="open" no="closed" /></TableCell>
              <TableCell align="right" sx={digits}>{s.price_decimals === 0 ? '1' : `0.${'0'.repeat(s.price_decimals - 1)}1`}</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(s.user_open_cap)}</TableCell>
              <TableCell align="right" sx={digits}>{showAmount(s.side_open_cap)}</TableCell>
              <TableCell sx={digits}>{changed(s.updated_by, s.updated_at)}</TableCell>
              <TableCell><Button size="small" onClick={() => onEdit({ kind: 'symbol', s })} data-testid={`option-edit-${s.symbol}`}>Edit</Button></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Option products: durations (payout rate, stake bounds) and symbols (open-stake caps), edited and audited; never a price. */
export function ProductsPage(): ReactNode {
  const { data, isPending, error, refetch } = useGetOne<Products>('option_products', { id: 'all' });
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Option products" />
      <CardContent>
        <Typography variant="h6" component="h1">Option products</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Users see these terms before buying. Settlement follows the published rule from stored feed ticks; no screen can set a price or an outcome.
        </Typography>
        {isPending && <CircularProgress size={24} />}
        {error ? <Alert severity="error">The products could not be read: {messageOf(error, 'unknown error')}</Alert> : null}
        {data && (
          <Stack spacing={3}>
            <Box><Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>Durations</Typography><Durations p={data} onEdit={setEditing} /></Box>
            <Box><Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>Symbols</Typography><Symbols p={data} onEdit={setEditing} /></Box>
          </Stack>
        )}
        {editing && <EditDialog key={editing.kind === 'duration' ? editing.d.seconds : editing.s.symbol} editing={editing} onClose={() => setEditing(null)}
          onSaved={() => { setEditing(null); void refetch(); }} />}
      </CardContent>
    </Card>
  );
}
