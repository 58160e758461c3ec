import type { C2cAd } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import styles from './c2c.module.css';
import { MerchantLine } from './MerchantLine';

/** One ad on the market: the merchant's record, the price, the limits, what is left, the payment methods. */
export function AdCard({ ad, onTake }: { ad: C2cAd; onTake?: () => void }) {
  const { t } = useTranslation('c2c');
  const userBuys = ad.user_side === 'buy';
  return (
    <article className={styles.card} data-testid="c2c-ad" data-ad={ad.id}>
      <div className={styles.head}><MerchantLine m={ad.merchant} /></div>
      <div className={styles.price}>{ad.price ?? '-'} <span className={styles.stats}>{ad.fiat}/{ad.coin}</span></div>
      <div className={styles.figures}>
        <span>{t('ad.available')}: {ad.available} {ad.coin}</span>
        <span>{t('ad.limits')}: {ad.min_amount} – {ad.max_amount} {ad.fiat}</span>
      </div>
      <div className={styles.row}>
        <span className={styles.methods}>{ad.payment_methods.map((m) => <span key={m.id} className={styles.method}>{m.label}</span>)}</span>
        {onTake && (
          <button type="button" className={`${styles.action} ${userBuys ? '' : styles.sell}`} onClick={onTake} data-testid="c2c-take">
            {t(userBuys ? 'ad.buy' : 'ad.sell', { coin: ad.coin })}
          </button>
        )}
      </div>
    </article>
  );
}
