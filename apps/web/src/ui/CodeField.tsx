import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_COOLDOWN_S, cooldownLeft } from './cooldown';
import { Field, TextInput } from './Field';
import { toast } from './toast';

type Props = {
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  /** Checks the destination and sends the code; answers the server's resend delay, or null when nothing was sent. */
  send: () => Promise<number | null>;
};

/** A 6-digit code with its send button and the 60 s resend countdown. */
export function CodeField({ value, onChange, error, send }: Props) {
  const { t } = useTranslation('common');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [wait, setWait] = useState(CODE_COOLDOWN_S);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const left = cooldownLeft(sentAt, wait, now);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), 250);
    return () => window.clearTimeout(timer);
  }, [left, now]);
  const onSend = async (): Promise<void> => {
    setSending(true);
    try {
      const resendAfter = await send();
      if (resendAfter !== null) {
        setWait(resendAfter > 0 ? resendAfter : CODE_COOLDOWN_S);
        setSentAt(Date.now());
        setNow(Date.now());
        toast.success(t('code.sent'));
      }
    } catch {
      // The client already showed the server's message.
    } finally {
      setSending(false);
    }
  };
  return (
    <Field id="code" label={t('code.label')} error={error}
      extra={(
        <button type="button" className="c-code-btn" disabled={left > 0 || sending} onClick={() => void onSend()} data-testid="send-code">
          {left > 0 ? t('code.resend_in', { seconds: left }) : t(sentAt === null ? 'code.send' : 'code.resend')}
        </button>
      )}>
      <TextInput id="code" value={value} onChange={(v) => onChange(v.replace(/\D/g, ''))} inputMode="numeric" maxLength={6}
        placeholder={t('code.placeholder')} autoComplete="one-time-code" />
    </Field>
  );
}
