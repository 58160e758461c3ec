import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../ui/format/time';
import { MoneyPage } from '../../../ui/MoneyPage';
import { EmptyState, Loading } from '../../../ui/States';
import { StatusTag } from '../../../ui/StatusTag';
import styles from '../components/ieo.module.css';
import { Refusal } from '../components/Refusal';
import { statusTone } from '../model/ieo';
import { ieoOrderPath } from '../paths';
import { useMyApplications } from '../queries';

/** /pages/assets/ieo/orderList: the user's applications, newest first. */
export default function IeoOrdersPage() {
  const { t } = useTranslation('ieo');
  const navigate = useNavigate();
  const mine = useMyApplications();
  let body;
  if (mine.isPending) body = <Loading />;
  else if (mine.isError) body = <Refusal error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (mine.data.items.length === 0) body = <EmptyState title={t('orders.empty')} />;
  else {
    body = (
      <div className={styles.list}>
        {mine.data.items.map((a) => (
          <button key={a.id} type="button" className={styles.row} onClick={() => void navigate(ieoOrderPath(a.id))} data-testid="ieo-order-row" data-status={a.status}>
            <span className={styles.rowHead}><span>{a.name} <span className={styles.token}>{a.token}</span></span>
              <StatusTag tone={statusTone(a.status)}>{t(`status.${a.status}`)}</StatusTag></span>
            <span className={styles.figures}><span>{t('field.amount')}: {a.amount}</span><span>{t('field.allotted')}: {a.allotment_quantity}</span></span>
            <span className={styles.muted}>{a.sn} · {formatDateTime(a.created_at)}</span>
          </button>
        ))}
      </div>
    );
  }
  return <MoneyPage title={t('orders.title')} testId="ieo-orders-page">{body}</MoneyPage>;
}
