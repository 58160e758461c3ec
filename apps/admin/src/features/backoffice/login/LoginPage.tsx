import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLogin } from 'react-admin';
import { ERROR_CODES, errorCodeOf } from '../../../api/client';
import { messageOf } from '../../../ui/format';
import { changePassword, enableTotp, signIn as signInWith } from '../api';
import { stepAfter, type Step } from './flow';
import { CodeStep, CredentialsStep, EnrolStep, PasswordStep } from './steps';

const titles: Record<Step['kind'], string> = {
  credentials: 'Sign in',
  totp: 'Two-factor authentication',
  enrol: 'Set up two-factor authentication',
  password: 'Choose your password',
  done: 'Signing in…',
};

/** The sign-in of the back office: password, then the TOTP code; at first sign-in, enrolment and a new password. */
export function LoginPage(): ReactNode {
  const login = useLogin();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [credentials, setCredentials] = useState({ username: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs a step's request; `onTotpRequired` is where a "code required" answer of admin/login leads. */
  async function run(action: () => Promise<Step>, onTotpRequired?: Step): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      const next = await action();
      if (next.kind === 'done') await login({ token: next.token });
      setStep(next);
    } catch (e) {
      if (onTotpRequired && errorCodeOf(e) === ERROR_CODES.totpRequired) setStep(onTotpRequired);
      else setError(messageOf(e, 'Something went wrong.'));
    } finally {
      setBusy(false);
    }
  }

  const signIn = (c: { username: string; password: string }, totp?: string) => run(async () => {
    const data = await signInWith(c, totp);
    return stepAfter(data.stage, data.token);
  }, { kind: 'totp' });

  let content: ReactNode = null;
  if (step.kind === 'credentials') {
    content = <CredentialsStep busy={busy} onSubmit={(c) => { setCredentials(c); void signIn(c); }} />;
  } else if (step.kind === 'totp') {
    content = <CodeStep busy={busy} onSubmit={(code) => void signIn(credentials, code)} onBack={() => setStep({ kind: 'credentials' })} />;
  } else if (step.kind === 'enrol') {
    const token = step.token;
    content = <EnrolStep token={token} busy={busy} onError={setError} onSubmit={(code) => void run(async () => {
      const me = await enableTotp(code, token);
      return stepAfter(me.stage, token);
    })} />;
  } else if (step.kind === 'password') {
    const token = step.token;
    content = <PasswordStep busy={busy} onSubmit={(next) => void run(async () => {
      const me = await changePassword(credentials.password, next, token);
      return stepAfter(me.stage, token);
    })} />;
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: step.kind === 'enrol' ? 640 : 420, maxWidth: '100%' }} elevation={2}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" color="text.secondary">Candor back office</Typography>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{titles[step.kind]}</Typography>
          {error && <Alert severity="error" sx={{ mb: 2 }} role="alert">{error}</Alert>}
          {content}
        </CardContent>
      </Card>
    </Box>
  );
}
