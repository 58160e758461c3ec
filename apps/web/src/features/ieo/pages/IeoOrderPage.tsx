import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatDateTime } from '../../../ui/format/time';
import { MoneyPage } from '../../../ui/MoneyPage';
import { Loading } from '../../../ui/States';
import { StatusTag } from '../../../ui/StatusTag';
import { toast } from '../../../ui/toast';
import styles from '../components/ieo.module.css';
import { Lines } from '../components/Lines';
import { Refusal } from '../components/Refusal';
import { idParam, statusTone } from '../model/ieo';
import { useApplication, usePay } from '../queries';

/** /pages/assets/ieo/orderDetail?id=: one application: what was asked, allotted and paid, the lock and its unlock steps. */
export default function IeoOrderPage() {
  const { t } = useTranslation('ieo');
  const id = idParam(useLocation().search);
  const order = useApplication(id);
  const pay = usePay();
  let body;
  if (order.isPending) body = <Loading />;
  else if (order.isError) body = <Refusal error={order.error} onRetry={() => void order.refetch()} />;
  else {
    const a = order.data;
    const reason = a.reason ? t(`reason.${a.reason}`) : null;
    body = (
      <section className={styles.card} data-testid="ieo-order" data-status={a.status}>
        <div className={styles.head}>
          <h2 className={styles.name}>{a.name}<span className={styles.token}>{a.token}</span></h2>
          <StatusTag tone={statusTone(a.status)}><span data-testid="ieo-status">{t(`status.${a.status}`)}</span></StatusTag>
        </div>
        {reason && <p className={styles.text}>{reason}</p>}
        <Lines rows={[
          [t('field.sn'), a.sn],
          [t('field.price'), `${a.IEO_price} USDT`],
          [t('field.amount'), `${a.amount} ${a.token}`],
          [t('field.deposit'), `${a.deposit} USDT`],
          [t('field.allotted'), `${a.allotment_quantity} ${a.token}`, 'ieo-allotted'],
          [t('field.pay_amount'), `${a.pay_amount} USDT`],
          [t('field.locked'), `${a.pending_quantity} ${a.token}`, 'ieo-locked'],
          [t('field.unlocked'), `${a.unlocked} ${a.token}`, 'ieo-unlocked'],
          [t('field.applied'), formatDateTime(a.created_at)],
          [t('field.allotment'), formatDateTime(a.allotment_date)],
          [t('field.pay_by'), formatDateTime(a.pay_date)],
        ]} />
        <p className={styles.text}>{t('field.schedule')}</p>
        <ul className={styles.steps}>
          {a.unlock_schedule.map((s) => <li key={s.at}>{t('detail.step', { time: formatDateTime(s.at), percent: s.percent })}</li>)}
        </ul>
        {a.status === 3 && (
          <>
            <button type="button" className={styles.primary} disabled={pay.isPending} data-testid="ieo-pay"
              onClick={() => pay.mutate(a.id, { onSuccess: () => toast.success(t('detail.paid')) })}>{t('detail.pay', { amount: a.pay_amount })}</button>
            <p className={styles.text}>{t('detail.pay_note', { time: formatDateTime(a.pay_date) })}</p>
          </>
        )}
      </section>
    );
  }
  return <MoneyPage title={t('detail.title')} testId="ieo-order-page">{body}</MoneyPage>;
}
