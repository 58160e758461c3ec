import { formatAmount as exact, QUANTIFY_RATE_RULE, quantifyPreview, type QuantifyPlan } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatAmount } from '../../../ui/format';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState, Loading } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import { AmountAgreement, useAmountForm } from '../components/AmountForm';
import { ClosedNote, HonestCard } from '../components/HonestCard';
import styles from '../components/earn.module.css';
import { dailyPercent, rangePercent } from '../model/rates';
import { idParam, QUANTIFY_RECORD_PATH } from '../paths';
import { useQuantifyConfig, useQuantifyPlan, useStartPlan } from './queries';

function Terms({ plan }: { plan: QuantifyPlan }) {
  const { t } = useTranslation('earn');
  return (
    <section className={styles.section} data-testid="quantify-terms">
      <h2 className={styles.sectionTitle}>{plan.name}</h2>
      {plan.description && <p className={styles.text}>{plan.description}</p>}
      <dl className={styles.specs}>
        <div><dt>{t('quantify.range')}</dt><dd className={styles.rate}>{rangePercent(plan.rate_min_ppm, plan.rate_max_ppm)}</dd></div>
        <div><dt>{t('quantify.days')}</dt><dd>{plan.days}</dd></div>
        <div><dt>{t('quantify.exit_ratio')}</dt><dd>{dailyPercent(plan.exit_ratio_ppm)}</dd></div>
        <div><dt>{t('trust.quota_left')}</dt><dd>{formatAmount(plan.quota_left, plan.coin)} {plan.coin}</dd></div>
      </dl>
      <ClosedNote reason={plan.closed_reason} />
      <h3 className={styles.label} style={{ marginTop: 12 }}>{t('quantify.recent')}</h3>
      {plan.recent_rates.length === 0
        ? <p className={styles.text}>{t('quantify.no_rates')}</p>
        : <p className={styles.text} data-testid="quantify-recent">{plan.recent_rates.slice(0, 7).map((r) => `${r.day.slice(5)} ${dailyPercent(r.rate_ppm)}`).join(' · ')}</p>}
      <p className={styles.text}>{t('quantify.rule_intro')}</p>
      <p className={styles.text} style={{ fontFamily: 'monospace', fontSize: 11 }}>{QUANTIFY_RATE_RULE}</p>
    </section>
  );
}

function StartForm({ plan }: { plan: QuantifyPlan }) {
  const { t } = useTranslation('earn');
  const navigate = useNavigate();
  const start = useStartPlan();
  const form = useAmountForm(plan.coin, { min: plan.min_amount, max: plan.max_amount, quotaLeft: plan.quota_left });
  const money = (v: bigint) => `${formatAmount(exact(v), plan.coin)} ${plan.coin}`;
  const preview = form.check.atoms === null ? null : quantifyPreview(form.check.atoms, plan.rate_min_ppm, plan.rate_max_ppm, plan.days);
  const send = (): void => {
    const key = form.press(String(plan.id));
    if (key === null || !plan.open) return;
    start.mutate({ id: plan.id, amount: form.text, idempotency_key: key }, {
      onSuccess: () => { form.sent(); toast.success(t('quantify.started')); void navigate(QUANTIFY_RECORD_PATH); },
    });
  };
  return (
    <section className={styles.section}>
      <AmountAgreement form={form} testId="quantify-amount"
        agreement={t('quantify.agreement', { days: plan.days, range: rangePercent(plan.rate_min_ppm, plan.rate_max_ppm), ratio: dailyPercent(plan.exit_ratio_ppm) })}
        submit={{ label: t('quantify.submit'), testId: 'quantify-submit', pending: start.isPending, disabled: !plan.open, onPress: send }}>
        {preview && (
          <dl className={styles.specs} data-testid="quantify-preview">
            <div><dt>{t('quantify.expected', { days: plan.days })}</dt><dd>{money(preview.low)} – {money(preview.high)}</dd></div>
          </dl>
        )}
        <p className={styles.text} style={{ marginTop: 8 }}>{t('quantify.exit_rule', { ratio: dailyPercent(plan.exit_ratio_ppm) })}</p>
      </AmountAgreement>
    </section>
  );
}

/** /pages/quantify/create?id=2: the plan's published range and rule, the amount and its lowest and highest yield. */
export default function CreatePage() {
  const { t } = useTranslation('earn');
  const id = idParam(useLocation().search);
  const plan = useQuantifyPlan(id);
  const robot = useQuantifyConfig().data?.robot === true;
  let body;
  if (id === null) body = <p className={styles.missing}>{t('not_found')}</p>;
  else if (plan.isPending) body = <Loading />;
  else if (plan.isError) body = <ErrorState onRetry={() => void plan.refetch()} />;
  else body = <><Terms plan={plan.data} /><StartForm plan={plan.data} /><HonestCard kind="quantify" coverages={[plan.data.coverage]} robot={robot} /></>;
  return <PageShell title={t('quantify.create_title')} className={styles.page}><div data-testid="quantify-create-page">{body}</div></PageShell>;
}
