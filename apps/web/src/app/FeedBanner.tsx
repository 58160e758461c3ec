import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { api } from '../api/http';

/** Pages where a paused market matters: spot, futures, options and swap. */
const TRADING = /^\/pages\/(trade|lever|option|wallet\/swap)/;
const MAX_LISTED = 3;
/** Whether the last answer on this device said "simulated" ('1') or not ('0'): the room kept while the next is asked. */
const LAST_KNOWN = 'candor-feed-simulated';

function lastKnownSimulated(): boolean {
  try {
    return globalThis.localStorage?.getItem(LAST_KNOWN) !== '0';
  } catch {
    return true;
  }
}

/**
 * Where prices come from, on every page: a "simulated prices" banner whenever the simulation runs, and on the trading
 * pages a notice while a market is paused because its price feed went silent (the page's own symbol first).
 */
export function FeedBanner() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const { data } = useQuery({
    queryKey: ['market', 'feed'],
    queryFn: () => api.get('market/feed', undefined, { silent: true }),
    refetchInterval: 10_000,
    staleTime: 5_000,
  });
  const simulated = data?.simulated;
  useEffect(() => {
    if (simulated === undefined) return;
    try { globalThis.localStorage?.setItem(LAST_KNOWN, simulated ? '1' : '0'); } catch { /* private mode: nothing kept */ }
  }, [simulated]);
  // While the feed is asked for, the simulated banner's room is kept (unless this device last saw a real feed), so the
  // page does not move down when the answer comes (it was most of the market, trade and assets pages' layout shift).
  if (!data) return lastKnownSimulated() ? <div className="c-feed-banner" aria-hidden="true" data-testid="feed-banner-room">{'\u00a0'}</div> : null;
  const symbol = new URLSearchParams(search).get('symbol');
  const paused = symbol ? data.stale.filter((s) => s === symbol) : TRADING.test(pathname) ? data.stale : [];
  const listed = paused.slice(0, MAX_LISTED).join(', ') + (paused.length > MAX_LISTED ? ` +${paused.length - MAX_LISTED}` : '');
  return (
    <>
      {data.simulated && (
        <div className="c-feed-banner" role="status" data-testid="simulated-banner">
          <span className="c-demo-dot" />{t('feed.simulated')}
        </div>
      )}
      {paused.length > 0 && (
        <div className="c-feed-banner c-feed-stale" role="alert" data-testid="stale-banner" data-stale={paused.join(',')}>
          <span className="c-demo-dot" />{t('feed.stale', { markets: listed, seconds: Math.round(data.stale_after_ms / 1000) })}
        </div>
      )}
    </>
  );
}
