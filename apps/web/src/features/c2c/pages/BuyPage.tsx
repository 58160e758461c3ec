import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MoneyPage } from '../../../ui/MoneyPage';
import { Loading } from '../../../ui/States';
import { AdCard } from '../components/AdCard';
import { BuyForm } from '../components/BuyForm';
import { Refusal } from '../components/Refusal';
import { idParam } from '../model/order';
import { useAd } from '../queries';

/** /pages/assets/c2c/buy?id=: take an ad: the amount in fiat or coin, the total, the payment method, the payment deadline. */
export default function BuyPage() {
  const { t } = useTranslation('c2c');
  const id = idParam(useLocation().search);
  const ad = useAd(id);
  let body;
  if (ad.isPending) body = <Loading />;
  else if (ad.isError) body = <Refusal error={ad.error} onRetry={() => void ad.refetch()} />;
  else body = <><AdCard ad={ad.data} /><BuyForm ad={ad.data} /></>;
  return <MoneyPage title={t(ad.data?.user_side === 'sell' ? 'buy.title_sell' : 'buy.title')} testId="c2c-buy-page">{body}</MoneyPage>;
}
