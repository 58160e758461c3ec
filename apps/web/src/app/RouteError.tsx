import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../ui/Loading';
import { isChunkLoadError, reloadForChunk } from './lazy';
import { HOME_PATH } from './paths';

/**
 * What a route shows when its page failed. A page whose code could not be loaded (a new release replaced the
 * chunk) reloads once, at the page's own address, for the new version; if it still cannot be loaded (offline), a
 * retry screen. A plain error screen for anything else. Never a blank page. Plain markup, so it works even when
 * no other chunk can be fetched.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const navigate = useNavigate();
  const chunk = isChunkLoadError(error);
  // Decided once per error screen; reloadForChunk keeps its own guard, so a second render asks nothing new.
  const [reloading] = useState(() => chunk && reloadForChunk());
  if (reloading) return <Loading />;
  if (!chunk) console.error(error);
  // The texts may themselves be unreachable when the network is down; English stays readable then.
  const text = (key: string, fallback: string): string => (ready ? t(key) : fallback);
  return (
    <div className="c-route-error" role="alert" data-testid={chunk ? 'chunk-error' : 'route-error'}>
      <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" fill="none" strokeWidth="3" strokeLinecap="round">
        <circle cx="32" cy="32" r="28" stroke="#e2e8f0" />
        {chunk
          ? <path d="M20 38c6-8 18-8 24 0M24 28h.01M40 28h.01M14 14l36 36" stroke="#94a3b8" />
          : <path d="M32 18v18M32 44h.01" stroke="#94a3b8" />}
      </svg>
      <h1>{chunk ? text('chunk.title', 'This page could not be loaded') : text('state.error', 'Something went wrong')}</h1>
      {chunk && <p>{text('chunk.description', 'Check your connection and try again.')}</p>}
      <div className="c-route-error-actions">
        <button type="button" className="c-btn c-btn-primary" onClick={() => window.location.reload()}>{text('action.retry', 'Retry')}</button>
        <button type="button" className="c-btn" onClick={() => void navigate(HOME_PATH, { replace: true })}>{text('action.home', 'Home')}</button>
      </div>
    </div>
  );
}
