import { formatAmount as exact, tryParseAmount, type TrustOrder } from '@candor/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../components/confirm';
import { formatAmount } from '../../../ui/format';
import { formatDateTime } from '../../../ui/format/time';
import { Loading } from '../../../ui/States';
import { StatusTag, type StatusTone } from '../../../ui/StatusTag';
import { toast } from '../../../ui/toast';
import styles from '../components/earn.module.css';
import { dailyPercent } from '../model/rates';
import { useCancelOrder, useRedeem } from './queries';

// The add-to-order form (its amount form and agreement) loads when Add is pressed: the orders list is not held to it.
const AddToOrder = lazy(() => import('./AddToOrder').then((m) => ({ default: m.AddToOrder })));

const TONES: Record<TrustOrder['status'], StatusTone> = { pending: 'info', hosting: 'success', completed: 'neutral', redeemed: 'warning', cancelled: 'neutral' };

const atoms = (v: string): bigint => tryParseAmount(v) ?? 0n;

/** What an early redemption gives back now: the principal less the penalty, plus the interest accrued so far. */
export const redeemReturn = (o: TrustOrder): string => exact(atoms(o.principal) - atoms(o.redeem_penalty) + atoms(o.accrued));

/** A trust order: its figures, and Redeem (hosting: the penalty shown before confirming) or Cancel (pending: none). */
export function OrderRow({ order }: { order: TrustOrder }) {
  const { t } = useTranslation('earn');
  const redeem = useRedeem();
  const cancel = useCancelOrder();
  const [adding, setAdding] = useState(false);
  const coin = order.coin;
  const money = (v: string) => `${formatAmount(v, coin)} ${coin}`;
  const onRedeem = async (): Promise<void> => {
    const ok = await confirmDialog({
      title: t('orders.redeem_title'),
      content: (
        <div data-testid="trust-redeem-confirm">
          <p>{t('orders.redeem_text')}</p>
          <dl className={styles.specs}>
            <div><dt>{t('orders.principal')}</dt><dd>{money(order.principal)}</dd></div>
            <div><dt>{t('orders.penalty')}</dt><dd className={styles.penalty} data-testid="trust-redeem-penalty">-{money(order.redeem_penalty)}</dd></div>
            <div><dt>{t('orders.accrued')}</dt><dd>{money(order.accrued)}</dd></div>
            <div><dt>{t('orders.you_get')}</dt><dd data-testid="trust-redeem-return">{money(redeemReturn(order))}</dd></div>
          </dl>
        </div>
      ),
      confirmText: t('orders.redeem'), cancelText: t('common:action.cancel'),
    });
    if (ok) redeem.mutate({ type: 'trust', id: order.id }, { onSuccess: (r) => toast.success(t('orders.redeemed_toast', { amount: money(r.returned), penalty: money(r.penalty) })) });
  };
  const onCancel = async (): Promise<void> => {
    const ok = await confirmDialog({ content: t('orders.cancel_text', { amount: money(order.principal) }), confirmText: t('orders.cancel'), cancelText: t('orders.keep') });
    if (ok) cancel.mutate(order.id, { onSuccess: () => toast.success(t('orders.cancelled_toast')) });
  };
  const closed = order.status === 'redeemed' || order.status === 'cancelled' || order.status === 'completed';
  return (
    <div className={styles.row} data-testid="trust-order" data-id={order.id} data-status={order.status}>
      <div className={styles.rowHead}>
        <span>{order.product_name}</span>
        <StatusTag tone={TONES[order.status]}>{t(`status.${order.status}`)}</StatusTag>
      </div>
      <dl className={styles.figures}>
        <div><dt>{t('orders.principal')}</dt><dd data-testid="trust-order-principal">{formatAmount(order.principal, coin)}</dd></div>
        <div><dt>{t('trust.daily_rate')}</dt><dd>{dailyPercent(order.daily_rate_ppm)}</dd></div>
        <div><dt>{t('orders.days')}</dt><dd data-testid="trust-order-days">{order.days_paid}/{order.cycle_days}</dd></div>
        <div><dt>{t('orders.accrued')}</dt><dd data-testid="trust-order-accrued">{formatAmount(order.accrued, coin)}</dd></div>
        <div><dt>{t('orders.yesterday')}</dt><dd data-testid="trust-order-yesterday">{formatAmount(order.yesterday_income, coin)}</dd></div>
        <div><dt>{t('orders.expected')}</dt><dd>{formatAmount(order.expected_interest, coin)}</dd></div>
        {order.status === 'redeemed' && <div><dt>{t('orders.penalty')}</dt><dd className={styles.penalty} data-testid="trust-order-penalty">{formatAmount(order.penalty, coin)}</dd></div>}
        {closed && <div><dt>{t('orders.returned')}</dt><dd data-testid="trust-order-returned">{formatAmount(order.returned, coin)}</dd></div>}
      </dl>
      <p className={styles.rowTime}>
        {t('orders.times', { start: formatDateTime(order.start_at), end: formatDateTime(order.maturity_at) })}
        {order.closed_at !== null && ` · ${t('orders.closed_at', { time: formatDateTime(order.closed_at) })}`}
      </p>
      {order.status === 'hosting' && (
        <div className={styles.actions}>
          <span className={styles.text} style={{ margin: '0 auto 0 0' }}>{t('orders.penalty_now', { amount: money(order.redeem_penalty) })}</span>
          <button type="button" className={styles.secondary} onClick={() => setAdding(!adding)} aria-expanded={adding} data-testid="trust-add">{t('orders.add')}</button>
          <button type="button" className={styles.danger} onClick={() => void onRedeem()} disabled={redeem.isPending} data-testid="trust-redeem">{t('orders.redeem')}</button>
        </div>
      )}
      {order.status === 'hosting' && adding && <Suspense fallback={<Loading />}><AddToOrder order={order} onDone={() => setAdding(false)} /></Suspense>}
      {order.status === 'pending' && (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => void onCancel()} disabled={cancel.isPending} data-testid="trust-cancel">{t('orders.cancel')}</button>
        </div>
      )}
    </div>
  );
}
