import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../../ui/Amount';
import { shortenMiddle } from '../../../ui/format/text';
import type { WithdrawalRecord } from '../model/records';
import { RECORDS_PATH, withdrawDetailPath } from '../paths';
import styles from './withdrawals.module.css';

/** After the request: under review, amount + fee locked until it is paid or rejected; the records show how it goes. */
export function WithdrawSuccess({ record, hours, onAnother }: { record: WithdrawalRecord; hours: number; onAnother: () => void }) {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
  const ref = useRef<HTMLElement>(null);
  // The answer replaces the form where the user was: bring it into view.
  useEffect(() => { ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }); }, []);
  const amount = (value: string) => <Amount value={value} asset={record.coin} places={8} />;
  return (
    <section ref={ref} className={styles.card} data-testid="withdraw-success" data-record-id={record.id} role="status">
      <div className={styles.done}>
        <span className={styles.doneMark} aria-hidden="true">✓</span>
        <h2 className={styles.doneTitle}>{t('success.title')}</h2>
        <p className={styles.doneText}>{t('success.text', { hours })}</p>
        <dl className={styles.lines}>
          <div className={styles.line}><dt>{t('summary.received')}</dt><dd>{amount(record.amount)}</dd></div>
          <div className={styles.line}><dt>{t('detail.fee')}</dt><dd>{amount(record.fee)}</dd></div>
          <div className={styles.line}><dt>{t('summary.total')}</dt><dd>{amount(record.total)}</dd></div>
          <div className={styles.line}><dt>{t('detail.network')}</dt><dd>{record.network}</dd></div>
          <div className={styles.line}><dt>{t('detail.address')}</dt><dd className={styles.mono}>{shortenMiddle(record.address, 10, 8)}</dd></div>
          <div className={styles.line}><dt>{t('detail.status')}</dt><dd>{t('status.processing')}</dd></div>
        </dl>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onAnother} data-testid="withdraw-another">{t('success.another')}</button>
          <button type="button" className={styles.primary} onClick={() => void navigate(RECORDS_PATH)} data-testid="withdraw-records">
            {t('success.records')}
          </button>
        </div>
        <button type="button" className={styles.textLink} onClick={() => void navigate(withdrawDetailPath(record.id))} data-testid="withdraw-detail-link">
          {t('success.detail')}
        </button>
      </div>
    </section>
  );
}
