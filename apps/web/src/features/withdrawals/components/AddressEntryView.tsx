import { useTranslation } from 'react-i18next';
import { shortenMiddle } from '../../../ui/format/text';
import { formatDateTime } from '../../../ui/format/time';
import type { AddressEntry } from '../model/addresses';
import { CoinIcon } from '../../../ui/CoinIcon';
import styles from './withdrawals.module.css';

/** One book entry: coin, network, remark, the address shortened, when it was added. */
export function AddressEntryView({ entry }: { entry: AddressEntry }) {
  const { t } = useTranslation('withdrawals');
  return (
    <>
      <CoinIcon coin={entry.coin} size={32} />
      <span className={styles.entryMain}>
        <span className={styles.entryHead}>{entry.coin}<span className={styles.netTag}>{entry.network}</span></span>
        <span className={entry.remark ? styles.entryRemark : styles.entryMuted}>{entry.remark || t('book.no_remark')}</span>
        <span className={`${styles.mono} ${styles.addressText}`} title={entry.address}>{shortenMiddle(entry.address, 10, 8)}</span>
        <span className={styles.entryMuted}>{t('book.added', { time: formatDateTime(entry.created_at) })}</span>
      </span>
    </>
  );
}
