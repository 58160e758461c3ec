import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronIcon } from '../../../ui/icons';
import { ACCOUNT_KINDS, type AccountKind } from '../model/overview';
import type { StatementFilters as Filters } from '../model/statement';
import { TRANSACTIONS_PATH, TRANSFER_RECORD_PATH } from '../paths';
import styles from './wallet.module.css';

function Chips<T extends string>({ label, options, value, name, onChange, testId }: {
  label: string; options: readonly T[]; value: T | null; name: (v: T) => string; onChange: (v: T | null) => void; testId: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.chips} role="group" aria-label={label} data-testid={testId}>
      <span className={styles.chipLabel}>{label}</span>
      {[null, ...options].map((o) => (
        <button key={o ?? '*'} type="button" aria-pressed={o === value} data-value={o ?? ''}
          className={`${styles.chip} ${o === value ? styles.chipOn : ''}`} onClick={() => onChange(o)}>
          {o === null ? t('statement.all') : name(o)}
        </button>
      ))}
    </div>
  );
}

/** The statement's header: links to the deposit/withdrawal and transfer records, then the coin and account filters. */
export function StatementFilters({ coins, value, onChange }: { coins: readonly string[]; value: Filters; onChange: (f: Filters) => void }) {
  const { t } = useTranslation('wallet');
  return (
    <div>
      <div className={styles.links}>
        <Link to={TRANSACTIONS_PATH} className={styles.linkCard} data-testid="statement-transactions-link">{t('statement.transactions')}<ChevronIcon /></Link>
        <Link to={TRANSFER_RECORD_PATH} className={styles.linkCard}>{t('statement.transfers')}<ChevronIcon /></Link>
      </div>
      <Chips label={t('statement.coin')} options={coins} value={value.coin} name={(c) => c} testId="statement-coin-filter"
        onChange={(coin) => onChange({ ...value, coin })} />
      <Chips<AccountKind> label={t('statement.account')} options={ACCOUNT_KINDS} value={value.kind} name={(k) => t(`account.${k}`)} testId="statement-account-filter"
        onChange={(kind) => onChange({ ...value, kind })} />
    </div>
  );
}
