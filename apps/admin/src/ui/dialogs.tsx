import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';

/** The one text an action dialog asks for (a reason, a transaction hash), with its check. */
export type DialogField = {
  label: string;
  /** The field's problem, or null when it may be sent. */
  problem: (value: string) => string | null;
  helper?: string; maxLength?: number; multiline?: boolean;
};

export type ActionDialogProps = {
  open: boolean; title: string; intro: string; confirm: string; busy: boolean;
  /** Without a field the dialog only asks to confirm. */
  field?: DialogField;
  danger?: boolean;
  onClose: () => void; onConfirm: (value: string) => void;
};

/**
 * A dialog that confirms an action, optionally asking for one text it checks first. It closes at once, with no
 * fade-out: a confirm button still on screen after the action has run is a second click waiting to happen.
 */
export function ActionDialog(p: ActionDialogProps): ReactNode {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => { if (p.open) { setValue(''); setTouched(false); } }, [p.open]);
  const problem = p.field ? p.field.problem(value) : null;
  const submit = (): void => {
    setTouched(true);
    if (problem === null) p.onConfirm(value.trim());
  };
  return (
    <Dialog open={p.open} onClose={p.onClose} maxWidth="sm" fullWidth transitionDuration={{ exit: 0 }}>
      <DialogTitle>{p.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: p.field ? 2 : 0 }}>{p.intro}</DialogContentText>
        {p.field && (
          <TextField autoFocus fullWidth multiline={p.field.multiline} minRows={p.field.multiline ? 3 : 1} label={p.field.label} value={value}
            onChange={(e) => setValue(e.target.value)} onBlur={() => setTouched(true)}
            error={touched && problem !== null} helperText={(touched && problem) || p.field.helper || ' '}
            slotProps={{ htmlInput: { maxLength: p.field.maxLength ?? 200 } }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} disabled={p.busy}>Cancel</Button>
        <Button onClick={submit} variant="contained" color={p.danger ? 'error' : 'primary'} disabled={p.busy}>{p.confirm}</Button>
      </DialogActions>
    </Dialog>
  );
}
