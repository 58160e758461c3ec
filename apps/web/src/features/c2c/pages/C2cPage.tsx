import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MoneyPage, NavAction } from '../../../ui/MoneyPage';
import { Loading } from '../../../ui/States';
import { AdCard } from '../components/AdCard';
import styles from '../components/c2c.module.css';
import { Refusal } from '../components/Refusal';
import { buyPath, C2C_MERCHANT_PATH, C2C_ORDERS_PATH } from '../paths';
import { useAds, useMarketOptions } from '../queries';

type Tab = 'buy' | 'sell';

/** /pages/assets/c2c/index: buy or sell tabs, coin and fiat filters, the merchants' ads with their public record. */
export default function C2cPage() {
  const { t } = useTranslation('c2c');
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('buy');
  const options = useMarketOptions();
  const [coin, setCoin] = useState<string | null>(null);
  const [fiat, setFiat] = useState<string | null>(null);
  // USDT first when offered: most C2C trade is stablecoin for fiat.
  const coins = options.data?.coins ?? [];
  const chosenCoin = coin ?? (coins.includes('USDT') ? 'USDT' : coins[0]) ?? null;
  const chosenFiat = fiat ?? options.data?.fiats[0] ?? null;
  // `side` is what the user does: buying lists the merchants' sell ads (the server maps it).
  const ads = useAds({ side: tab, coin: chosenCoin, fiat: chosenFiat });
  const items = ads.data?.pages.flatMap((p) => p.items) ?? [];
  let body;
  if (options.isError) body = <Refusal error={options.error} onRetry={() => void options.refetch()} />;
  else if (ads.isError) body = <Refusal error={ads.error} onRetry={() => void ads.refetch()} />;
  else if (ads.isPending || options.isPending) body = <Loading />;
  else if (items.length === 0) body = <p className={styles.empty}>{t('market.empty')}</p>;
  else {
    body = (
      <>
        {items.map((ad) => <AdCard key={ad.id} ad={ad} onTake={() => void navigate(buyPath(ad.id))} />)}
        {ads.hasNextPage && <button type="button" className={styles.more} onClick={() => void ads.fetchNextPage()}>{t('list.more')}</button>}
      </>
    );
  }
  const chips = (values: readonly string[], current: string | null, pick: (v: string) => void, testId: string) => (
    <div className={styles.filters} data-testid={testId}>
      {values.map((v) => <button key={v} type="button" className={`${styles.chip} ${v === current ? styles.chipOn : ''}`} onClick={() => pick(v)}>{v}</button>)}
    </div>
  );
  return (
    <MoneyPage title={t('market.title')} testId="c2c-page" right={<NavAction label={t('orders.short')} to={C2C_ORDERS_PATH} testId="c2c-orders-link" />}>
      <div className={styles.tabs}>
        {(['buy', 'sell'] as const).map((k) => (
          <button key={k} type="button" className={`${styles.tab} ${tab === k ? styles.tabOn : ''}`} onClick={() => setTab(k)} data-testid={`c2c-tab-${k}`}>{t(`market.${k}`)}</button>
        ))}
      </div>
      {options.data && chips(options.data.coins, chosenCoin, setCoin, 'c2c-coins')}
      {options.data && chips(options.data.fiats, chosenFiat, setFiat, 'c2c-fiats')}
      {body}
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={() => void navigate(C2C_MERCHANT_PATH)} data-testid="c2c-merchant-link">{t('merchant.entry')}</button>
      </div>
    </MoneyPage>
  );
}
