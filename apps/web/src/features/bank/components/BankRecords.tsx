import type { BankWithdrawal } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format/time';
import { StatusTag, type StatusTone } from '../../../ui/StatusTag';
import styles from '../../../ui/formCard.module.css';

const TONES: Readonly<Record<string, StatusTone>> = { processing: 'warning', approved: 'success', rejected: 'danger' };

/** The user's bank withdrawals, newest first: amount, what the bank pays, the state as finance left it. */
export function BankRecords({ items }: { items: readonly BankWithdrawal[] }) {
  const { t } = useTranslation('bank');
  return (
    <section className={styles.card} data-testid="bank-records">
      <h2 className={styles.cardTitle}>{t('records.title')}</h2>
      {items.length === 0 ? <p className={styles.muted}>{t('records.empty')}</p> : (
        <div className={styles.list} style={{ margin: 0 }}>
          {items.map((r) => (
            <div key={r.id} className={styles.entryMain} style={{ padding: '10px 0' }} data-testid="bank-record" data-status={r.status}>
              <div className={styles.recordHead}>
                <span className={styles.recordAmount}>{r.amount} USDT → {r.fiat_amount} {r.currency}</span>
                <StatusTag tone={TONES[r.status] ?? 'neutral'}>{t(`status.${r.status}`)}</StatusTag>
              </div>
              <div className={styles.muted}>{t('records.line', { bank: r.bank_name, tail: r.card_tail, fee: r.fee, rate: r.rate, currency: r.currency })}</div>
              {r.payment_ref && <div className={styles.muted}>{t('records.ref', { ref: r.payment_ref })}</div>}
              {r.reason && <div className={styles.reason}>{t('records.reason', { reason: r.reason })}</div>}
              <div className={styles.muted}>{formatDateTime(r.created_at)}</div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
