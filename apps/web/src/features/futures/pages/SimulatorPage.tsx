import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session';
import { useDemoMode, useStartGuestDemo } from '../../demo/queries';
import { LeverScreen } from '../components/LeverScreen';
import styles from '../components/futures.module.css';

/**
 * /pages/lever/simulator: the same trade screen on the demo accounts (X-Demo: 1). A signed-in user is switched into
 * demo mode; a visitor can start a guest demo with one tap.
 */
export default function SimulatorPage() {
  const { t } = useTranslation('futures');
  const token = useSession((s) => s.token);
  const demo = useDemoMode();
  const guest = useStartGuestDemo();
  useEffect(() => { if (token !== null && !demo.demo) demo.enter(); }, [token, demo]);
  const banner = token === null ? (
    <div className={styles.banner} data-testid="lever-sim-visitor">
      <p style={{ margin: '0 0 8px' }}>{t('simulator.visitor')}</p>
      <button type="button" className={styles.loginBtn} disabled={guest.isPending} data-testid="lever-sim-start" onClick={() => void guest.start()}>{t('simulator.start')}</button>
    </div>
  ) : <p className={styles.banner} data-testid="lever-sim-banner">{t('simulator.banner')}</p>;
  return <LeverScreen simulator banner={banner} />;
}
