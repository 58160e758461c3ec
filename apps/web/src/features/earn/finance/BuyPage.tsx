import { formatAmount as exact, trustPreview, type TrustProduct } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatAmount } from '../../../ui/format';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState, Loading } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import { AmountAgreement, useAmountForm } from '../components/AmountForm';
import { ClosedNote, HonestCard } from '../components/HonestCard';
import styles from '../components/earn.module.css';
import { dailyPercent } from '../model/rates';
import { FINANCE_ORDERS_PATH, idParam } from '../paths';
import { useSubscribe, useTrustProduct } from './queries';

/** The figures of an order of `amount` before it is made: the shared rules' preview, the same the server settles. */
function Preview({ product, atoms }: { product: TrustProduct; atoms: bigint }) {
  const { t } = useTranslation('earn');
  const coin = product.coin;
  const p = trustPreview(atoms, product.daily_rate_ppm, product.cycle_days, 0);
  const money = (v: bigint) => `${formatAmount(exact(v), coin)} ${coin}`;
  return (
    <dl className={styles.specs} data-testid="trust-preview">
      <div><dt>{t('buy.daily_income')}</dt><dd data-testid="trust-preview-daily">{money(p.daily)}</dd></div>
      <div><dt>{t('buy.expected', { days: product.cycle_days })}</dt><dd data-testid="trust-preview-total">{money(p.total)}</dd></div>
      <div><dt>{t('buy.at_maturity')}</dt><dd>{money(atoms + p.total)}</dd></div>
      <div><dt>{t('buy.early_penalty')}</dt><dd className={styles.penalty} data-testid="trust-preview-penalty">{money(p.penalty)}</dd></div>
    </dl>
  );
}

function BuyForm({ product }: { product: TrustProduct }) {
  const { t } = useTranslation('earn');
  const navigate = useNavigate();
  const subscribe = useSubscribe();
  const form = useAmountForm(product.coin, { min: product.min_amount, max: product.max_amount, quotaLeft: product.quota_left });
  const send = (): void => {
    const key = form.press(String(product.id));
    if (key === null || !product.open) return;
    subscribe.mutate({ id: product.id, amount: form.text, idempotency_key: key }, {
      onSuccess: () => {
        form.sent();
        toast.success(t('buy.done'));
        void navigate(FINANCE_ORDERS_PATH);
      },
    });
  };
  return (
    <section className={styles.section}>
      <AmountAgreement form={form} testId="trust-amount" agreement={product.agreement}
        submit={{ label: t('buy.submit'), testId: 'trust-submit', pending: subscribe.isPending, disabled: !product.open, onPress: send }}>
        <p className={styles.text} style={{ marginTop: 8 }}>{t('buy.limits', {
          min: formatAmount(product.min_amount, product.coin), max: formatAmount(product.max_amount, product.coin), coin: product.coin,
        })}</p>
        {form.check.atoms !== null && <Preview product={product} atoms={form.check.atoms} />}
        <p className={styles.text} style={{ marginTop: 8 }}>{t('buy.start_note', { days: product.cycle_days })}</p>
      </AmountAgreement>
    </section>
  );
}

/** /pages/finance/buyPage?id=3: the product's terms, the amount with its expected yield, the agreement. */
export default function BuyPage() {
  const { t } = useTranslation('earn');
  const id = idParam(useLocation().search);
  const product = useTrustProduct(id);
  let body;
  if (id === null) body = <p className={styles.missing}>{t('not_found')}</p>;
  else if (product.isPending) body = <Loading />;
  else if (product.isError) body = <ErrorState onRetry={() => void product.refetch()} />;
  else {
    const p = product.data;
    body = (
      <>
        <section className={styles.section} data-testid="trust-terms">
          <h2 className={styles.sectionTitle}>{p.name}</h2>
          <dl className={styles.specs}>
            <div><dt>{t('trust.daily_rate')}</dt><dd className={styles.rate}>{dailyPercent(p.daily_rate_ppm)}</dd></div>
            <div><dt>{t('trust.cycle')}</dt><dd>{p.cycle_days}</dd></div>
            <div><dt>{t('trust.quota_left')}</dt><dd>{formatAmount(p.quota_left, p.coin)} {p.coin}</dd></div>
          </dl>
          <ClosedNote reason={p.closed_reason} />
        </section>
        <BuyForm product={p} />
        <HonestCard kind="trust" coverages={[p.coverage]} />
      </>
    );
  }
  return <PageShell title={t('buy.title')} className={styles.page}><div data-testid="trust-buy-page">{body}</div></PageShell>;
}
