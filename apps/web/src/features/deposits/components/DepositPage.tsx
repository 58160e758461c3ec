import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import { findCoin, pickNetwork } from '../model/coins';
import { DEPOSIT_RECORDS_PATH } from '../paths';
import { useDepositCoins } from '../queries';
import { DepositFlow } from './DepositFlow';
import styles from './deposits.module.css';

/** The coin shown when the query names none (or one that cannot be deposited): USDT, the seed's main coin. */
const DEFAULT_COIN = 'USDT';

/** The records link of the deposit pages' nav bar. */
export function RecordsLink() {
  const { t } = useTranslation('deposits');
  const navigate = useNavigate();
  return <button type="button" className={styles.navLink} onClick={() => void navigate(DEPOSIT_RECORDS_PATH)} data-testid="deposit-records-link">{t('records.link')}</button>;
}

/**
 * The charge page and the wallet's deposit page: the coin and network live in the query (?coin=USDT&network=TRC20),
 * replaced in place when the user switches, so a reload or a shared link opens the same address.
 */
export function DepositPage({ testId }: { testId: string }) {
  const { t } = useTranslation('deposits');
  const location = useLocation();
  const navigate = useNavigate();
  const coins = useDepositCoins();
  const params = new URLSearchParams(location.search);
  const list = coins.data ?? [];
  const coin = findCoin(list, params.get('coin')) ?? findCoin(list, DEFAULT_COIN) ?? list[0];
  const network = coin ? pickNetwork(coin, params.get('network')) : undefined;

  const select = (symbol: string, net?: string): void => {
    const q = new URLSearchParams({ coin: symbol });
    if (net) q.set('network', net);
    void navigate({ pathname: location.pathname, search: `?${q.toString()}` }, { replace: true });
  };

  let body;
  if (coins.isPending) body = <Loading />;
  else if (coins.isError) body = <ErrorState onRetry={() => void coins.refetch()} />;
  else if (!coin) body = <EmptyState title={t('coins.none')} />;
  else body = <DepositFlow key={coin.coin} coins={list} coin={coin} network={network} onSelect={select} />;

  return (
    <PageShell title={coin ? t('charge.title', { coin: coin.coin }) : t('title')} right={<RecordsLink />} className={styles.page}>
      <div data-testid={testId}>{body}</div>
    </PageShell>
  );
}
