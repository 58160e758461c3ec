import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { messageOf } from './format';

/** A coin or asset picker of the platform money forms. */
export function AssetField({ assets, value, onChange, id, label = 'Asset' }: { assets: readonly string[]; value: string; onChange: (v: string) => void; id: string; label?: string }): ReactNode {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 120 }} id={id}>
      {assets.map((a) => <MenuItem key={a} value={a}>{a}</MenuItem>)}
    </TextField>
  );
}

/** The amount typed as a decimal string (never a float), trimmed. */
export function AmountInput<F extends { amount: string }>({ f, set }: { f: F; set: (form: F) => void }): ReactNode {
  return <TextField size="small" label="Amount" value={f.amount} onChange={(e) => set({ ...f, amount: e.target.value.trim() })} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />;
}

/** What differs between the platform money forms (treasury holdings and liquidity, the earn account): text, fields, call. */
export interface MoneyFormSpec<F extends { amount: string; note: string }> {
  testId: string;
  title: string;
  description: ReactNode;
  empty: F;
  /** Why the form cannot be sent yet (shown as a warning), or null. */
  problem: (form: F) => string | null;
  /** Sends the form; answers the success notice. */
  send: (form: F) => Promise<string>;
  failure: string;
  button: { label: string; testId: string };
  fields: (form: F, set: (form: F) => void) => ReactNode;
}

/** One platform money form: validates, sends once at a time, notifies, clears and refreshes the page. */
export function MoneyFormCard<F extends { amount: string; note: string }>({ spec, done }: { spec: MoneyFormSpec<F>; done: () => void }): ReactNode {
  const notify = useNotify();
  const [f, setF] = useState<F>(spec.empty);
  const [busy, setBusy] = useState(false);
  const submit = async (): Promise<void> => {
    const problem = spec.problem(f);
    if (problem) { notify(problem, { type: 'warning' }); return; }
    setBusy(true);
    try {
      notify(await spec.send(f), { type: 'success' });
      setF(spec.empty);
      done();
    } catch (e) {
      notify(messageOf(e, spec.failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5} data-testid={spec.testId}>
      <Typography variant="h6" component="h2">{spec.title}</Typography>
      <Typography variant="body2" color="text.secondary">{spec.description}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {spec.fields(f, setF)}
        <TextField size="small" label="Note" value={f.note} onChange={(e) => setF({ ...f, note: e.target.value })} sx={{ minWidth: 220 }} />
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid={spec.button.testId}>{spec.button.label}</Button>
      </Stack>
    </Stack>
  );
}
