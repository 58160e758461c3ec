import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Field, TextInput } from '../../../ui/Field';
import { cleanAmountText } from '../../../ui/format/input';
import { formatDateTime } from '../../../ui/format/time';
import { MoneyPage } from '../../../ui/MoneyPage';
import { ErrorState, Loading } from '../../../ui/States';
import { StatusTag } from '../../../ui/StatusTag';
import { toast } from '../../../ui/toast';
import styles from '../components/ieo.module.css';
import { ProductSummary } from '../components/ProductSummary';
import { Refusal } from '../components/Refusal';
import { amountProblem, costText, idParam, stateTone } from '../model/ieo';
import { usePublication, usePurchase, usePurchases, useRedeem } from '../queries';

/** /pages/publication/purchase?id=: buy a subscribing product (tokens held locked until launch) and redeem launched purchases. */
export default function PurchasePage() {
  const { t } = useTranslation('ieo');
  const id = idParam(useLocation().search);
  const product = usePublication(id);
  const orders = usePurchases();
  const buy = usePurchase();
  const redeem = useRedeem();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  let form;
  if (product.isPending) form = <Loading />;
  else if (product.isError) form = <ErrorState description={product.error.message} onRetry={() => void product.refetch()} />;
  else {
    const p = product.data;
    const problem = amountProblem(amount, p.min, p.max);
    const submit = () => {
      setTried(true);
      if (problem !== null) return;
      buy.mutate({ id: p.id, amount }, { onSuccess: () => { toast.success(t('purchase.done')); setAmount(''); setTried(false); } });
    };
    form = (
      <section className={styles.card}>
        <ProductSummary product={p} />
        {p.state === 'subscribing' && (
          <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
            <Field id="amount" label={t('purchase.amount')} error={tried && problem ? t(`apply.problem_${problem}`, { min: p.min, max: p.max }) : null}
              extra={<span className={styles.suffix}>{p.token}</span>}>
              <TextInput id="amount" value={amount} onChange={(v) => setAmount(cleanAmountText(v, 8))} inputMode="numeric" placeholder={t('apply.placeholder', { min: p.min, max: p.max })} />
            </Field>
            <div className={styles.help}><span>{t('purchase.cost')}</span><strong>{costText(amount, p.price) ?? '-'} USDT</strong></div>
            <button type="submit" className={styles.primary} disabled={buy.isPending} data-testid="publication-purchase">{t('purchase.submit')}</button>
            <p className={styles.text}>{t('purchase.note')}</p>
          </form>
        )}
      </section>
    );
  }
  let mine = null;
  if (orders.isError) mine = <Refusal error={orders.error} onRetry={() => void orders.refetch()} />;
  else if (orders.data && orders.data.items.length > 0) {
    mine = (
      <div className={styles.list} data-testid="publication-orders">
        {orders.data.items.map((o) => (
          <div key={o.id} className={styles.row}>
            <span className={styles.rowHead}><span>{o.quantity} {o.token}</span><StatusTag tone={stateTone(o.state)}>{t(`order_state.${o.state}`)}</StatusTag></span>
            <span className={styles.figures}><span>{t('field.cost')}: {o.cost} USDT</span><span>{t('field.launch')}: {formatDateTime(o.launch_at)}</span></span>
            {o.state === 'redeeming' && (
              <button type="button" className={styles.secondary} disabled={redeem.isPending} data-testid="publication-redeem"
                onClick={() => redeem.mutate(o.id, { onSuccess: () => toast.success(t('purchase.redeemed')) })}>{t('purchase.redeem')}</button>
            )}
          </div>
        ))}
      </div>
    );
  }
  return (
    <MoneyPage title={t('purchase.title')} testId="publication-purchase-page">
      {form}
      {mine && <p className={styles.note}>{t('purchase.mine')}</p>}
      {mine}
    </MoneyPage>
  );
}
