import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { groupSecret, messageOf } from '../../../ui/format';
import { setupTotp } from '../api';
import type { TotpEnrolment } from '../types';
import { ADMIN_PASSWORD_MIN, cleanCode, passwordProblem } from './flow';

type Busy = { busy: boolean };

function submitting(handler: () => void) {
  return (e: FormEvent) => {
    e.preventDefault();
    handler();
  };
}

export function CredentialsStep({ busy, onSubmit }: Busy & { onSubmit: (c: { username: string; password: string }) => void }): ReactNode {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <Stack component="form" spacing={2} onSubmit={submitting(() => onSubmit({ username: username.trim(), password }))}>
      <TextField label="Username" name="username" autoComplete="username" autoFocus required value={username} onChange={(e) => setUsername(e.target.value)} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>Continue</Button>
    </Stack>
  );
}

function CodeField({ value, onChange }: { value: string; onChange: (v: string) => void }): ReactNode {
  return (
    <TextField
      label="Authenticator code" name="totp" autoComplete="one-time-code" autoFocus required value={value}
      onChange={(e) => onChange(cleanCode(e.target.value))}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6, style: { letterSpacing: '0.3em', fontFamily: 'monospace', fontSize: 20 } } }}
      helperText="The 6-digit code your authenticator app shows now."
    />
  );
}

export function CodeStep({ busy, onSubmit, onBack }: Busy & { onSubmit: (code: string) => void; onBack: () => void }): ReactNode {
  const [code, setCode] = useState('');
  return (
    <Stack component="form" spacing={2} onSubmit={submitting(() => onSubmit(code))}>
      <CodeField value={code} onChange={setCode} />
      <Button type="submit" variant="contained" size="large" disabled={busy || code.length !== 6}>Sign in</Button>
      <Button onClick={onBack} disabled={busy}>Use another account</Button>
    </Stack>
  );
}

/** One set-up request per limited session, even when React runs the effect twice (StrictMode). */
const setups = new Map<string, Promise<TotpEnrolment>>();
function setupOnce(token: string): Promise<TotpEnrolment> {
  let p = setups.get(token);
  if (!p) {
    p = setupTotp(token);
    p.catch(() => setups.delete(token));
    setups.set(token, p);
  }
  return p;
}

/** First sign-in: asks the server for a fresh secret (kept there as pending) and shows its QR code and text. */
export function EnrolStep({ token, busy, onSubmit, onError }: Busy & { token: string; onSubmit: (code: string) => void; onError: (m: string) => void }): ReactNode {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  useEffect(() => {
    let live = true;
    setupOnce(token)
      .then((e) => { if (live) setEnrolment(e); })
      .catch((e: unknown) => { if (live) onError(messageOf(e, 'The set-up could not start.')); });
    return () => { live = false; };
  }, [token, onError]);

  return (
    <Stack component="form" spacing={2} onSubmit={submitting(() => onSubmit(code))}>
      <Typography variant="body2" color="text.secondary">
        The back office asks for a code from an authenticator app (Aegis, Google Authenticator, 1Password, …) at every sign-in.
        Scan the QR code with the app, or type the secret into it, then enter the code it shows.
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
        <Box sx={{ width: 200, height: 200, flex: 'none', border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', placeItems: 'center' }}>
          {enrolment ? <img src={enrolment.qr} alt="QR code of the authenticator secret" width={196} height={196} /> : <Typography variant="caption">Loading…</Typography>}
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2">Secret (type it if you cannot scan)</Typography>
          <Typography data-testid="totp-secret" data-secret={enrolment?.secret ?? ''} sx={{ fontFamily: 'monospace', fontSize: 17, wordBreak: 'normal', bgcolor: 'grey.100', p: 1, borderRadius: 1 }}>
            {enrolment ? groupSecret(enrolment.secret) : '…'}
          </Typography>
          <Typography variant="caption" color="text.secondary">Time-based, SHA-1, 6 digits, 30 seconds.</Typography>
        </Stack>
      </Box>
      <CodeField value={code} onChange={setCode} />
      <Button type="submit" variant="contained" size="large" disabled={busy || !enrolment || code.length !== 6}>Turn on two-factor authentication</Button>
    </Stack>
  );
}

export function PasswordStep({ busy, onSubmit }: Busy & { onSubmit: (next: string) => void }): ReactNode {
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = passwordProblem(next, again);
  return (
    <Stack component="form" spacing={2} onSubmit={submitting(() => { setTouched(true); if (!problem) onSubmit(next); })}>
      <Typography variant="body2" color="text.secondary">
        You signed in with a one-time password. Choose your own: at least {ADMIN_PASSWORD_MIN} characters. Your other sessions will end.
      </Typography>
      <TextField label="New password" name="new_password" type="password" autoComplete="new-password" autoFocus required value={next} onChange={(e) => setNext(e.target.value)} />
      <TextField label="Repeat the new password" name="re_password" type="password" autoComplete="new-password" required value={again}
        onChange={(e) => setAgain(e.target.value)} error={touched && problem !== null} helperText={touched ? problem ?? ' ' : ' '} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>Save and continue</Button>
    </Stack>
  );
}
