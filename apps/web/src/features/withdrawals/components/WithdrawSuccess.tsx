import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '../../../ui/Amount';
import { DoneCard } from '../../../ui/DoneCard';
import { shortenMiddle } from '../../../ui/format/text';
import type { WithdrawalRecord } from '../model/records';
import { RECORDS_PATH, withdrawDetailPath } from '../paths';
import styles from './withdrawals.module.css';

/** After the request: under review, amount + fee locked until it is paid or rejected; the records show how it goes. */
export function WithdrawSuccess({ record, hours, onAnother }: { record: WithdrawalRecord; hours: number; onAnother: () => void }) {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
  const amount = (value: string) => <Amount value={value} asset={record.coin} />;
  return (
    <DoneCard title={t('success.title')} text={t('success.text', { hours })} testId="withdraw-success" recordId={record.id}
      another={{ label: t('success.another'), onClick: onAnother, testId: 'withdraw-another' }}
      records={{ label: t('success.records'), onClick: () => void navigate(RECORDS_PATH), testId: 'withdraw-records' }}
      footer={(
        <button type="button" className={styles.textLink} onClick={() => void navigate(withdrawDetailPath(record.id))} data-testid="withdraw-detail-link">
          {t('success.detail')}
        </button>
      )}>
      <dl className={styles.lines}>
        <div className={styles.line}><dt>{t('summary.received')}</dt><dd>{amount(record.amount)}</dd></div>
        <div className={styles.line}><dt>{t('detail.fee')}</dt><dd>{amount(record.fee)}</dd></div>
        <div className={styles.line}><dt>{t('summary.total')}</dt><dd>{amount(record.total)}</dd></div>
        <div className={styles.line}><dt>{t('detail.network')}</dt><dd>{record.network}</dd></div>
        <div className={styles.line}><dt>{t('detail.address')}</dt><dd className={styles.mono}>{shortenMiddle(record.address, 10, 8)}</dd></div>
        <div className={styles.line}><dt>{t('detail.status')}</dt><dd>{t('status.processing')}</dd></div>
      </dl>
    </DoneCard>
  );
}
