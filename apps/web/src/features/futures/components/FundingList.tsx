import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../ui/format';
import { LOAD_MORE_THRESHOLD_PX } from '../../../ui/list';
import { Loading } from '../../../ui/Loading';
import { ppmPercent, utcTime } from '../model/format';
import { toneOf } from '../model/positions';
import { useMyFunding } from '../queries';
import styles from './futures.module.css';

const signed = (v: string): string => (v.startsWith('-') ? `−${v.slice(1)}` : `+${v}`);

/** The user's funding payments, newest first: each one a ledger entry between the position and the platform's account. */
export function FundingList() {
  const { t } = useTranslation('futures');
  const query = useMyFunding();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isPending) return <Loading />;
  return (
    <div className={styles.list} data-testid="lever-list-funding">
      <p className={styles.sheetText} style={{ padding: '10px 12px 0' }}>{t('funding_list.hint')}</p>
      {items.map((f) => (
        <div key={f.id} className={styles.card} data-testid="lever-funding-row" data-id={f.id}>
          <div className={styles.cardHead}>
            <span className={styles.cardSymbol}>{f.symbol}</span>
            <span className={styles.cardTag}>{t('funding_list.position', { id: f.position_id })}</span>
            <span className={`${styles.cardStatus} ${styles[toneOf(f.amount)]}`}>{t(f.amount.startsWith('-') ? 'funding_list.paid' : 'funding_list.received')}</span>
          </div>
          <dl className={styles.grid}>
            <div><dt>{t('funding_list.amount')}</dt><dd className={styles[toneOf(f.amount)]}>{signed(formatAmount(f.amount, 'USDT'))} USDT</dd></div>
            <div><dt>{t('funding_list.rate')}</dt><dd>{ppmPercent(f.rate_ppm)}</dd></div>
            <div><dt>{t('funding_list.time')}</dt><dd>{utcTime(f.time)}</dd></div>
          </dl>
        </div>
      ))}
      {items.length === 0 && !query.hasNextPage && <p className={styles.empty}>{t('list.empty_funding')}</p>}
      <InfiniteScroll threshold={LOAD_MORE_THRESHOLD_PX} hasMore={query.hasNextPage} loadMore={async () => {
        const next = await query.fetchNextPage();
        if (next.isError) throw next.error;
      }}>
        {(hasMore, failed, retry) => {
          if (failed) return <button type="button" className={styles.action} onClick={() => void retry()}>{t('common:action.retry')}</button>;
          if (hasMore) return <span className={styles.more}>…</span>;
          return items.length > 0 ? <span className={styles.more}>{t('list.end_funding')}</span> : null;
        }}
      </InfiniteScroll>
    </div>
  );
}
