import { useTranslation } from 'react-i18next';
import { MoneyPage, NavAction } from '../../../ui/MoneyPage';
import { RECORDS_PATH } from '../paths';
import { CoinSwitch, useWithdrawCoin } from './CoinSwitch';
import { WithdrawFlow } from './WithdrawFlow';

/** The withdraw page of the assets and of the wallet areas: the coin and network live in the query (useCoinQuery). */
export function WithdrawPage({ testId }: { testId: string }) {
  const { t } = useTranslation('withdrawals');
  const choice = useWithdrawCoin();
  const { coin } = choice;
  return (
    <MoneyPage title={coin ? t('title_coin', { coin: coin.coin }) : t('title')} testId={testId}
      right={<NavAction label={t('records.link')} to={RECORDS_PATH} testId="withdraw-records-link" />}>
      <CoinSwitch choice={choice}>
        {({ info, coin: c, network }) => <WithdrawFlow key={c.coin} info={info} coin={c} network={network} onNetwork={(n) => choice.select(c.coin, n)} />}
      </CoinSwitch>
    </MoneyPage>
  );
}
