import { useTranslation } from 'react-i18next';
import styles from './earn.module.css';

/** The product's service agreement (or the page's terms) and the box that must be ticked before sending. */
export function Agreement({ text, checked, onChange }: { text: string; checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('earn');
  return (
    <div className={styles.form}>
      <h3 className={styles.label}>{t('form.agreement_title')}</h3>
      <div className={styles.agreement} data-testid="earn-agreement" tabIndex={0}>{text}</div>
      <label className={styles.check}>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid="earn-agree" />
        <span>{t('form.agree')}</span>
      </label>
    </div>
  );
}
