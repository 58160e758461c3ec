import { useTranslation } from 'react-i18next';
import { Amount } from '../../../ui/Amount';
import { StatusTag } from '../../../ui/StatusTag';
import { shortenMiddle } from '../../../ui/format/text';
import { formatDateTime } from '../../../ui/format/time';
import { reviewStatus } from '../../../ui/status';
import type { DepositRecord } from '../model/records';
import { CoinIcon } from '../../../ui/CoinIcon';
import { ProofThumb } from './ProofThumb';
import styles from './deposits.module.css';

/** One deposit request: coin and network, status, amount, time, hash, the address it was sent to, and the proof. */
export function RecordRow({ record }: { record: DepositRecord }) {
  const { t } = useTranslation('deposits');
  const status = reviewStatus(record.status);
  return (
    <article className={styles.record} data-testid="deposit-record" data-record-id={record.id} data-status={record.status}>
      <div className={styles.recordHead}>
        <CoinIcon coin={record.coin} size={28} />
        <span className={styles.recordTitle}>{record.coin}</span>
        <span className={styles.recordNet}>{record.network}</span>
        <StatusTag tone={status.tone}>{t(`status.${status.key}`)}</StatusTag>
      </div>
      <div className={styles.recordBody}>
        <dl className={styles.recordGrid}>
          <div><dt>{t('records.amount')}</dt><dd className={styles.amountBig}><Amount value={record.amount} asset={record.coin} /></dd></div>
          <div><dt>{t('records.time')}</dt><dd>{formatDateTime(record.created_at)}</dd></div>
          <div><dt>{t('records.hash')}</dt><dd>{record.hash ? shortenMiddle(record.hash, 10, 8) : t('records.no_hash')}</dd></div>
          <div>
            <dt>{t('records.address')}</dt>
            <dd>{shortenMiddle(record.address, 10, 8)}{record.sample_address && <span className={styles.sampleMark}> · {t('records.sample')}</span>}</dd>
          </div>
          {record.reviewed_at !== null && <div><dt>{t('records.reviewed')}</dt><dd>{formatDateTime(record.reviewed_at)}</dd></div>}
        </dl>
        <ProofThumb id={record.proof_id} />
      </div>
      {record.status === 'rejected' && (
        <p className={styles.reason} data-testid="deposit-reject-reason">{t('records.reason', { reason: record.reject_reason ?? t('records.no_reason') })}</p>
      )}
    </article>
  );
}
