import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../ui/format';
import { depthCurve, type Book } from '../model/depth';
import styles from './panels.module.css';

const W = 360;
const H = 150;

/** The order book as a depth chart: cumulative bids (left, green) and asks (right, red) against the price. */
export function DepthChart({ book, symbol }: { book: Book; symbol: string }) {
  const { t } = useTranslation('market');
  const curve = depthCurve(book, W, H);
  if (curve === null) return <p className={styles.empty} data-testid="depth-empty">{t('depth.empty')}</p>;
  return (
    <figure className={styles.depth} data-testid="depth-chart">
      <div className={styles.depthKeys}>
        <span className={styles.bidKey}>{t('depth.bids')}</span>
        <span className={styles.askKey}>{t('depth.asks')}</span>
      </div>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className={styles.depthSvg} role="img" aria-label={t('depth.title')}>
        <path d={curve.bids} fill="rgba(18, 183, 106, 0.18)" stroke="#12b76a" strokeWidth="1.2" vectorEffect="non-scaling-stroke" />
        <path d={curve.asks} fill="rgba(240, 68, 97, 0.16)" stroke="#f04461" strokeWidth="1.2" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className={styles.depthAxis}>
        <span>{formatPrice(curve.low, symbol)}</span>
        <span>{curve.mid === null ? '' : formatPrice(curve.mid, symbol)}</span>
        <span>{formatPrice(curve.high, symbol)}</span>
      </figcaption>
    </figure>
  );
}
