import { useTranslation } from 'react-i18next';
import { Amount } from '../../../ui/Amount';
import { formatDateTime } from '../../../ui/format/time';
import { lineView, reasonLabel, type StatementLine } from '../model/statement';
import { CoinBadge } from './CoinBadge';
import styles from './wallet.module.css';

/**
 * One statement line: why (the translated reason and its detail, such as the market), the account, when, and the
 * signed change; a lock or release shows how much moved between available and locked.
 */
export function StatementRow({ line }: { line: StatementLine }) {
  const { t } = useTranslation('wallet');
  const view = lineView(line);
  const reason = reasonLabel(line.reason);
  return (
    <article className={styles.row} data-testid="statement-line" data-reason={line.reason} data-kind={line.kind}>
      <div className={styles.rowHead}>
        <CoinBadge coin={line.coin} />
        <span className={styles.rowTitle}>
          {t(reason.key, reason.params)}
          {line.detail && <span className={styles.rowDetail}> · {line.detail}</span>}
        </span>
        <span className={styles.rowAmount}><Amount value={view.amount} asset={line.coin} tone={view.tone === 'plain' ? 'plain' : 'auto'} sign /></span>
      </div>
      <div className={styles.rowMeta}>
        <span>{t(`account.${line.kind}`, { defaultValue: line.kind })}</span>
        <span>{formatDateTime(line.time)}</span>
        {view.split && (
          <span>
            {t('statement.available')} <Amount value={view.split.available} asset={line.coin} unit={false} sign /> · {t('statement.locked')} <Amount value={view.split.locked} asset={line.coin} unit={false} sign />
          </span>
        )}
      </div>
    </article>
  );
}
