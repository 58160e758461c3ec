import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { api } from '../api/http';

/** Pages where a paused market matters: spot, futures, options and swap. */
const TRADING = /^\/pages\/(trade|lever|option|wallet\/swap)/;
const MAX_LISTED = 3;

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
  if (!data) return null;
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
