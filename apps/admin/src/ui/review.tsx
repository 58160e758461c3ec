import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { fetchUpload } from '../features/wallet/api';
import { reasonProblem, REASON_MAX } from '../features/deposits/depositReview';

type ProofState = { kind: 'loading' } | { kind: 'shown'; url: string } | { kind: 'failed'; message: string };

/**
 * A private upload (a deposit's transfer proof) read with the admin token and shown from an object URL, which is
 * released when the page leaves. The server writes each look to the audit log.
 */
export function ProofImage({ url, alt }: { url: string; alt: string }): ReactNode {
  const [state, setState] = useState<ProofState>({ kind: 'loading' });
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    setState({ kind: 'loading' });
    fetchUpload(url).then((blob) => {
      if (!live) return;
      objectUrl = URL.createObjectURL(blob);
      setState({ kind: 'shown', url: objectUrl });
    }, (e: unknown) => {
      if (live) setState({ kind: 'failed', message: e instanceof Error ? e.message : 'The proof could not be loaded.' });
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (state.kind === 'loading') return <Box sx={{ p: 3 }}><CircularProgress size={24} /></Box>;
  if (state.kind === 'failed') return <Alert severity="error">The proof could not be loaded: {state.message}</Alert>;
  return (
    <a href={state.url} target="_blank" rel="noreferrer">
      <Box component="img" src={state.url} alt={alt} data-testid="proof-image"
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.100' }} />
    </a>
  );
}

/**
 * Runs a review action (approve, pay, reject): one at a time, its outcome or the server's refusal in a
 * notification, then the page reloads the record so it shows the state the server answered.
 */
export function useReviewAction(): { busy: boolean; run: (action: () => Promise<{ text: string; type: 'success' | 'info' }>) => Promise<boolean> } {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<{ text: string; type: 'success' | 'info' }>): Promise<boolean> => {
    setBusy(true);
    try {
      const done = await action();
      notify(done.text, { type: done.type, autoHideDuration: 6000 });
      return true;
    } catch (e) {
      notify(e instanceof Error ? e.message : 'The action failed.', { type: 'error', autoHideDuration: 8000 });
      return false;
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return { busy, run };
}

type TextDialogProps = {
  open: boolean; title: string; intro: string; label: string; confirm: string; busy: boolean;
  /** The field's problem, or null when it may be sent. */
  problem: (value: string) => string | null;
  helper?: string; danger?: boolean; maxLength?: number;
  onClose: () => void; onConfirm: (value: string) => void;
};

/** A dialog that asks for one text (a reason, a transaction hash) and checks it before confirming. */
export function TextDialog(p: TextDialogProps): ReactNode {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => { if (p.open) { setValue(''); setTouched(false); } }, [p.open]);
  const problem = p.problem(value);
  const submit = (): void => {
    setTouched(true);
    if (problem === null) p.onConfirm(value.trim());
  };
  return (
    <Dialog open={p.open} onClose={p.onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{p.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{p.intro}</DialogContentText>
        <TextField autoFocus fullWidth multiline={p.danger} minRows={p.danger ? 3 : 1} label={p.label} value={value}
          onChange={(e) => setValue(e.target.value)} onBlur={() => setTouched(true)}
          error={touched && problem !== null} helperText={(touched && problem) || p.helper || ' '}
          slotProps={{ htmlInput: { maxLength: p.maxLength ?? 200 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} disabled={p.busy}>Cancel</Button>
        <Button onClick={submit} variant="contained" color={p.danger ? 'error' : 'primary'} disabled={p.busy}>{p.confirm}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The reject dialog of both queues: a reason is required and the user sees it. */
export function RejectDialog({ open, what, busy, onClose, onConfirm }: {
  open: boolean; what: string; busy: boolean; onClose: () => void; onConfirm: (reason: string) => void;
}): ReactNode {
  return (
    <TextDialog open={open} title={`Reject ${what}`} label="Reason" confirm="Reject" busy={busy} danger maxLength={REASON_MAX}
      intro="The user sees this reason in their records. Nothing is credited or paid; a rejection cannot be undone."
      helper={`Required, at most ${REASON_MAX} characters.`} problem={reasonProblem} onClose={onClose} onConfirm={onConfirm} />
  );
}

/** A label and its value, for the details beside a review. */
export function Detail({ label, children }: { label: string; children: ReactNode }): ReactNode {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '180px 1fr', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-all' }}>{children}</Typography>
    </Box>
  );
}
