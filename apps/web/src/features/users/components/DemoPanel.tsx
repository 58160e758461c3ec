import { Button, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../ui/Amount';
import { toast } from '../../../ui/toast';
import { totalOf, useBalances, useDemoMode } from '../../demo/queries';
import { useResetDemo } from '../queries';
import styles from './users.module.css';

/** Demo mode in and out, the demo balance, and its reset. */
export function DemoPanel() {
  const { t } = useTranslation('users');
  const mode = useDemoMode();
  const balances = useBalances();
  const reset = useResetDemo();
  return (
    <section className="c-section">
      <div className={styles.demoCard}>
        <div>
          <h2 className="c-section-title" style={{ margin: 0 }}>{t('demo.title')}</h2>
          <p className="c-muted">{t(mode.guest ? 'demo.guest_text' : 'demo.text')}</p>
        </div>
        {!mode.guest && (
          <Switch checked={mode.demo} data-testid="me-demo-switch" aria-label={t('demo.title')}
            onChange={(on) => { if (on) { mode.enter(); toast.success(t('demo.entered')); } else { mode.leave(); toast.success(t('demo.left')); } }} />
        )}
      </div>
      {mode.demo && (
        <div className={styles.demoCard} style={{ marginTop: 14 }}>
          <span className="c-muted">{t('demo.balance')}</span>
          <strong data-testid="me-demo-balance"><Amount value={balances.isPending ? null : totalOf(balances.data ?? [], 'USDT')} asset="USDT" /></strong>
        </div>
      )}
      {mode.demo && (
        <Button size="small" fill="outline" color="primary" style={{ marginTop: 12 }} loading={reset.isPending} onClick={() => reset.mutate(undefined, { onSuccess: () => toast.success(t('demo.reset_done')) })}>{t('demo.reset')}</Button>
      )}
    </section>
  );
}
