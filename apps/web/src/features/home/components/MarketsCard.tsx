import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './home.module.css';

// The rows (live quotes, the realtime client) are fetched while the first screen paints: they wait on the quotes
// request anyway, and the home route's first JavaScript stays small.
const loadRows = () => import('./MarketRows');
const MarketRows = lazy(loadRows);
if (typeof window !== 'undefined') void loadRows().catch(() => undefined);

/** Live quotes of the top markets, with the way to all markets. */
export function MarketsCard() {
  const { t } = useTranslation('home');
  return (
    <section className="c-section" data-testid="home-markets">
      <div className={styles.marketHead}>
        <h2 className="c-section-title" style={{ margin: 0 }}>{t('markets.title')}</h2>
        <Link to="/pages/market/index" className={styles.marketAll} data-testid="home-markets-all">{t('markets.all')} ›</Link>
      </div>
      <Suspense fallback={<p className={`c-muted ${styles.quotesRoom}`}>{t('markets.waiting')}</p>}>
        <MarketRows />
      </Suspense>
      <p className={styles.marketNote}>{t('markets.text')}</p>
    </section>
  );
}
