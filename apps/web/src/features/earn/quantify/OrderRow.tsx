import { formatAmount as exact, tryParseAmount, type QuantifyOrder } from '@candor/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/http';
import { confirmDialog } from '../components/confirm';
import { formatAmount } from '../../../ui/format';
import { formatDateTime } from '../../../ui/format/time';
import { StatusTag, type StatusTone } from '../../../ui/StatusTag';
import { toast } from '../../../ui/toast';
import styles from '../components/earn.module.css';
import { useRedeem } from '../finance/queries';
import { dailyPercent, rangePercent } from '../model/rates';

const TONES: Record<QuantifyOrder['status'], StatusTone> = { in_progress: 'success', completed: 'neutral', early_exit: 'warning' };

/** Each day's recorded rate and payout of one order (the rule's figures, the same for every order of the plan that day). */
function Payouts({ id, coin }: { id: number; coin: string }) {
  const { t } = useTranslation('earn');
  const detail = useQuery({ queryKey: ['earn', 'quantify', 'detail', id], queryFn: () => api.get(`lh/send/order/${id}`, undefined, { silent: true }) });
  if (!detail.data) return <p className={styles.text}>…</p>;
  if (detail.data.payouts.length === 0) return <p className={styles.text}>{t('quantify.no_payouts')}</p>;
  return (
    <dl className={styles.specs} data-testid="quantify-payouts">
      {detail.data.payouts.map((p) => <div key={p.day}><dt>{p.day} · {dailyPercent(p.rate_ppm)}</dt><dd>+{formatAmount(p.amount, coin)} {coin}</dd></div>)}
    </dl>
  );
}

/** A quantify order: its figures, its daily payouts on demand, and Exit early with the penalty shown before confirming. */
export function QuantifyOrderRow({ order }: { order: QuantifyOrder }) {
  const { t } = useTranslation('earn');
  const [open, setOpen] = useState(false);
  const redeem = useRedeem();
  const coin = order.coin;
  const money = (v: string) => `${formatAmount(v, coin)} ${coin}`;
  const back = exact((tryParseAmount(order.amount) ?? 0n) - (tryParseAmount(order.exit_penalty) ?? 0n));
  const onExit = async (): Promise<void> => {
    const ok = await confirmDialog({
      title: t('quantify.exit_title'),
      content: (
        <dl className={styles.specs} data-testid="quantify-exit-confirm">
          <div><dt>{t('quantify.amount')}</dt><dd>{money(order.amount)}</dd></div>
          <div><dt>{t('orders.penalty')}</dt><dd className={styles.penalty}>-{money(order.exit_penalty)}</dd></div>
          <div><dt>{t('orders.you_get')}</dt><dd>{money(back)}</dd></div>
        </dl>
      ),
      confirmText: t('quantify.exit'), cancelText: t('common:action.cancel'),
    });
    if (ok) redeem.mutate({ type: 'quantify', id: order.id }, { onSuccess: (r) => toast.success(t('orders.redeemed_toast', { amount: money(r.returned), penalty: money(r.penalty) })) });
  };
  return (
    <div className={styles.row} data-testid="quantify-order" data-id={order.id} data-status={order.status}>
      <div className={styles.rowHead}>
        <span>{order.plan_name}</span>
        <StatusTag tone={TONES[order.status]}>{t(`status.${order.status}`)}</StatusTag>
      </div>
      <dl className={styles.figures}>
        <div><dt>{t('quantify.amount')}</dt><dd>{formatAmount(order.amount, coin)}</dd></div>
        <div><dt>{t('quantify.range')}</dt><dd>{rangePercent(order.rate_min_ppm, order.rate_max_ppm)}</dd></div>
        <div><dt>{t('orders.days')}</dt><dd>{order.days_paid}/{order.days}</dd></div>
        <div><dt>{t('quantify.income')}</dt><dd>{formatAmount(order.income, coin)}</dd></div>
        <div><dt>{t('orders.yesterday')}</dt><dd>{formatAmount(order.yesterday_income, coin)}</dd></div>
        {order.status === 'early_exit' && <div><dt>{t('orders.penalty')}</dt><dd className={styles.penalty}>{formatAmount(order.penalty, coin)}</dd></div>}
      </dl>
      <p className={styles.rowTime}>{t('orders.times', { start: formatDateTime(order.start_at), end: formatDateTime(order.end_at) })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.link} onClick={() => setOpen((v) => !v)}>{t(open ? 'quantify.hide_days' : 'quantify.show_days')}</button>
        {order.status === 'in_progress' && (
          <button type="button" className={styles.danger} onClick={() => void onExit()} disabled={redeem.isPending} data-testid="quantify-exit">{t('quantify.exit')}</button>
        )}
      </div>
      {open && <Payouts id={order.id} coin={coin} />}
    </div>
  );
}
