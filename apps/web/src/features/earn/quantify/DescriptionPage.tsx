import { QUANTIFY_EXIT_RATIO_PPM, QUANTIFY_RATE_RULE } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { HonestCard } from '../components/HonestCard';
import styles from '../components/earn.module.css';
import { dailyPercent } from '../model/rates';
import { QUANTIFY_PATH } from '../paths';
import { useQuantifyConfig } from './queries';

/**
 * /pages/quantify/description and /pages/index/quantify-desc: what a quantify plan is, said plainly: no trading robot
 * is behind the yield unless the operator connects one; the daily rate comes from a published rule; the exit penalty.
 */
export default function DescriptionPage() {
  const { t } = useTranslation('earn');
  const navigate = useNavigate();
  const config = useQuantifyConfig();
  const robot = config.data?.robot === true;
  return (
    <PageShell title={t('quantify_desc.title')} className={styles.page}>
      <div data-testid="quantify-description-page">
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('quantify_desc.what_title')}</h2>
          <p className={styles.text}>{t('quantify_desc.what')}</p>
          <p className={styles.text} data-testid="quantify-robot" data-robot={robot}><strong>{t(robot ? 'quantify_desc.robot_connected' : 'quantify_desc.no_robot')}</strong></p>
        </section>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('quantify_desc.rate_title')}</h2>
          <p className={styles.text}>{t('quantify_desc.rate')}</p>
          <p className={styles.text} style={{ fontFamily: 'monospace', fontSize: 11 }}>{config.data?.rule ?? QUANTIFY_RATE_RULE}</p>
        </section>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('quantify_desc.exit_title')}</h2>
          <p className={styles.text}>{t('quantify_desc.exit', { ratio: dailyPercent(QUANTIFY_EXIT_RATIO_PPM) })}</p>
        </section>
        <HonestCard kind="quantify" coverages={config.data?.plans.map((p) => p.coverage) ?? []} robot={robot} />
        <div style={{ margin: '0 12px' }}>
          <button type="button" className={styles.primary} style={{ width: '100%' }} onClick={() => void navigate(QUANTIFY_PATH)}>{t('quantify_desc.see_plans')}</button>
        </div>
      </div>
    </PageShell>
  );
}
