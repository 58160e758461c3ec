import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, Loading } from '../../../ui/States';
import { coinOrDefault, pickNetwork } from '../model/coins';
import { RECORDS_PATH } from '../paths';
import { useWithdrawInfo } from '../queries';
import { CoinChips } from './Pickers';
import { Refusal } from './Refusal';
import { WithdrawFlow } from './WithdrawFlow';
import styles from './withdrawals.module.css';

/** The records link of the withdraw pages' nav bar. */
function RecordsLink() {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
  return <button type="button" className={styles.navLink} onClick={() => void navigate(RECORDS_PATH)} data-testid="withdraw-records-link">{t('records.link')}</button>;
}

/**
 * The withdraw page of the assets and of the wallet areas: the coin and network live in the query
 * (?coin=USDT&network=TRC20), replaced in place when the user switches, so a reload opens the same form.
 */
export function WithdrawPage({ testId }: { testId: string }) {
  const { t } = useTranslation('withdrawals');
  const location = useLocation();
  const navigate = useNavigate();
  const info = useWithdrawInfo();
  const params = new URLSearchParams(location.search);
  const coins = info.data?.coins ?? [];
  const coin = coinOrDefault(coins, params.get('coin'));
  const network = coin ? pickNetwork(coin, params.get('network')) : undefined;

  const select = (symbol: string, net?: string): void => {
    const q = new URLSearchParams({ coin: symbol });
    if (net) q.set('network', net);
    void navigate({ pathname: location.pathname, search: `?${q.toString()}` }, { replace: true });
  };

  let body;
  if (info.isPending) body = <Loading />;
  else if (info.isError) body = <Refusal error={info.error} onRetry={() => void info.refetch()} />;
  else if (!coin || !network) body = <EmptyState title={t('coin.none')} />;
  else {
    body = (
      <>
        <CoinChips coins={coins} current={coin.coin} onPick={(c) => select(c)} />
        <WithdrawFlow key={coin.coin} info={info.data} coin={coin} network={network} onNetwork={(n) => select(coin.coin, n)} />
      </>
    );
  }
  return (
    <PageShell title={coin ? t('title_coin', { coin: coin.coin }) : t('title')} right={<RecordsLink />} className={styles.page}>
      <div data-testid={testId}>{body}</div>
    </PageShell>
  );
}
