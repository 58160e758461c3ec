import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../api/http';
import { useChannel } from '../../../api/live';
import { useSession } from '../../../session';
import { applyTickers, toLive, type LiveQuote, type MarketKind } from '../model/quotes';
import { createTickBatch, nextFrame } from '../model/tickBatch';

/** The REST snapshot is taken again this often; between snapshots the `tickers` channel moves the quotes. */
export const SNAPSHOT_MS = 60_000;

export const quotesKey = (kind: MarketKind): QueryKey => ['quotes', kind];
export const favoriteQuotesKey = (token: string | null): QueryKey => ['quotes', 'favorites', token];

/**
 * Applies `tickers` events to the cached quotes under `key` while mounted, once per animation frame however many
 * events came (model/tickBatch.ts): the quotes' observers re-render at most once a frame, and not in a hidden tab.
 */
function useTickers(key: QueryKey, enabled = true): void {
  const queryClient = useQueryClient();
  const latestKey = useRef(key);
  useEffect(() => { latestKey.current = key; });
  const [batch] = useState(() => createTickBatch((tickers) => {
    queryClient.setQueryData<readonly LiveQuote[]>(latestKey.current, (old) => {
      if (!old) return old;
      const next = applyTickers(old, tickers);
      return next === old ? undefined : next;
    });
  }, nextFrame));
  useEffect(() => () => batch.cancel(), [batch]);
  useChannel(enabled ? 'tickers' : null, (tickers) => batch.push(tickers));
}

/** Live quotes of one kind: the snapshot of currency/quotation_new or usstock/quotation moved by the feed's ticks. */
export function useQuotes(kind: MarketKind, enabled = true) {
  const key = quotesKey(kind);
  const query = useQuery({
    queryKey: key,
    queryFn: async (): Promise<readonly LiveQuote[]> =>
      toLive(kind === 'stock' ? await api.get('usstock/quotation', undefined, { silent: true }) : await api.get('currency/quotation_new', undefined, { silent: true })),
    refetchInterval: SNAPSHOT_MS,
    enabled,
  });
  useTickers(key, enabled);
  return query;
}

/** The signed-in user's favourites as live quotes (crypto and stocks). */
export function useFavoriteQuotes() {
  const token = useSession((s) => s.token);
  const key = favoriteQuotesKey(token);
  const query = useQuery({
    queryKey: key,
    queryFn: async (): Promise<readonly LiveQuote[]> => toLive(await api.get('currency/user_currency_list', undefined, { silent: true })),
    enabled: token !== null,
    refetchInterval: SNAPSHOT_MS,
  });
  useTickers(key, token !== null);
  return query;
}
