import type { BankWithdrawInfo } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, PasswordInput, TextInput } from '../../../ui/Field';
import { cleanAmountText } from '../../../ui/format/input';
import { toast } from '../../../ui/toast';
import { maskedAccount } from '../model/card-form';
import { amountProblem, previewOf } from '../model/withdraw';
import { useBankWithdraw } from '../queries';
import styles from '../../../ui/formCard.module.css';

const newKey = (): string => `bk-${[...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

/** The bank withdrawal: a bound card, the currency, the USDT amount, what the bank pays at the rate, the fund password. */
export function BankWithdrawForm({ info }: { info: BankWithdrawInfo }) {
  const { t } = useTranslation('bank');
  const send = useBankWithdraw();
  const [cardId, setCardId] = useState<number>(info.cards[0]?.id ?? 0);
  const card = info.cards.find((c) => c.id === cardId);
  const [currency, setCurrency] = useState<string>(card?.currency ?? 'USD');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [key, setKey] = useState(newKey);
  const rate = info.rates.find((r) => r.code === currency);
  const preview = previewOf(amount, rate?.rate, rate?.decimals ?? 2);
  const problem = amountProblem(amount, info.available);
  const passwordBad = !/^\d{6}$/.test(password);

  const pickCard = (id: number) => {
    setCardId(id);
    const next = info.cards.find((c) => c.id === id);
    if (next && info.rates.some((r) => r.code === next.currency)) setCurrency(next.currency);
  };
  const submit = () => {
    setTried(true);
    if (problem !== null || passwordBad || !card) return;
    send.mutate({ card_id: card.id, amount, currency, pay_password: password, idempotency_key: key }, {
      onSuccess: () => {
        toast.success(t('withdraw.sent'));
        setAmount('');
        setPassword('');
        setTried(false);
        setKey(newKey());
      },
    });
  };
  return (
    <section className={styles.card} data-testid="bank-withdraw-form">
      <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <p className={styles.cardTitle}>{t('withdraw.card')}</p>
        <div className={styles.choices}>
          {info.cards.map((c) => (
            <button key={c.id} type="button" className={`${styles.choice} ${c.id === cardId ? styles.choiceOn : ''}`} onClick={() => pickCard(c.id)}
              data-testid="bank-withdraw-card">
              <span className={`${styles.radio} ${c.id === cardId ? styles.radioOn : ''}`} />
              <span>{c.bank_name} <span className={styles.mono}>{maskedAccount(c.card_tail)}</span></span>
            </button>
          ))}
        </div>
        <p className={styles.cardTitle} style={{ marginTop: 14 }}>{t('withdraw.currency')}</p>
        <div className={styles.chips}>
          {info.rates.map((r) => (
            <button key={r.code} type="button" className={`${styles.chip} ${r.code === currency ? styles.chipOn : ''}`} onClick={() => setCurrency(r.code)}
              data-testid={`bank-currency-${r.code}`}>{r.code}</button>
          ))}
        </div>
        <Field id="amount" label={t('withdraw.amount')} error={tried && problem ? t(`withdraw.problem_${problem}`, { min: info.min_amount }) : null}
          extra={<span className={styles.suffix}>USDT</span>}>
          <TextInput id="amount" value={amount} onChange={(v) => setAmount(cleanAmountText(v, 8))} inputMode="numeric" placeholder={t('withdraw.amount_placeholder', { min: info.min_amount })} />
        </Field>
        <div className={styles.help}><span>{t('withdraw.available')}</span><strong data-testid="bank-available">{info.available} USDT</strong></div>
        <dl className={styles.lines}>
          <div className={styles.line}><dt>{t('withdraw.rate')}</dt><dd>1 USDT = {rate?.rate ?? '-'} {currency}{rate?.sample && <span className={styles.sample}> {t('withdraw.sample')}</span>}</dd></div>
          <div className={styles.line}><dt>{t('withdraw.fee')}</dt><dd>{preview ? `${preview.fee} USDT` : '-'}</dd></div>
          <div className={styles.line}><dt>{t('withdraw.total')}</dt><dd>{preview ? `${preview.total} USDT` : '-'}</dd></div>
          <div className={`${styles.line} ${styles.lineStrong}`}><dt>{t('withdraw.receive')}</dt><dd data-testid="bank-receive">{preview ? `${preview.fiat} ${currency}` : '-'}</dd></div>
        </dl>
        <Field id="pay_password" label={t('withdraw.password')} error={tried && passwordBad ? t('withdraw.password_error') : null}>
          <PasswordInput id="pay_password" value={password} onChange={setPassword} inputMode="numeric" maxLength={6} autoComplete="off" placeholder={t('withdraw.password_placeholder')} />
        </Field>
        <button type="submit" className={styles.primary} style={{ marginTop: 18 }} disabled={send.isPending} data-testid="bank-withdraw-submit">
          {t(send.isPending ? 'withdraw.sending' : 'withdraw.submit')}
        </button>
        <ul className={styles.notes}>
          <li>{t('withdraw.note_fee', { rate: (info.fee_bps / 100).toString(), min: info.fee_min })}</li>
          <li>{t('withdraw.note_limit', { limit: info.daily_limit, left: info.remaining_today })}</li>
          <li>{t('withdraw.note_review', { hours: info.arrival_hours })}</li>
          <li>{t('withdraw.note_rate')}</li>
        </ul>
      </form>
    </section>
  );
}
