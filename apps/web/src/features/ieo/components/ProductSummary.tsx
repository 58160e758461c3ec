import { tryParseAmount, type PublicationProduct } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format/time';
import { StatusTag } from '../../../ui/StatusTag';
import { stateTone } from '../model/ieo';
import styles from './ieo.module.css';
import { Lines } from './Lines';

/** Share sold, in whole per cent (for the bar), in integer atoms. */
const soldPercent = (p: PublicationProduct): number => {
  const total = tryParseAmount(p.total) ?? 0n;
  const sold = tryParseAmount(p.sold) ?? 0n;
  return total > 0n ? Math.min(100, Number((sold * 100n) / total)) : 0;
};

/** A subscription product's terms and state. */
export function ProductSummary({ product: p, full = false }: { product: PublicationProduct; full?: boolean }) {
  const { t } = useTranslation('ieo');
  return (
    <>
      <div className={styles.head}>
        <h2 className={styles.name}>{p.name}<span className={styles.token}>{p.token}</span></h2>
        <StatusTag tone={stateTone(p.state)}><span data-testid="publication-state">{t(`state.${p.state}`)}</span></StatusTag>
      </div>
      <Lines rows={[
        [t('field.unit_price'), `${p.price} USDT`],
        [t('field.sold'), `${p.sold} / ${p.total} ${p.token}`],
        ...(full ? [
          [t('field.bounds'), `${p.min} – ${p.max}`] as const,
          [t('field.window'), `${formatDateTime(p.start_at)} – ${formatDateTime(p.end_at)}`] as const,
        ] : []),
        [t('field.launch'), formatDateTime(p.launch_at)],
      ]} />
      <div className={styles.progress}><div className={styles.bar} style={{ width: `${soldPercent(p)}%` }} /></div>
      {full && p.description && <p className={styles.text}>{p.description}</p>}
    </>
  );
}
