import type { ChartInterval, MarketKind } from '@candor/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { CANDLE_PAGE, olderCursor } from '../model/candles';

/** Candles of a market, newest page first; each further page ends before the oldest candle loaded so far. */
export function useCandles(kind: MarketKind, symbol: string, interval: ChartInterval) {
  return useInfiniteQuery({
    queryKey: ['candles', kind, symbol, interval],
    queryFn: ({ pageParam }) => {
      const query = { symbol, interval, limit: CANDLE_PAGE, ...(pageParam === null ? {} : { before: pageParam }) };
      return kind === 'stock' ? api.get('usstock/kline', query, { silent: true }) : api.get('currency/new_timeshar', query, { silent: true });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (_last, pages) => olderCursor(pages) ?? undefined,
    enabled: symbol !== '',
    // The chart keeps itself current from the candle channel; a new snapshot would only move the view.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}
