import { useTranslation } from 'react-i18next';
import { MoneyPage } from '../../../ui/MoneyPage';
import { OrderList } from '../components/OrderList';

/** /pages/assets/c2c/orderList: the user's C2C orders by status, newest first, with load more. */
export default function OrdersPage() {
  const { t } = useTranslation('c2c');
  return <MoneyPage title={t('orders.title')} testId="c2c-orders-page"><OrderList scope="mine" /></MoneyPage>;
}
