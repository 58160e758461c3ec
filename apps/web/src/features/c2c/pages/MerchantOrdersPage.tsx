import { useTranslation } from 'react-i18next';
import { MoneyPage } from '../../../ui/MoneyPage';
import { OrderList } from '../components/OrderList';

/** /pages/assets/c2c/merchantOrders: the orders placed on the merchant's ads, by status. */
export default function MerchantOrdersPage() {
  const { t } = useTranslation('c2c');
  return <MoneyPage title={t('merchant.orders')} testId="c2c-merchant-orders-page"><OrderList scope="merchant" /></MoneyPage>;
}
