import type { C2cAd } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field, TextInput } from '../../../ui/Field';
import { cleanAmountText } from '../../../ui/format/input';
import { toast } from '../../../ui/toast';
import { buyProblem, quoteOf, type AmountMode } from '../model/buy';
import { orderPath } from '../paths';
import { useCreateOrder, useMarketOptions } from '../queries';
import styles from './c2c.module.css';

type Receive = { pay_type: string; pay_account: string; pay_holder: string; pay_bank: string };

/** Where a user who sells wants the merchant's fiat: a pay kind of the market and the account details. */
function ReceiveFields({ value, onChange }: { value: Receive; onChange: (v: Receive) => void }) {
  const { t } = useTranslation('c2c');
  const kinds = useMarketOptions().data?.pay_kinds ?? [];
  const set = (k: keyof Receive) => (v: string) => onChange({ ...value, [k]: v });
  return (
    <>
      <div className={styles.methods} role="radiogroup">
        {kinds.map((k) => (
          <button key={k.code} type="button" role="radio" aria-checked={value.pay_type === k.code}
            className={`${styles.method} ${value.pay_type === k.code ? styles.methodOn : ''}`} onClick={() => onChange({ ...value, pay_type: k.code })}>{k.name}</button>
        ))}
      </div>
      <Field id="pay_account" label={t('buy.pay_account')}><TextInput id="pay_account" value={value.pay_account} onChange={set('pay_account')} maxLength={100} /></Field>
      <Field id="pay_holder" label={t('buy.pay_holder')}><TextInput id="pay_holder" value={value.pay_holder} onChange={set('pay_holder')} maxLength={100} /></Field>
      <Field id="pay_bank" label={t('buy.pay_bank')}><TextInput id="pay_bank" value={value.pay_bank} onChange={set('pay_bank')} maxLength={100} /></Field>
    </>
  );
}

/** Taking an ad: the amount in fiat or coin, the quantity and total, how the fiat moves, the payment deadline. */
export function BuyForm({ ad }: { ad: C2cAd }) {
  const { t } = useTranslation('c2c');
  const navigate = useNavigate();
  const create = useCreateOrder();
  const [mode, setMode] = useState<AmountMode>('fiat');
  const [text, setText] = useState('');
  const [method, setMethod] = useState<number | null>(ad.payment_methods.length === 1 ? (ad.payment_methods[0]?.id ?? null) : null);
  const [receive, setReceive] = useState<Receive>({ pay_type: '', pay_account: '', pay_holder: '', pay_bank: '' });
  const [tried, setTried] = useState(false);
  const userBuys = ad.user_side === 'buy';
  const quote = quoteOf(text, mode, ad.price);
  const methodChosen = userBuys ? method !== null : receive.pay_type !== '' && receive.pay_account.trim() !== '' && receive.pay_holder.trim() !== '';
  const problem = buyProblem(quote, ad, methodChosen);
  const submit = () => {
    setTried(true);
    if (problem !== null) return;
    const amount = mode === 'fiat' ? { amount: text.trim() } : { quantity: text.trim() };
    const how = userBuys ? { payment_method_id: method ?? undefined } : { ...receive, pay_bank: receive.pay_bank || undefined };
    create.mutate({ id: ad.id, ...amount, ...how }, {
      onSuccess: (order) => { toast.success(t('buy.placed')); void navigate(orderPath(order.id), { replace: true }); },
    });
  };
  const unit = mode === 'fiat' ? ad.fiat : ad.coin;
  const problemText = tried && problem && problem !== 'method'
    ? t(`buy.problem_${problem}`, { min: ad.min_amount, max: ad.max_amount, fiat: ad.fiat, available: ad.available, coin: ad.coin }) : null;
  return (
    <form className={`${styles.card} ${styles.form}`} noValidate onSubmit={(e) => { e.preventDefault(); submit(); }} data-testid="c2c-buy-form">
      <div className={styles.modes}>
        {(['fiat', 'coin'] as const).map((m) => (
          <button key={m} type="button" className={`${styles.tab} ${styles.mode} ${mode === m ? styles.tabOn : ''}`}
            onClick={() => { setMode(m); setText(''); }} data-testid={`c2c-mode-${m}`}>{t(`buy.by_${m}`, { fiat: ad.fiat, coin: ad.coin })}</button>
        ))}
      </div>
      <Field id="amount" label={t(userBuys ? 'buy.amount_buy' : 'buy.amount_sell')} error={problemText} extra={<span className={styles.suffix}>{unit}</span>}>
        <TextInput id="amount" value={text} onChange={(v) => setText(cleanAmountText(v, mode === 'fiat' ? 2 : 8))} inputMode="numeric"
          placeholder={t('buy.placeholder', { min: ad.min_amount, max: ad.max_amount, fiat: ad.fiat })} />
      </Field>
      <div className={styles.total}><span>{t('field.quantity')}</span><strong data-testid="c2c-quantity">{quote?.coin ?? '-'} {ad.coin}</strong></div>
      <div className={styles.total}><span>{t('field.total')}</span><strong data-testid="c2c-total">{quote?.fiat ?? '-'} {ad.fiat}</strong></div>
      <p className={styles.text}>{t(userBuys ? 'buy.method_buy' : 'buy.method_sell')}</p>
      {userBuys ? (
        <div className={styles.methods} role="radiogroup">
          {ad.payment_methods.map((m) => (
            <button key={m.id} type="button" role="radio" aria-checked={method === m.id} className={`${styles.method} ${method === m.id ? styles.methodOn : ''}`}
              onClick={() => setMethod(m.id)} data-testid="c2c-method">{m.label}</button>
          ))}
        </div>
      ) : <ReceiveFields value={receive} onChange={setReceive} />}
      {tried && problem === 'method' && <div className="c-field-error" role="alert">{t('buy.problem_method')}</div>}
      <p className={styles.text} data-testid="c2c-deadline">{t(userBuys ? 'buy.deadline_buy' : 'buy.deadline_sell', { minutes: ad.payment_window })}</p>
      {ad.terms && <p className={styles.text}>{t('buy.terms')}: {ad.terms}</p>}
      <button type="submit" className={styles.primary} disabled={create.isPending} data-testid="c2c-submit">{t(userBuys ? 'ad.buy' : 'ad.sell', { coin: ad.coin })}</button>
    </form>
  );
}
