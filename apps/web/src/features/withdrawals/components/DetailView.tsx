import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../ui/Amount';
import { StatusTag } from '../../../ui/StatusTag';
import { formatDateTime } from '../../../ui/format/time';
import { reviewStatus } from '../../../ui/status';
import type { WithdrawalRecord } from '../model/records';
import { CoinIcon } from '../../../ui/CoinIcon';
import { copyText } from './copy';
import styles from './withdrawals.module.css';

/** A label and its value; a long value (an address, a hash) goes under its label, full width. */
function Line({ label, children, testId, block = false }: { label: string; children: ReactNode; testId?: string; block?: boolean }) {
  return <div className={`${styles.line} ${block ? styles.lineBlock : ''}`} data-testid={testId}><dt>{label}</dt><dd>{children}</dd></div>;
}

/** One withdrawal: what arrives, the fee and the total, where it goes, its review state, and the payout transaction. */
export function DetailView({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation('withdrawals');
  const status = reviewStatus(record.status);
  const amount = (value: string) => <Amount value={value} asset={record.coin} />;
  const copy = (text: string) => (
    <button type="button" className={styles.copy} onClick={() => void copyText(text, { ok: t('detail.copied'), failed: t('detail.copy_failed') })}>
      {t('detail.copy')}
    </button>
  );
  return (
    <>
      <section className={styles.card} data-testid="withdraw-detail" data-status={record.status}>
        <div className={styles.hero}>
          <span className={styles.heroTitle}><CoinIcon coin={record.coin} size={26} />{t('detail.heading', { coin: record.coin })}</span>
          <span className={styles.heroAmount}><Amount value={record.amount} asset={record.coin} /></span>
          <StatusTag tone={status.tone}>{t(`status.${status.key}`)}</StatusTag>
          <p className={styles.heroText}>{t(`detail.explain_${status.key}`)}</p>
        </div>
        {record.status === 'rejected' && (
          <p className={styles.reason} data-testid="withdraw-reason">{t('detail.reason', { reason: record.reason ?? t('detail.no_reason') })}</p>
        )}
      </section>
      <section className={styles.card}>
        <dl className={`${styles.lines} ${styles.plainLines}`}>
          <Line label={t('summary.received')}>{amount(record.amount)}</Line>
          <Line label={t('detail.fee')}>{amount(record.fee)}</Line>
          <Line label={t('summary.total')}>{amount(record.total)}</Line>
          <Line label={t('detail.network')}>{record.network}</Line>
          <Line label={t('detail.address')} testId="withdraw-detail-address" block><span className={styles.mono}>{record.address}</span>{copy(record.address)}</Line>
          {/* A rejected withdrawal sent nothing, so it has no transaction to show. */}
          {record.status !== 'rejected' && (
            <Line label={t('detail.tx_hash')} testId="withdraw-detail-hash" block={record.tx_hash !== null}>
              {record.tx_hash ? <><span className={styles.mono}>{record.tx_hash}</span>{copy(record.tx_hash)}</> : t('detail.no_hash')}
            </Line>
          )}
          <Line label={t('detail.id')}>{record.id}</Line>
          <Line label={t('detail.created')}>{formatDateTime(record.created_at)}</Line>
          <Line label={t('detail.updated')}>{formatDateTime(record.updated_at)}</Line>
        </dl>
      </section>
    </>
  );
}
