import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session';
import { useDemoMode, useStartGuestDemo } from '../../demo/queries';
import { OptionScreen } from '../components/OptionScreen';
import styles from '../components/options.module.css';

/**
 * /pages/option/simulator: the same screen and engine on the demo accounts (X-Demo: 1), labelled demo. A signed-in
 * user is switched into demo mode; a visitor can start a guest demo with one tap.
 */
export default function SimulatorPage() {
  const { t } = useTranslation('options');
  const token = useSession((s) => s.token);
  const demo = useDemoMode();
  const guest = useStartGuestDemo();
  useEffect(() => { if (token !== null && !demo.demo) demo.enter(); }, [token, demo]);
  const banner = token === null ? (
    <div className={styles.banner} data-testid="option-sim-visitor">
      <p style={{ margin: '0 0 8px' }}>{t('simulator.visitor')}</p>
      <button type="button" className={styles.loginBtn} disabled={guest.isPending} data-testid="option-sim-start" onClick={() => void guest.start()}>{t('simulator.start')}</button>
    </div>
  ) : <p className={styles.banner} data-testid="option-sim-banner">{t('simulator.banner')}</p>;
  return <OptionScreen simulator banner={banner} />;
}
