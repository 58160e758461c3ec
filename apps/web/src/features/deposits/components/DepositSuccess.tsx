import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../../ui/Amount';
import { DoneCard } from '../../../ui/DoneCard';
import { formatDateTime } from '../../../ui/format/time';
import type { DepositRecord } from '../model/records';
import { DEPOSIT_RECORDS_PATH } from '../paths';
import styles from './deposits.module.css';

/** After the request: it is under review, nothing is credited until an admin approves it; the records show how it goes. */
export function DepositSuccess({ record, onAnother }: { record: DepositRecord; onAnother: () => void }) {
  const { t } = useTranslation('deposits');
  const navigate = useNavigate();
  return (
    <DoneCard title={t('success.title')} text={t('success.text')} testId="deposit-success"
      another={{ label: t('success.another'), onClick: onAnother, testId: 'deposit-another' }}
      records={{ label: t('success.records'), onClick: () => void navigate(DEPOSIT_RECORDS_PATH), testId: 'deposit-records' }}>
      <dl className={`${styles.lines} ${styles.doneLines}`}>
        <div className={styles.line}><dt>{t('success.amount')}</dt><dd><Amount value={record.amount} asset={record.coin} /></dd></div>
        <div className={styles.line}><dt>{t('success.network')}</dt><dd>{record.network}</dd></div>
        <div className={styles.line}><dt>{t('success.status')}</dt><dd>{t('status.processing')}</dd></div>
        <div className={styles.line}><dt>{t('success.time')}</dt><dd>{formatDateTime(record.created_at)}</dd></div>
      </dl>
    </DoneCard>
  );
}
