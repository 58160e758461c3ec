import type { C2cOrder } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Countdown } from '../../../ui/Countdown';
import { formatDateTime } from '../../../ui/format/time';
import { MoneyPage } from '../../../ui/MoneyPage';
import { Loading } from '../../../ui/States';
import { StatusTag } from '../../../ui/StatusTag';
import styles from '../components/c2c.module.css';
import { ChatBox } from '../components/ChatBox';
import { Lines } from '../components/Lines';
import { OrderActions } from '../components/OrderActions';
import { OrderImage } from '../components/OrderImage';
import { Refusal } from '../components/Refusal';
import { idParam, statusTone } from '../model/order';
import { useOrder } from '../queries';

function Summary({ o, onDeadline }: { o: C2cOrder; onDeadline: () => void }) {
  const { t } = useTranslation('c2c');
  const payee = o.role === 'buyer' ? t('detail.pay_to') : t('detail.paid_to_you');
  return (
    <section className={styles.card} data-testid="c2c-order" data-status={o.status}>
      <div className={styles.head}>
        <h2 className={styles.name}>{t(o.side === 'buy' ? 'orders.buy' : 'orders.sell', { coin: o.coin })}</h2>
        <StatusTag tone={statusTone(o.status)}><span data-testid="c2c-status">{t(`status.${o.status}`)}</span></StatusTag>
      </div>
      {o.status === 1 && (
        <div className={styles.countdown} data-testid="c2c-countdown">
          <span>{t(o.role === 'buyer' ? 'detail.pay_within' : 'detail.wait_pay')}</span>
          <strong><Countdown until={o.deadline} onEnd={onDeadline} /></strong>
        </div>
      )}
      {o.status === 2 && <p className={styles.countdown}>{t(o.role === 'seller' ? 'detail.check_release' : 'detail.wait_release')}</p>}
      {o.status === 4 && <p className={styles.countdown}>{t('detail.in_appeal')}</p>}
      {o.cancel_reason && <p className={styles.text}>{t(`cancel.${o.cancel_reason}`)}</p>}
      <Lines rows={[
        [t('field.total'), `${o.amount} ${o.fiat}`, 'c2c-order-total'],
        [t('field.quantity'), `${o.quantity} ${o.coin}`, 'c2c-order-quantity'],
        [t('field.price'), `${o.price} ${o.fiat}`],
        [t('field.sn'), o.order_sn],
        [t('field.created'), formatDateTime(o.create_time)],
        [t('field.merchant'), o.merchant_nickname],
        [t('field.counterparty'), o.counterparty],
        [t('field.limit'), `${o.limit} ${o.fiat}`],
      ]} />
      <p className={styles.text}>{payee}</p>
      <Lines rows={[
        [t('field.pay_type'), o.payment_type, 'c2c-pay-type'],
        [t('field.pay_account'), o.payment_info ?? '-', 'c2c-pay-info'],
        [t('field.pay_holder'), o.payment_holder ?? '-'],
        ...(o.payment_bank ? [[t('field.pay_bank'), o.payment_bank] as const] : []),
      ]} />
      {o.proof_id !== null && (
        <>
          <p className={styles.text}>{t('detail.proof')}</p>
          <OrderImage orderId={o.id} imageId={o.proof_id} alt={t('detail.proof')} />
        </>
      )}
      {o.appeal && <p className={styles.text}>{t('detail.appeal', { by: t(`chat.from_${o.appeal.by}`), reason: o.appeal.reason })}</p>}
      {o.terms && <p className={styles.text}>{t('buy.terms')}: {o.terms}</p>}
    </section>
  );
}

/** /pages/assets/c2c/orderDetail?id=: the countdown, where to pay, mark paid with a proof, cancel, release, appeal, the chat. */
export default function OrderPage() {
  const { t } = useTranslation('c2c');
  const id = idParam(useLocation().search);
  const order = useOrder(id);
  let body;
  if (order.isPending) body = <Loading />;
  else if (order.isError) body = <Refusal error={order.error} onRetry={() => void order.refetch()} />;
  else {
    body = (
      <>
        <Summary o={order.data} onDeadline={() => void order.refetch()} />
        <OrderActions order={order.data} />
        <ChatBox orderId={order.data.id} unread={order.data.unread} />
      </>
    );
  }
  return <MoneyPage title={t('detail.title')} testId="c2c-order-page">{body}</MoneyPage>;
}
