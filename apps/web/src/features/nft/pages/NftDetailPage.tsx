import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../session';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState, Loading } from '../../../ui/States';
import styles from '../nft.module.css';
import { newKey, useBuyNft, useNftDetail } from '../queries';

/** /pages/nft/detail?id=: the NFT, its story and cause, the cause's charity account and payouts, owners (masked), buy. */
export default function NftDetailPage() {
  const { t } = useTranslation('nft');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const token = useSession((s) => s.token);
  const detail = useNftDetail(Number.isInteger(id) ? id : 0);
  const buy = useBuyNft();
  const [key, setKey] = useState(newKey);
  const [bought, setBought] = useState<number | null>(null);
  if (detail.isPending) return <PageShell title={t('title')}><Loading /></PageShell>;
  if (detail.isError) return <PageShell title={t('title')}><ErrorState onRetry={() => void detail.refetch()} /></PageShell>;
  const { nft, cause, owners, payouts, mine } = detail.data;
  const onBuy = () => {
    if (token === null) { void navigate('/pages/login/login'); return; }
    buy.mutate({ id: nft.id, idempotency_key: key }, { onSuccess: (e) => { setBought(e.edition); setKey(newKey()); } });
  };
  return (
    <PageShell title={nft.title}>
      <div className={styles.section}>
        {nft.image_url ? <img className={styles.hero} src={nft.image_url} alt={nft.title} /> : <div className={styles.hero} aria-hidden />}
        <div className={styles.title}>{nft.title}{nft.sample && <span className={styles.tag}>{t('sample')}</span>}</div>
        <p>{nft.story}</p>
        <div className={styles.row}><span>{t('price')}</span><strong>{nft.price} {nft.asset}</strong></div>
        <div className={styles.row}><span>{t('editions')}</span><span data-testid="nft-left">{t('left', { n: nft.remaining, of: nft.edition_size })}</span></div>
        {mine.length > 0 && <div className={styles.row} data-testid="nft-mine"><span>{t('yours')}</span><span>{mine.map((n) => `#${n}`).join(', ')}</span></div>}
        {bought !== null && <div className={styles.row} data-testid="nft-bought">{t('bought', { n: bought })}</div>}
        <Button color="primary" block disabled={nft.remaining === 0 || buy.isPending} loading={buy.isPending} onClick={onBuy} data-testid="nft-buy">
          {nft.remaining === 0 ? t('sold_out') : t('buy', { price: nft.price, asset: nft.asset })}
        </Button>
        <p className={styles.muted}>{t('not_on_chain')}</p>
      </div>
      <section className={styles.section} data-testid="nft-cause">
        <div className={styles.title}>{t('cause')}: {cause.name}</div>
        <p className={styles.muted}>{cause.story}</p>
        <div className={styles.row}><span>{t('account.received')}</span><span>{cause.received} {cause.asset}</span></div>
        <div className={styles.row}><span>{t('account.paid_out')}</span><span>{cause.paid_out} {cause.asset}</span></div>
        <div className={styles.row}><span>{t('account.balance')}</span><span data-testid="nft-cause-balance">{cause.balance} {cause.asset}</span></div>
        {payouts.map((p) => (
          <div key={p.id} className={styles.row}><span>{t('payout')} · {p.recipient}</span><span>{p.amount} {cause.asset}</span></div>
        ))}
      </section>
      <section className={styles.section} data-testid="nft-owners">
        <div className={styles.title}>{t('owners')}</div>
        {owners.length === 0 && <span className={styles.muted}>{t('no_owners')}</span>}
        {owners.map((o) => <div key={o.edition} className={styles.row}><span>#{o.edition}</span><span>{o.owner}</span></div>)}
      </section>
    </PageShell>
  );
}
