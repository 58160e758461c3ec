import { currentPath, navigateTo } from '../app/navigation';
import { loginUrl } from '../app/guards';
import { AUTH_PATH_PREFIX } from '../app/paths';
import { i18n } from '../i18n';
import { session } from '../session';
import { toast } from '../ui/toast';
import { createApiClient } from './client';
import { createUnauthorizedHandler, NOT_LOGGED_IN_EVENT } from './unauthorized';

/** The one not-logged-in handler of the app (one toast and one redirect, whichever request got the 999). */
export const handleUnauthorized = createUnauthorizedHandler({
  clearAuth: () => session.getState().clearAuth(),
  toastError: (message) => toast.error(message),
  emit: () => window.dispatchEvent(new Event(NOT_LOGGED_IN_EVENT)),
  schedule: (run, ms) => { window.setTimeout(run, ms); },
  goLogin: () => {
    const here = currentPath();
    if (!here.startsWith(AUTH_PATH_PREFIX)) navigateTo(loginUrl(here), { replace: true });
  },
});

/** What every request of the app is wired to: the session's headers, the toasts, the not-logged-in handler. */
export const appWiring = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => window.fetch(input, init),
  headers: () => {
    const s = session.getState();
    return { token: s.token, demo: s.demo, lang: s.lang };
  },
  onUnauthorized: handleUnauthorized,
  onError: (message: string) => toast.error(message),
  messages: {
    network: () => i18n.t('common:net.network'),
    timeout: () => i18n.t('common:net.timeout'),
    rateLimited: (seconds: number) => i18n.t('common:net.rateLimited', { seconds }),
  },
};

/** The app's API client, wired to the session store, the toasts and the router. */
export const api = createApiClient(appWiring);

export { ApiError } from './client';
export { NOT_LOGGED_IN_EVENT } from './unauthorized';
