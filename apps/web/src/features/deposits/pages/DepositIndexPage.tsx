import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MoneyPage } from '../../../ui/MoneyPage';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import { CoinList } from '../components/CoinList';
import { DemoNotice } from '../components/DemoNotice';
import { RecordsLink } from '../components/DepositPage';
import styles from '../components/deposits.module.css';
import { chargePath } from '../paths';
import { useDemoMode, useDepositCoins } from '../queries';

/** /pages/assets/deposit/index: pick the coin to deposit, then its charge page. */
export default function DepositIndexPage() {
  const { t } = useTranslation('deposits');
  const navigate = useNavigate();
  const coins = useDepositCoins();
  const mode = useDemoMode();
  let body;
  if (coins.isPending) body = <Loading />;
  else if (coins.isError) body = <ErrorState onRetry={() => void coins.refetch()} />;
  else if (coins.data.length === 0) body = <EmptyState title={t('coins.none')} />;
  else body = <CoinList coins={coins.data} onPick={(c) => void navigate(chargePath(c.coin))} />;
  return (
    <MoneyPage title={t('title')} right={<RecordsLink />} testId="deposit-index-page">
      {mode.demo && <DemoNotice />}
      <p className={styles.intro}>{t('coins.intro')}</p>
      {body}
    </MoneyPage>
  );
}
