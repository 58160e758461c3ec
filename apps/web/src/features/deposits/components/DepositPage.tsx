import { useTranslation } from 'react-i18next';
import { useCoinQuery } from '../../../ui/CoinChoice';
import { MoneyPage, NavAction } from '../../../ui/MoneyPage';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import { findCoin, pickNetwork } from '../model/coins';
import { DEPOSIT_RECORDS_PATH } from '../paths';
import { useDepositCoins } from '../queries';
import { DepositFlow } from './DepositFlow';

/** The coin shown when the query names none (or one that cannot be deposited): USDT, the seed's main coin. */
const DEFAULT_COIN = 'USDT';

/** The records link of the deposit pages' nav bar. */
export function RecordsLink() {
  const { t } = useTranslation('deposits');
  return <NavAction label={t('records.link')} to={DEPOSIT_RECORDS_PATH} testId="deposit-records-link" />;
}

/** The charge page and the wallet's deposit page: the coin and network live in the query (useCoinQuery). */
export function DepositPage({ testId }: { testId: string }) {
  const { t } = useTranslation('deposits');
  const coins = useDepositCoins();
  const query = useCoinQuery();
  const list = coins.data ?? [];
  const coin = findCoin(list, query.coin) ?? findCoin(list, DEFAULT_COIN) ?? list[0];
  const network = coin ? pickNetwork(coin, query.network) : undefined;

  let body;
  if (coins.isPending) body = <Loading />;
  else if (coins.isError) body = <ErrorState onRetry={() => void coins.refetch()} />;
  else if (!coin) body = <EmptyState title={t('coins.none')} />;
  else body = <DepositFlow key={coin.coin} coins={list} coin={coin} network={network} onSelect={query.select} />;

  return (
    <MoneyPage title={coin ? t('charge.title', { coin: coin.coin }) : t('title')} right={<RecordsLink />} testId={testId}>
      {body}
    </MoneyPage>
  );
}
