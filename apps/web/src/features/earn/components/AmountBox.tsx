import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../ui/format';
import { cleanAmountText } from '../../../ui/format/input';
import type { AmountError } from '../model/amount';
import styles from './earn.module.css';

/** The message of an amount error, with its figure in the coin. */
export function useAmountMessage(coin: string): (error: AmountError | null) => string | null {
  const { t } = useTranslation('earn');
  return (error) => {
    if (error === null) return null;
    switch (error.key) {
      case 'below_min': return t('form.below_min', { min: `${formatAmount(error.min, coin)} ${coin}` });
      case 'above_max': return t('form.above_max', { max: `${formatAmount(error.max, coin)} ${coin}` });
      case 'above_quota': return t('form.above_quota', { left: `${formatAmount(error.left, coin)} ${coin}` });
      case 'above_available': return t('form.above_available', { available: `${formatAmount(error.available, coin)} ${coin}` });
      case 'required': return t('form.required');
      default: return t('form.invalid');
    }
  };
}

/** An amount in a coin: the field, the coin, "All" of the funding balance when known, and the message underneath. */
export function AmountBox({ coin, value, onChange, available, error, testId }: {
  coin: string; value: string; onChange: (text: string) => void; available: string | null; error: string | null; testId: string;
}) {
  const { t } = useTranslation('earn');
  return (
    <div className={styles.form}>
      <label className={styles.label} htmlFor={testId}>
        <span>{t('form.amount')}</span>
        {available !== null && <span data-testid={`${testId}-available`}>{t('form.available', { amount: `${formatAmount(available, coin)} ${coin}` })}</span>}
      </label>
      <div className={`${styles.box} ${error ? styles.boxInvalid : ''}`}>
        <input id={testId} className={styles.input} inputMode="decimal" autoComplete="off" placeholder="0" value={value} data-testid={testId}
          onChange={(e) => onChange(cleanAmountText(e.target.value, 8))} aria-invalid={error !== null} />
        <span className={styles.unit}>{coin}</span>
        {available !== null && <button type="button" className={styles.all} onClick={() => onChange(available)} data-testid={`${testId}-all`}>{t('form.all')}</button>}
      </div>
      {error && <p className={styles.error} role="alert" data-testid={`${testId}-error`}>{error}</p>}
    </div>
  );
}
