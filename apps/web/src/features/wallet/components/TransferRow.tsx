import { useTranslation } from 'react-i18next';
import { Amount } from '../../../ui/Amount';
import { formatDateTime } from '../../../ui/format/time';
import type { TransferDone } from '../queries';
import { CoinBadge } from './CoinBadge';
import styles from './wallet.module.css';

/** One transfer between accounts: coin, amount, from → to and when. */
export function TransferRow({ item }: { item: TransferDone }) {
  const { t } = useTranslation('wallet');
  const name = (k: string): string => t(`account.${k}`, { defaultValue: k });
  return (
    <article className={styles.row} data-testid="transfer-record" data-id={item.id}>
      <div className={styles.rowHead}>
        <CoinBadge coin={item.coin} />
        <span className={styles.rowTitle}>{item.coin}</span>
        <span className={styles.rowAmount}><Amount value={item.amount} asset={item.coin} unit={false} /></span>
      </div>
      <div className={styles.rowMeta}>
        <span>{t('transfer_record.route', { from: name(item.from), to: name(item.to) })}</span>
        <span>{formatDateTime(item.created_at)}</span>
      </div>
    </article>
  );
}
