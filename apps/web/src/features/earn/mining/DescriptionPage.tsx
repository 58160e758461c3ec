import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { HonestCard } from '../components/HonestCard';
import styles from '../components/earn.module.css';
import { MINING_PATH } from '../paths';
import { useMiningConfig } from './queries';

/** /pages/mining/description and /pages/index/mining-desc: what renting a machine means, where its output comes from. */
export default function DescriptionPage() {
  const { t } = useTranslation('earn');
  const navigate = useNavigate();
  const config = useMiningConfig();
  return (
    <PageShell title={t('mining_desc.title')} className={styles.page}>
      <div data-testid="mining-description-page">
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('mining_desc.what_title')}</h2>
          <p className={styles.text}>{t('mining_desc.what')}</p>
          <p className={styles.text}><strong>{t('mining_desc.source')}</strong></p>
        </section>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('mining_desc.how_title')}</h2>
          <ol className={styles.text} style={{ paddingLeft: 18 }}>
            <li>{t('mining_desc.how_pay')}</li>
            <li>{t('mining_desc.how_daily')}</li>
            <li>{t('mining_desc.how_end')}</li>
          </ol>
        </section>
        <HonestCard kind="mining" coverages={config.data?.machines.map((m) => m.coverage) ?? []} />
        <div style={{ margin: '0 12px' }}>
          <button type="button" className={styles.primary} style={{ width: '100%' }} onClick={() => void navigate(MINING_PATH)}>{t('mining_desc.see_machines')}</button>
        </div>
      </div>
    </PageShell>
  );
}
