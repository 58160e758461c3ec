import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../../ui/Amount';
import { formatDateTime } from '../../../ui/format/time';
import type { DepositRecord } from '../model/records';
import { DEPOSIT_RECORDS_PATH } from '../paths';
import styles from './deposits.module.css';

/** After the request: it is under review, nothing is credited until an admin approves it; the records show how it goes. */
export function DepositSuccess({ record, onAnother }: { record: DepositRecord; onAnother: () => void }) {
  const { t } = useTranslation('deposits');
  const navigate = useNavigate();
  const ref = useRef<HTMLElement>(null);
  // The answer replaces the form where the user was: bring it into view.
  useEffect(() => { ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }); }, []);
  return (
    <section ref={ref} className={styles.card} data-testid="deposit-success" role="status">
      <div className={styles.done}>
        <span className={styles.doneMark} aria-hidden="true">✓</span>
        <h2 className={styles.doneTitle}>{t('success.title')}</h2>
        <p className={styles.doneText}>{t('success.text')}</p>
        <dl className={`${styles.lines} ${styles.doneLines}`}>
          <div className={styles.line}><dt>{t('success.amount')}</dt><dd><Amount value={record.amount} asset={record.coin} /></dd></div>
          <div className={styles.line}><dt>{t('success.network')}</dt><dd>{record.network}</dd></div>
          <div className={styles.line}><dt>{t('success.status')}</dt><dd>{t('status.processing')}</dd></div>
          <div className={styles.line}><dt>{t('success.time')}</dt><dd>{formatDateTime(record.created_at)}</dd></div>
        </dl>
        <div className={styles.doneActions}>
          <button type="button" className={styles.secondary} onClick={onAnother} data-testid="deposit-another">{t('success.another')}</button>
          <button type="button" className={styles.primary} onClick={() => void navigate(DEPOSIT_RECORDS_PATH)} data-testid="deposit-records">
            {t('success.records')}
          </button>
        </div>
      </div>
    </section>
  );
}
