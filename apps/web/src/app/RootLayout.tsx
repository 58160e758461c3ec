import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { api, NOT_LOGGED_IN_EVENT } from '../api/http';
import { session, useSession } from '../session';
import { Loading } from '../ui/Loading';
import { shouldFetchRealName } from './guards';
import { usePageLoading } from './pageLoads';
import { isTabPath } from './paths';
import { AppTabBar } from './TabBar';

/** On each route change, a logged-in user without a stored real-name record has it fetched and stored. */
function useRealNameSync(): void {
  const location = useLocation();
  const inFlight = useRef(false);
  useEffect(() => {
    const state = session.getState();
    if (inFlight.current || !shouldFetchRealName(state)) return;
    inFlight.current = true;
    const token = state.token;
    api.get('user/getRealName', undefined, { silent: true })
      .then((record) => { if (session.getState().token === token) session.getState().setRealName(record); })
      .catch(() => undefined)
      .finally(() => { inFlight.current = false; });
  }, [location.key]);
}

function DemoBanner() {
  const { t } = useTranslation('common');
  return (
    <div className="c-demo-banner" role="status" data-testid="demo-banner">
      <span className="c-demo-dot" />{t('demo.banner')}
      <Link to="/pages/profile/index">{t('demo.manage')}</Link>
    </div>
  );
}

/** The mobile frame: at most 450 px, centred, with the tab bar on tab pages. */
export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const loading = usePageLoading();
  const demo = useSession((s) => s.demo && s.token !== null);
  const queryClient = useQueryClient();
  const tab = isTabPath(pathname);
  useRealNameSync();
  useEffect(() => {
    const onLoggedOut = (): void => queryClient.removeQueries();
    window.addEventListener(NOT_LOGGED_IN_EVENT, onLoggedOut);
    return () => window.removeEventListener(NOT_LOGGED_IN_EVENT, onLoggedOut);
  }, [queryClient]);
  useEffect(() => { window.scrollTo(0, 0); }, [pathname]);
  return (
    <div className={`c-frame ${tab ? 'c-frame-tabbed' : ''}`}>
      {loading && <div className="c-progress" aria-hidden="true" />}
      {demo && <DemoBanner />}
      <Suspense fallback={<Loading />}>
        {children}
      </Suspense>
      {tab && <AppTabBar />}
    </div>
  );
}
