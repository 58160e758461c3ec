import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyPage, NavAction } from '../../../ui/MoneyPage';
import { Loading } from '../../../ui/States';
import { StatusTag } from '../../../ui/StatusTag';
import { toast } from '../../../ui/toast';
import { AdCard } from '../components/AdCard';
import { AdForm } from '../components/AdForm';
import styles from '../components/c2c.module.css';
import { Refusal } from '../components/Refusal';
import { useCloseAd, useMyAds, useSetAdStatus } from '../queries';

/** /pages/assets/c2c/myAds: the merchant's ads (online, offline, closed): switch them, close them, publish a new one. */
export default function MyAdsPage() {
  const { t } = useTranslation('c2c');
  const ads = useMyAds(true);
  const setStatus = useSetAdStatus();
  const close = useCloseAd();
  const [adding, setAdding] = useState(false);
  let body;
  if (ads.isPending) body = <Loading />;
  else if (ads.isError) body = <Refusal error={ads.error} onRetry={() => void ads.refetch()} />;
  else if (ads.data.items.length === 0 && !adding) body = <p className={styles.empty}>{t('ads.empty')}</p>;
  else {
    body = ads.data.items.map((ad) => (
      <div key={ad.id} data-testid="c2c-my-ad" data-status={ad.status}>
        <AdCard ad={ad} />
        <div className={styles.links}>
          <StatusTag tone={ad.status === 'online' ? 'success' : 'neutral'}>{t(`ads.status_${ad.status}`)}</StatusTag>
          {ad.status !== 'closed' && (
            <>
              <button type="button" className={styles.link} disabled={setStatus.isPending} data-testid="c2c-ad-toggle"
                onClick={() => setStatus.mutate({ id: ad.id, status: ad.status === 'online' ? 'offline' : 'online' })}>{t(ad.status === 'online' ? 'ads.go_offline' : 'ads.go_online')}</button>
              <button type="button" className={styles.link} disabled={close.isPending} data-testid="c2c-ad-close"
                onClick={() => close.mutate(ad.id, { onSuccess: () => toast.success(t('ads.closed')) })}>{t('ads.close')}</button>
            </>
          )}
        </div>
      </div>
    ));
  }
  return (
    <MoneyPage title={t('merchant.ads')} testId="c2c-my-ads-page"
      right={<NavAction label={t(adding ? 'ads.cancel_new' : 'ads.new')} onClick={() => setAdding(!adding)} testId="c2c-ad-new" />}>
      {adding && <AdForm onDone={() => setAdding(false)} />}
      {body}
    </MoneyPage>
  );
}
