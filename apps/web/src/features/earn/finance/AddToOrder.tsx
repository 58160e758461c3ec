import type { TrustOrder, TrustProduct } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../ui/format';
import { ErrorState, Loading } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import { AmountAgreement, useAmountForm } from '../components/AmountForm';
import { ClosedNote } from '../components/HonestCard';
import styles from '../components/earn.module.css';
import { isPositive, roomLeft } from '../model/amount';
import { useAddToOrder, useTrustProduct } from './queries';

function AddForm({ order, product, onDone }: { order: TrustOrder; product: TrustProduct; onDone: () => void }) {
  const { t } = useTranslation('earn');
  const add = useAddToOrder();
  const coin = order.coin;
  const money = (v: string) => `${formatAmount(v, coin)} ${coin}`;
  const room = roomLeft(product.max_amount, order.principal);
  const form = useAmountForm(coin, { min: '0.00000001', max: room, quotaLeft: product.quota_left }, {
    agreement: false,
    message: (e) => (e.key === 'above_max' ? t('form.above_room', { max: money(e.max) }) : null),
  });
  const full = !isPositive(room);
  const send = (): void => {
    const key = form.press(`add|${order.id}`);
    if (key === null || full || !product.open) return;
    add.mutate({ id: order.id, amount: form.text, idempotency_key: key }, {
      onSuccess: () => { form.sent(); toast.success(t('orders.added_toast', { amount: money(form.text) })); onDone(); },
    });
  };
  return (
    <div className={styles.form} data-testid="trust-add-form" style={{ marginTop: 10 }}>
      <h3 className={styles.label}>{t('orders.add_title')}</h3>
      <p className={styles.text}>{t('orders.add_note', { max: money(room) })}</p>
      <ClosedNote reason={product.closed_reason} />
      {full && <p className={styles.error} role="alert" data-testid="trust-add-full">{t('form.above_room', { max: money('0') })}</p>}
      <AmountAgreement form={form} testId="trust-add-amount" agreement={null}
        submit={{ label: t('orders.add_submit'), testId: 'trust-add-submit', pending: add.isPending, disabled: full || !product.open, onPress: send }} />
    </div>
  );
}

/** lh/additionalDeposit on a hosting order: within the product's maximum per order, its quota left and the funding balance. */
export function AddToOrder({ order, onDone }: { order: TrustOrder; onDone: () => void }) {
  const product = useTrustProduct(order.product_id);
  if (product.isPending) return <Loading />;
  if (product.isError) return <ErrorState onRetry={() => void product.refetch()} />;
  return <AddForm order={order} product={product.data} onDone={onDone} />;
}
