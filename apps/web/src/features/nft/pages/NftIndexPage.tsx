import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import styles from '../nft.module.css';
import { nftDetailPathOf } from '../paths';
import { useNftCauses, useNftList } from '../queries';

/** /pages/nft/index: charity NFTs with their cause, price and editions left, and each cause's charity account. */
export default function NftIndexPage() {
  const { t } = useTranslation('nft');
  const list = useNftList();
  const causes = useNftCauses();
  return (
    <PageShell title={t('title')}>
      <p className={styles.note}>{t('not_on_chain')}</p>
      {list.isPending && <Loading />}
      {list.isError && <ErrorState onRetry={() => void list.refetch()} />}
      {list.data && list.data.length === 0 && <EmptyState title={t('empty')} />}
      <div className={styles.list} data-testid="nft-list">
        {list.data?.map((n) => (
          <Link key={n.id} to={nftDetailPathOf(n.id)} className={styles.card} data-testid="nft-item">
            {n.image_url ? <img className={styles.thumb} src={n.image_url} alt="" /> : <div className={styles.thumb} aria-hidden />}
            <div className={styles.body}>
              <span className={styles.title}>{n.title}{n.sample && <span className={styles.tag}>{t('sample')}</span>}</span>
              <span className={styles.muted}>{n.cause}</span>
              <span>{n.price} {n.asset} · {t('left', { n: n.remaining, of: n.edition_size })}</span>
            </div>
          </Link>
        ))}
      </div>
      {causes.data && causes.data.length > 0 && (
        <section className={styles.section} data-testid="nft-causes">
          <div className={styles.title}>{t('causes')}</div>
          {causes.data.map((c) => (
            <div key={c.id} className={styles.card}>
              <div className={styles.body}>
                <span className={styles.title}>{c.name}{c.sample && <span className={styles.tag}>{t('sample')}</span>}</span>
                <span className={styles.muted}>{t('account.received')}: {c.received} {c.asset} · {t('account.paid_out')}: {c.paid_out} {c.asset} · {t('account.balance')}: {c.balance} {c.asset}</span>
              </div>
            </div>
          ))}
        </section>
      )}
    </PageShell>
  );
}
