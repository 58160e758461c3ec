import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { useStartGuestDemo } from '../queries';
import styles from './swap.module.css';

/** For a visitor: quotes need an account (Confirm leads to the login); or try the swap at once with virtual money. */
export function VisitorCard() {
  const { t } = useTranslation('swap');
  const guest = useStartGuestDemo();
  const startDemo = (): void => {
    void guest.start().then((ok) => { if (ok) toast.success(t('visitor.demo_started')); });
  };
  return (
    <section className={styles.card} data-testid="swap-visitor">
      <p className={styles.visitorText}>{t('visitor.text')}</p>
      <button type="button" className={styles.secondary} data-testid="swap-demo" disabled={guest.isPending} onClick={startDemo}>
        {t('visitor.demo')}
      </button>
    </section>
  );
}
