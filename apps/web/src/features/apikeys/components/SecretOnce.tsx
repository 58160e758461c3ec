import type { ApiKeyCreated } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import styles from './apikeys.module.css';

/** The new key's secret, shown this once with copy buttons; gone from the page when the user says it is saved. */
export function SecretOnce({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const { t } = useTranslation('apikeys');
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(() => toast.success(t('secret.copied')), () => undefined);
  };
  const row = (label: string, value: string, testId: string) => (
    <div className={styles.copyRow}>
      <span className={styles.copyLabel}>{label}</span>
      <span className={styles.copyValue}>
        <span className={styles.mono} data-testid={testId}>{value}</span>
        <button type="button" className={styles.copy} onClick={() => copy(value)}>{t('secret.copy')}</button>
      </span>
    </div>
  );
  return (
    <section className={styles.secret} role="alert" data-testid="apikey-secret-card">
      <p>{t('secret.warning')}</p>
      {row(t('secret.api_key'), created.key.api_key, 'apikey-new-key')}
      {row(t('secret.secret'), created.secret, 'apikey-secret')}
      <button type="button" className={styles.done} onClick={onDone} data-testid="apikey-secret-done">{t('secret.done')}</button>
    </section>
  );
}
