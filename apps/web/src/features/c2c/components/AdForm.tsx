import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../ui/Field';
import { cleanAmountText } from '../../../ui/format/input';
import { toast } from '../../../ui/toast';
import { adFields, adProblem, type AdDraft } from '../model/adForm';
import { useCreateAd, useMarketOptions, usePayMethods } from '../queries';
import styles from './c2c.module.css';

/** Publishing an ad: side, coin and fiat, a fixed price or a margin over the feed, limits, amount, methods, window, terms. */
export function AdForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('c2c');
  const options = useMarketOptions().data;
  const methods = (usePayMethods(true).data ?? []).filter((m) => m.enabled);
  const create = useCreateAd();
  const [d, setD] = useState<AdDraft>({
    side: 'sell', coin: options?.coins[0] ?? 'USDT', fiat: options?.fiats[0] ?? 'USD', price_type: 'fixed', fixed_price: '', margin: '',
    min_amount: '', max_amount: '', available: '', methods: [], payment_window: 30, terms: '',
  });
  const [tried, setTried] = useState(false);
  const problem = adProblem(d);
  const set = <K extends keyof AdDraft>(k: K, v: AdDraft[K]) => setD({ ...d, [k]: v });
  const amount = (k: 'fixed_price' | 'min_amount' | 'max_amount' | 'available') => (v: string) => set(k, cleanAmountText(v, 8));
  const chips = <V extends string | number>(values: readonly V[], current: V, pick: (v: V) => void, label: (v: V) => string, testId: string) => (
    <div className={styles.methods} data-testid={testId}>
      {values.map((v) => <button key={String(v)} type="button" className={`${styles.method} ${v === current ? styles.methodOn : ''}`} onClick={() => pick(v)}>{label(v)}</button>)}
    </div>
  );
  const submit = () => {
    setTried(true);
    if (problem !== null) return;
    create.mutate(adFields(d), { onSuccess: () => { toast.success(t('ads.published')); onDone(); } });
  };
  return (
    <form className={`${styles.card} ${styles.form}`} noValidate onSubmit={(e) => { e.preventDefault(); submit(); }} data-testid="c2c-ad-form">
      {chips(['sell', 'buy'] as const, d.side, (v) => set('side', v), (v) => t(`ads.side_${v}`), 'c2c-ad-side')}
      {chips(options?.coins ?? [d.coin], d.coin, (v) => set('coin', v), (v) => v, 'c2c-ad-coin')}
      {chips(options?.fiats ?? [d.fiat], d.fiat, (v) => set('fiat', v), (v) => v, 'c2c-ad-fiat')}
      {chips(['fixed', 'float'] as const, d.price_type, (v) => set('price_type', v), (v) => t(`ads.price_${v}`), 'c2c-ad-price-type')}
      {d.price_type === 'fixed'
        ? <Field id="fixed_price" label={t('ads.price', { fiat: d.fiat })}><TextInput id="fixed_price" value={d.fixed_price} onChange={amount('fixed_price')} inputMode="numeric" /></Field>
        : <Field id="margin" label={t('ads.margin')}><TextInput id="margin" value={d.margin} onChange={(v) => set('margin', v.replace(/[^\d.-]/g, '').slice(0, 6))} /></Field>}
      <Field id="min_amount" label={t('ads.min', { fiat: d.fiat })}><TextInput id="min_amount" value={d.min_amount} onChange={amount('min_amount')} inputMode="numeric" /></Field>
      <Field id="max_amount" label={t('ads.max', { fiat: d.fiat })}><TextInput id="max_amount" value={d.max_amount} onChange={amount('max_amount')} inputMode="numeric" /></Field>
      <Field id="available" label={t('ads.available', { coin: d.coin })}><TextInput id="available" value={d.available} onChange={amount('available')} inputMode="numeric" /></Field>
      <p className={styles.text}>{t('ads.methods')}</p>
      <div className={styles.methods}>
        {methods.map((m) => {
          const on = d.methods.includes(m.id);
          return <button key={m.id} type="button" role="checkbox" aria-checked={on} className={`${styles.method} ${on ? styles.methodOn : ''}`} data-testid="c2c-ad-method"
            onClick={() => set('methods', on ? d.methods.filter((x) => x !== m.id) : [...d.methods, m.id])}>{m.label}</button>;
        })}
      </div>
      <p className={styles.text}>{t('ads.window')}</p>
      {chips(options?.payment_windows ?? [30], d.payment_window, (v) => set('payment_window', v), (v) => t('ads.minutes', { count: v }), 'c2c-ad-window')}
      <Field id="terms" label={t('ads.terms')}><TextInput id="terms" value={d.terms} onChange={(v) => set('terms', v)} maxLength={1000} /></Field>
      {tried && problem && <div className="c-field-error" role="alert">{t(`ads.problem_${problem}`)}</div>}
      <button type="submit" className={styles.primary} disabled={create.isPending} data-testid="c2c-ad-publish">{t('ads.publish')}</button>
    </form>
  );
}
