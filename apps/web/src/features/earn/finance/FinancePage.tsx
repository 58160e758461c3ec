import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../ui/PageShell';
import { PullToRefresh } from '../../../ui/PullToRefresh';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import { HonestCard } from '../components/HonestCard';
import { isDemoRefusal, Refusal } from '../components/Refusal';
import styles from '../components/earn.module.css';
import { ProductCard } from './ProductCard';
import { useTrustConfig, useTrustReport, useUplan, useViewer } from './queries';
import { ReportHero } from './ReportHero';
import { UplanCard } from './UplanCard';

/**
 * /pages/finance/index, the Finance tab: my holdings and yesterday's income, the U plan, the trust products, and
 * where their yield comes from (pull to refresh).
 */
export default function FinancePage() {
  const { t } = useTranslation('earn');
  const viewer = useViewer();
  const config = useTrustConfig();
  const report = useTrustReport();
  const uplan = useUplan();
  const demoRefused = isDemoRefusal(report.error);
  const refresh = () => Promise.all([config.refetch(), viewer.loggedIn ? report.refetch() : null, viewer.loggedIn ? uplan.refetch() : null]);

  let products;
  if (config.isPending) products = <Loading />;
  else if (config.isError) products = <ErrorState onRetry={() => void config.refetch()} />;
  else if (config.data.products.length === 0) products = <EmptyState title={t('trust.none')} />;
  else products = config.data.products.map((p) => <ProductCard key={p.id} product={p} />);

  return (
    <PageShell title={t('finance.title')} back={false} className={styles.page}>
      <PullToRefresh onRefresh={refresh}>
        <div data-testid="finance-page">
          {demoRefused ? <Refusal error={report.error} onRetry={() => void report.refetch()} /> : <ReportHero report={report.data} loggedIn={viewer.loggedIn} />}
          {uplan.data && <UplanCard plan={uplan.data} />}
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('trust.title')}</h2>
            {products}
          </section>
          {config.data && <HonestCard kind="trust" coverages={config.data.products.map((p) => p.coverage)} />}
        </div>
      </PullToRefresh>
    </PageShell>
  );
}
