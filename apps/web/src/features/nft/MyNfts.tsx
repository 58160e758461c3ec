import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './nft.module.css';
import { nftDetailPathOf } from './paths';
import { useMyNfts } from './queries';

/** The user's charity NFT editions, shown in Assets (nothing when there are none). */
export function MyNfts() {
  const { t } = useTranslation('nft');
  const mine = useMyNfts();
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <section className={styles.section} data-testid="assets-nfts">
      <div className={styles.title}>{t('mine.title')}</div>
      {mine.data.map((e) => (
        <Link key={e.id} to={nftDetailPathOf(e.nft_id)} className={styles.card} data-testid="assets-nft">
          <div className={styles.body}>
            <span className={styles.title}>{e.title}</span>
            <span className={styles.muted}>{t('edition', { n: e.edition, of: e.edition_size })} · {e.cause}</span>
          </div>
        </Link>
      ))}
    </section>
  );
}
