import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLoggedIn } from '../../../app/guards';
import { NavAction } from '../../../ui/MoneyPage';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import { useSession } from '../../../session';
import { HonestCard } from '../components/HonestCard';
import styles from '../components/earn.module.css';
import { MINING_DESCRIPTION_PATH, MINING_RECORD_PATH } from '../paths';
import { MachineCard } from './MachineCard';
import { useMiningConfig } from './queries';

/** /pages/mining/index: machines for rent and where their output comes from. */
export default function MiningPage() {
  const { t } = useTranslation('earn');
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const config = useMiningConfig();
  let machines;
  if (config.isPending) machines = <Loading />;
  else if (config.isError) machines = <ErrorState onRetry={() => void config.refetch()} />;
  else if (config.data.machines.length === 0) machines = <EmptyState title={t('mining.none')} />;
  else machines = config.data.machines.map((m) => <MachineCard key={m.id} machine={m} />);
  return (
    <PageShell title={t('mining.title')} className={styles.page}
      right={loggedIn ? <NavAction label={t('mining.record')} to={MINING_RECORD_PATH} testId="mining-record-link" /> : undefined}>
      <div data-testid="mining-page">
        <section className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 className={styles.sectionTitle}>{t('mining.machines')}</h2>
            <button type="button" className={styles.link} onClick={() => void navigate(MINING_DESCRIPTION_PATH)} data-testid="mining-description-link">{t('mining.how')}</button>
          </div>
          {machines}
        </section>
        {config.data && <HonestCard kind="mining" coverages={config.data.machines.map((m) => m.coverage)} />}
      </div>
    </PageShell>
  );
}
