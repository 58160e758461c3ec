import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFundingAvailable } from '../finance/queries';
import { checkAmount, type AmountCheck, type AmountError } from '../model/amount';
import { attemptFor, type Attempt } from '../model/attempt';
import { Agreement } from './Agreement';
import { AmountBox, useAmountMessage } from './AmountBox';
import styles from './earn.module.css';

export type AmountFormLimits = { min: string; max: string; quotaLeft?: string };

export type AmountForm = {
  coin: string; text: string; setText: (text: string) => void; agreed: boolean; setAgreed: (on: boolean) => void;
  tried: boolean; check: AmountCheck; available: string | null; error: string | null;
  /** Marks the form tried; answers this press's idempotency key when it may be sent (a retry of the same request reuses it), else null. */
  press: (scope: string) => string | null;
  /** After a success: the next press is a new request. */
  sent: () => void;
};

/**
 * The state of an amount paid from the funding account (trust subscription, quantify plan, addition to an order):
 * the text, the checks the server makes (minimum, maximum, quota left, funding balance), the agreement when there is
 * one, and the idempotency key of each press. `message` may word an error its own way (an addition's room left).
 */
export function useAmountForm(coin: string, limits: AmountFormLimits, o: { agreement?: boolean; message?: (e: AmountError) => string | null } = {}): AmountForm {
  const [text, setText] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const available = useFundingAvailable(coin);
  const standard = useAmountMessage(coin);
  const check = checkAmount(text, { ...limits, available });
  const error = (text === '' && !tried) || check.error === null ? null : (o.message?.(check.error) ?? standard(check.error));
  const needsAgreement = o.agreement !== false;
  return {
    coin, text, setText, agreed, setAgreed, tried, check, available, error,
    press: (scope) => {
      setTried(true);
      if (check.error !== null || (needsAgreement && !agreed)) return null;
      const a = attemptFor(attempt.current, `${scope}|${text}`);
      attempt.current = a;
      return a.key;
    },
    sent: () => { attempt.current = null; },
  };
}

/**
 * The amount and agreement block shared by the trust buy page and the quantify create page (and, without an
 * agreement, the addition to an order): the field, what goes between (limits, preview), the agreement, the button.
 */
export function AmountAgreement({ form, testId, agreement, children, submit }: {
  form: AmountForm; testId: string; agreement: string | null; children?: ReactNode;
  submit: { label: string; testId: string; pending: boolean; disabled: boolean; onPress: () => void };
}) {
  const { t } = useTranslation('earn');
  return (
    <>
      <AmountBox coin={form.coin} value={form.text} onChange={form.setText} available={form.available} error={form.error} testId={testId} />
      {children}
      {agreement !== null && <Agreement text={agreement} checked={form.agreed} onChange={form.setAgreed} />}
      {agreement !== null && form.tried && !form.agreed && <p className={styles.error} role="alert" data-testid="earn-agree-error">{t('form.must_agree')}</p>}
      <button type="button" className={styles.primary} style={{ width: '100%', marginTop: 12 }} data-testid={submit.testId}
        disabled={submit.disabled || submit.pending} onClick={submit.onPress}>
        {submit.pending ? t('form.sending') : submit.label}
      </button>
    </>
  );
}
