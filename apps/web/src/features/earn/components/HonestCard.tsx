import type { EarnClosedReason, EarnCoverage } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../ui/format';
import { InfoIcon } from '../../../ui/icons';
import { formatCount } from '../model/count';
import styles from './earn.module.css';

/** Which product the card speaks of: each has its own risk sentence. */
export type EarnProductKind = 'trust' | 'quantify' | 'mining';

/** How many days of promised yields the earn account covers, in words (the balance and the daily outflow with it). */
export function CoverageLine({ coverage }: { coverage: EarnCoverage }) {
  const { t } = useTranslation('earn');
  const balance = `${formatAmount(coverage.balance, coverage.coin)} ${coverage.coin}`;
  const text = coverage.days_covered === null
    ? t('honest.nothing_promised', { balance })
    : t('honest.covered', { balance, days: formatCount(coverage.days_covered), daily: `${formatAmount(coverage.daily, coverage.coin)} ${coverage.coin}` });
  return <p className={styles.covered} data-testid="earn-coverage" data-days={coverage.days_covered ?? ''}>{text}</p>;
}

/**
 * Every product page says where the yield comes from (the platform's earn account in the ledger), what the risks
 * are, and how many days of promised yields the earn account covers now (one line per coin the yields are paid in).
 */
export function HonestCard({ kind, coverages, robot = false }: { kind: EarnProductKind; coverages: readonly EarnCoverage[]; robot?: boolean }) {
  const { t } = useTranslation('earn');
  const unique = [...new Map(coverages.map((c) => [c.coin, c])).values()];
  return (
    <section className={styles.honest} data-testid="earn-honest">
      <h2 className={styles.honestTitle}><InfoIcon />{t('honest.title')}</h2>
      <p>{t('honest.source')}</p>
      {kind === 'quantify' && !robot && <p>{t('honest.no_robot')}</p>}
      {unique.map((c) => <CoverageLine key={c.coin} coverage={c} />)}
      <p><strong>{t('honest.risks_title')}</strong> {t(`honest.risks_${kind}`)}</p>
    </section>
  );
}

/** A product that takes no new orders says why (paused, quota full, or the earn account cannot cover its yields). */
export function ClosedNote({ reason }: { reason: EarnClosedReason | null }) {
  const { t } = useTranslation('earn');
  if (reason === null) return null;
  return <p className={styles.closedNote} role="status" data-testid="earn-closed" data-reason={reason}>{t(`closed.${reason}`)}</p>;
}
