import { dailyYield, formatAmount as exact, parseAmount, trustRedeemPenalty } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../ui/format';
import { PageShell } from '../../../ui/PageShell';
import { HonestCard } from '../components/HonestCard';
import styles from '../components/earn.module.css';
import { dailyPercent } from '../model/rates';
import { useTrustConfig } from './queries';

const EXAMPLE_AMOUNT = '1000';
const EXAMPLE_RATE_PPM = 5000;

const RULES = ['subscribe', 'start', 'cancel', 'accrue', 'maturity', 'add', 'redeem'] as const;
const UPLAN_RULES = ['opt_in', 'sweep', 'back'] as const;

/** /pages/finance/rulePage: how trust orders and the U plan work, the penalty with a worked example, the yield's source. */
export default function RulePage() {
  const { t } = useTranslation('earn');
  const config = useTrustConfig();
  const amount = parseAmount(EXAMPLE_AMOUNT);
  const day = `${formatAmount(exact(dailyYield(amount, EXAMPLE_RATE_PPM)), 'USDT')} USDT`;
  const penalty = `${formatAmount(exact(trustRedeemPenalty(amount, EXAMPLE_RATE_PPM)), 'USDT')} USDT`;
  return (
    <PageShell title={t('rules.title')} className={styles.page}>
      <div data-testid="trust-rules-page">
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('rules.trust_title')}</h2>
          <ol className={styles.text} style={{ paddingLeft: 18 }}>
            {RULES.map((k) => <li key={k} style={{ marginBottom: 6 }}>{t(`rules.${k}`)}</li>)}
          </ol>
          <p className={styles.text} data-testid="trust-rules-example">
            {t('rules.example', { amount: `${formatAmount(EXAMPLE_AMOUNT, 'USDT')} USDT`, rate: dailyPercent(EXAMPLE_RATE_PPM), day, penalty })}
          </p>
        </section>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('uplan.title')}</h2>
          <ol className={styles.text} style={{ paddingLeft: 18 }}>
            {UPLAN_RULES.map((k) => <li key={k} style={{ marginBottom: 6 }}>{t(`rules.uplan_${k}`)}</li>)}
          </ol>
        </section>
        <HonestCard kind="trust" coverages={config.data?.products.map((p) => p.coverage) ?? []} />
      </div>
    </PageShell>
  );
}
