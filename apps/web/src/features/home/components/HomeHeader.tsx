import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NATIVE_NAMES } from '../../../i18n/languages';
import { useSession } from '../../../session';
import { GlobeIcon, MeIcon } from '../../../ui/icons';
import styles from './home.module.css';

const LanguageSheet = lazy(() => import('./LanguageSheet'));

/** Brand, language switch and the way to the account. */
export function HomeHeader() {
  const { t } = useTranslation('home');
  const lang = useSession((s) => s.lang);
  const signedIn = useSession((s) => s.token !== null && s.user !== null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <span className={styles.mark} aria-hidden="true" />
        <span>Candor</span>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.chip} onClick={() => { setWanted(true); setOpen(true); }} data-testid="home-language" aria-label={`${t('language')}: ${NATIVE_NAMES[lang]}`}>
          <GlobeIcon />{NATIVE_NAMES[lang]}
        </button>
        <Link to={signedIn ? '/pages/profile/index' : '/pages/user/login/login'} className={styles.round} aria-label={t(signedIn ? 'account' : 'login')}>
          <MeIcon />
        </Link>
      </div>
      {wanted && <Suspense fallback={null}><LanguageSheet open={open} onClose={() => setOpen(false)} /></Suspense>}
    </header>
  );
}
