import type { NetworkCode } from '@candor/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinChips, useCoinQuery } from '../../../ui/CoinChoice';
import { EmptyState, Loading } from '../../../ui/States';
import { coinOrDefault, pickNetwork, type WithdrawCoin, type WithdrawInfo } from '../model/coins';
import { useWithdrawInfo } from '../queries';
import { Refusal } from './Refusal';

/** The withdraw info and the coin and network a page is on (kept in its query: the kit's useCoinQuery). */
export function useWithdrawCoin() {
  const info = useWithdrawInfo();
  const query = useCoinQuery();
  const coin = coinOrDefault(info.data?.coins ?? [], query.coin);
  const network = coin ? pickNetwork(coin, query.network) : undefined;
  return { info, coin, network, select: query.select };
}

type Chosen = { info: WithdrawInfo; coin: WithdrawCoin; network: NetworkCode };

/** The coin switch of the withdraw and add-address pages, then `children` for the coin chosen (or why there is none). */
export function CoinSwitch({ choice, children }: { choice: ReturnType<typeof useWithdrawCoin>; children: (chosen: Chosen) => ReactNode }) {
  const { t } = useTranslation('withdrawals');
  const { info, coin, network, select } = choice;
  if (info.isPending) return <Loading />;
  if (info.isError) return <Refusal error={info.error} onRetry={() => void info.refetch()} />;
  if (!coin || !network) return <EmptyState title={t('coin.none')} />;
  return (
    <>
      <CoinChips coins={info.data.coins.map((c) => c.coin)} current={coin.coin} onPick={(c) => select(c)} label={t('coin.label')} testId="withdraw-coin-chips" />
      {children({ info: info.data, coin, network })}
    </>
  );
}
