import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { showBootFailure } from './app/bootFailed';
import { firstPage } from './app/pages';
import { initI18n, loadNamespaces, localeUrl } from './i18n';
import { APP_NAMESPACES } from './i18n/languages';
import { startServiceWorker } from './pwa';
import { referralFromSearch, session } from './session';
import { loadToast } from './ui/toast';
import './ui/theme.css';

async function start(): Promise<void> {
  const referral = referralFromSearch(window.location.search);
  if (referral) session.getState().setReferralCode(referral);
  // The first page's chunk and strings load beside the app's own strings, not after the app has rendered.
  const first = firstPage(window.location.pathname);
  void first?.load().catch(() => undefined);
  await initI18n(session.getState().lang, ['common', ...(first?.ns ?? [])]);
  await loadNamespaces(['common']);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the browser paint and
  // answer input between them, instead of one long task while the page cannot respond.
  startTransition(() => root.render(<StrictMode><App /></StrictMode>));
  window.setTimeout(() => void loadToast().catch(() => undefined), 1500);
  startServiceWorker({
    currentLang: () => session.getState().lang,
    onLangChange: (listener) => session.subscribe((now, before) => { if (now.lang !== before.lang) listener(now.lang); }),
    localeUrls: (lang) => APP_NAMESPACES.map((ns) => localeUrl(lang, ns)),
  });
}

start().catch((error: unknown) => showBootFailure(session.getState().lang, error));
