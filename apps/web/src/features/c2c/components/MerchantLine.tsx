import type { C2cMerchantCard } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { releaseTime } from '../model/order';
import styles from './c2c.module.css';

/** A merchant's public record: completed orders, completion rate, average release time. */
export function MerchantLine({ m }: { m: C2cMerchantCard }) {
  const { t } = useTranslation('c2c');
  const rt = releaseTime(m.avg_release_seconds);
  return (
    <div>
      <h3 className={styles.name} data-testid="c2c-merchant">{m.nickname}</h3>
      <span className={styles.stats}>
        {t('merchant.completed', { count: m.completed_orders })} · {t('merchant.rate', { rate: m.completion_rate })}
        {rt && ` · ${t('merchant.release', { m: rt.m, s: rt.s })}`}
      </span>
    </div>
  );
}
