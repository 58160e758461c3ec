import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../session';
import { Value } from '../../../ui/Amount';
import { toast } from '../../../ui/toast';
import { useDemoMode, useStartGuestDemo } from '../../demo/queries';
import { useOverview } from '../../wallet/queries';
import styles from './home.module.css';

/** Signed in: the balance of the current mode with the real/demo switch. A visitor: the ways in. */
export function AccountCard() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token !== null && s.user !== null);
  // The value of every account (funding, options, futures, trust) in USDT: the same query and figure as Assets.
  const overview = useOverview();
  const mode = useDemoMode();
  const guest = useStartGuestDemo();
  if (!signedIn) {
    return (
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('welcome.title')}</h1>
        <p className={styles.heroText}>{t('welcome.text')}</p>
        <div className={styles.heroButtons}>
          <button type="button" className="c-btn c-btn-primary" onClick={() => void navigate('/pages/user/login/register/index')}>{t('welcome.register')}</button>
          <button type="button" className={`c-btn ${styles.ghost}`} onClick={() => void navigate('/pages/user/login/login')}>{t('login')}</button>
        </div>
        <button type="button" className={styles.link} data-testid="home-guest-demo" disabled={guest.isPending}
          onClick={() => void guest.start().then((ok) => { if (ok) toast.success(t('guest_started')); })}>
          {t('welcome.demo')} →
        </button>
      </section>
    );
  }
  return (
    <section className={styles.hero}>
      <div className={styles.balanceHead}>
        <span>{t(mode.demo ? 'balance.demo' : 'balance.real')}</span>
        {mode.guest ? <span className={styles.badge}>{t('balance.guest')}</span> : (
          <div className="c-toggle" role="group" aria-label={t('mode.label')} data-testid="demo-switch">
            {(['real', 'demo'] as const).map((m) => (
              <button key={m} type="button" aria-pressed={mode.demo === (m === 'demo')} data-mode={m}
                onClick={() => {
                  if (mode.demo === (m === 'demo')) return;
                  if (m === 'demo') { mode.enter(); toast.success(t('mode.entered')); } else { mode.leave(); toast.success(t('mode.left')); }
                }}>
                {t(`mode.${m}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      <div className={styles.balance} data-testid="home-balance">
        {overview.data ? <Value value={overview.data.total_usdt} /> : '—'}<span className={styles.unit}>USDT</span>
      </div>
      <p className={styles.heroText}>{t(mode.demo ? 'balance.demo_note' : 'balance.real_note')}</p>
    </section>
  );
}
