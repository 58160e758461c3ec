import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Amount } from '../../../ui/Amount';
import { StatusTag } from '../../../ui/StatusTag';
import { shortenMiddle } from '../../../ui/format/text';
import { formatDateTime } from '../../../ui/format/time';
import { reviewStatus } from '../../../ui/status';
import type { RecordRow as Row } from '../model/records';
import { withdrawDetailPath } from '../paths';
import { CoinBadge } from './CoinBadge';
import styles from './wallet.module.css';

/** One deposit or withdrawal: coin, kind and status, amount, fee, network, time, address, and why it was rejected. */
export function RecordRow({ row }: { row: Row }) {
  const { t } = useTranslation('wallet');
  const status = reviewStatus(row.status);
  const body = (
    <>
      <div className={styles.rowHead}>
        <CoinBadge coin={row.coin} />
        <span className={styles.rowTitle}>{t(row.type === 'deposit' ? 'records.deposit' : 'records.withdraw')} {row.coin}</span>
        <span className={styles.rowAmount}><StatusTag tone={status.tone}>{t(`status.${status.key}`)}</StatusTag></span>
      </div>
      <dl className={styles.rowGrid}>
        <div><dt>{t('records.amount')}</dt><dd><Amount value={row.amount} asset={row.coin} /></dd></div>
        <div><dt>{t('records.fee')}</dt><dd><Amount value={row.fee} asset={row.coin} /></dd></div>
        <div><dt>{t('records.network')}</dt><dd>{row.network}</dd></div>
        <div><dt>{t('records.time')}</dt><dd>{formatDateTime(row.created_at)}</dd></div>
        <div><dt>{t('records.address')}</dt><dd>{shortenMiddle(row.address, 6, 4)}</dd></div>
        <div><dt>{t('records.hash')}</dt><dd>{row.tx_hash ? shortenMiddle(row.tx_hash, 6, 4) : '—'}</dd></div>
      </dl>
      {row.status === 'rejected' && (
        <p className={styles.rowReason} data-testid="record-reject-reason">{t('records.reason', { reason: row.reason ?? t('records.no_reason') })}</p>
      )}
    </>
  );
  const attrs = { 'data-testid': 'wallet-record', 'data-type': row.type, 'data-status': row.status };
  // A withdrawal opens its detail page (the withdrawals feature's), a deposit has everything on the row.
  return row.type === 'withdraw'
    ? <Link to={withdrawDetailPath(row.id)} className={`${styles.row} ${styles.rowLink}`} {...attrs}>{body}</Link>
    : <article className={styles.row} {...attrs}>{body}</article>;
}
