import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { showBootFailure } from './app/bootFailed';
import { initI18n, loadNamespaces } from './i18n';
import { referralFromSearch, session } from './session';
import { loadToast } from './ui/toast';
import './ui/theme.css';

async function start(): Promise<void> {
  const referral = referralFromSearch(window.location.search);
  if (referral) session.getState().setReferralCode(referral);
  await initI18n(session.getState().lang);
  await loadNamespaces(['common']);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(<StrictMode><App /></StrictMode>);
  window.setTimeout(() => void loadToast().catch(() => undefined), 1500);
}

start().catch((error: unknown) => showBootFailure(session.getState().lang, error));
