import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLoggedIn } from '../../../app/guards';
import { NavAction } from '../../../ui/MoneyPage';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import { useSession } from '../../../session';
import { HonestCard } from '../components/HonestCard';
import styles from '../components/earn.module.css';
import { QUANTIFY_DESCRIPTION_PATH, QUANTIFY_RECORD_PATH } from '../paths';
import { PlanCard } from './PlanCard';
import { useQuantifyConfig } from './queries';

/** /pages/quantify/index: the quantify plans, what is behind their yield (no robot), links to my record and the description. */
export default function QuantifyPage() {
  const { t } = useTranslation('earn');
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const config = useQuantifyConfig();
  let plans;
  if (config.isPending) plans = <Loading />;
  else if (config.isError) plans = <ErrorState onRetry={() => void config.refetch()} />;
  else if (config.data.plans.length === 0) plans = <EmptyState title={t('quantify.none')} />;
  else plans = config.data.plans.map((p) => <PlanCard key={p.id} plan={p} />);
  return (
    <PageShell title={t('quantify.title')} className={styles.page}
      right={loggedIn ? <NavAction label={t('quantify.record')} to={QUANTIFY_RECORD_PATH} testId="quantify-record-link" /> : undefined}>
      <div data-testid="quantify-page">
        <section className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 className={styles.sectionTitle}>{t('quantify.plans')}</h2>
            <button type="button" className={styles.link} onClick={() => void navigate(QUANTIFY_DESCRIPTION_PATH)} data-testid="quantify-description-link">{t('quantify.how')}</button>
          </div>
          {plans}
        </section>
        {config.data && <HonestCard kind="quantify" coverages={config.data.plans.map((p) => p.coverage)} robot={config.data.robot} />}
      </div>
    </PageShell>
  );
}
