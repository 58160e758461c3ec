import type { ChartInterval } from '@candor/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { CANDLE_PAGE, olderCursor, type Candle } from '../model/candles';
import type { MarketKind } from '../model/quotes';

const KLINE_PATHS: Record<MarketKind, string> = { crypto: 'currency/new_timeshar', stock: 'usstock/kline' };

/** Candles of a market, newest page first; each further page ends before the oldest candle loaded so far. */
export function useCandles(kind: MarketKind, symbol: string, interval: ChartInterval) {
  return useInfiniteQuery({
    queryKey: ['candles', kind, symbol, interval],
    queryFn: ({ pageParam }) => api.get<Candle[]>(KLINE_PATHS[kind], {
      symbol, interval, limit: CANDLE_PAGE, ...(pageParam === null ? {} : { before: pageParam }),
    }, { silent: true }),
    initialPageParam: null as number | null,
    getNextPageParam: (_last, pages) => olderCursor(pages) ?? undefined,
    enabled: symbol !== '',
    // The chart keeps itself current from the candle channel; a new snapshot would only move the view.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}

export type Product = { symbol: string; base: string; quote: string; name: string; kind: MarketKind; price_decimals: number; qty_decimals: number };

/** Every market and its precision (currency/productList). */
export function useProducts() {
  return useQuery({
    queryKey: ['currency/productList'],
    queryFn: () => api.get<Product[]>('currency/productList', undefined, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
