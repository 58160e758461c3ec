import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../api/http';
import { useChannel } from '../../api/live';
import { useSession } from '../../session';
import { useDemoMode } from '../demo/queries';
import { EMPTY_DEPTH, lastTradePrice, mergeTrades, toDepth, toLiveTrade, toTrades, type Depth, type Trade } from './model/book';
import type { OrderType, Side } from './model/form';
import { ordersQuery, toOrdersPage, type OrderTab } from './model/orders';
import { newIdempotencyKey } from '../wallet/model/idempotency';

/** The markets and their precision belong to market data (currency/productList). */
export { useProducts } from '../market/queries';

const DEPTH_LEVELS = 20;
const TRADES_KEPT = 30;
/**
 * The websocket carries the real books' depth and trades only (demo books stay private to demo accounts), so demo
 * mode polls; real mode also takes a fresh snapshot now and then, since cancels are not pushed.
 */
const POLL_DEMO_MS = 2_000;
const POLL_REAL_MS = 15_000;

type Mode = 'real' | 'demo';

export function useTradeMode(): Mode {
  return useDemoMode().demo ? 'demo' : 'real';
}

export function useDepth(symbol: string, mode: Mode) {
  const queryClient = useQueryClient();
  const key = ['spot', 'depth', symbol, mode];
  const query = useQuery({
    queryKey: key,
    queryFn: (): Promise<Depth> => api.get('spot/depth', { symbol, levels: DEPTH_LEVELS }, { silent: true }),
    refetchInterval: mode === 'demo' ? POLL_DEMO_MS : POLL_REAL_MS,
  });
  useChannel(mode === 'real' ? `depth.${symbol}` : null, (data) => { queryClient.setQueryData<Depth>(key, toDepth(data)); });
  return query.data ?? EMPTY_DEPTH;
}

export function useRecentTrades(symbol: string, mode: Mode) {
  const queryClient = useQueryClient();
  const seq = useRef(0);
  const key = ['spot', 'deal', symbol, mode];
  const query = useQuery({
    queryKey: key,
    queryFn: async () => toTrades(await api.get('currency/deal', { symbol, limit: TRADES_KEPT }, { silent: true })),
    refetchInterval: mode === 'demo' ? POLL_DEMO_MS : POLL_REAL_MS,
  });
  useChannel(mode === 'real' ? `trades.${symbol}` : null, (data) => {
    seq.current += 1;
    const trade = toLiveTrade(data, seq.current);
    queryClient.setQueryData<Trade[]>(key, (old) => mergeTrades(old ?? [], [trade], TRADES_KEPT));
  });
  return query;
}

/** "Last price" of a market: its last trade on Candor's book in the current mode (null before the first trade). */
export function useLastTrade(symbol: string): string | null {
  return lastTradePrice(useRecentTrades(symbol, useTradeMode()).data);
}

/** After anything that moves the user's orders or money: the lists, the balances and the book. */
function refreshAfterOrder(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['spot', 'orders'] });
  void queryClient.invalidateQueries({ queryKey: ['balances'] });
  void queryClient.invalidateQueries({ queryKey: ['spot', 'depth'] });
  void queryClient.invalidateQueries({ queryKey: ['spot', 'deal'] });
}

/** The user's own order events (fills of resting orders, cancels from elsewhere) keep the lists and balances fresh. */
export function useOrderEvents(): void {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  useChannel(token ? 'orders' : null, () => refreshAfterOrder(queryClient));
}

export function useOrders(tab: OrderTab, symbol: string | null) {
  const token = useSession((s) => s.token);
  const mode = useTradeMode();
  return useInfiniteQuery({
    queryKey: ['spot', 'orders', tab, symbol, token, mode],
    queryFn: async ({ pageParam }) =>
      toOrdersPage(tab, await api.get('spot/list', ordersQuery(tab, symbol, pageParam), { silent: true }), pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
  });
}

export type PlaceInput = { symbol: string; side: Side; type: OrderType; price?: string; amount: string };

/**
 * Places an order with an idempotency key: a retry of the same order after a failure (a timeout, a lost connection)
 * reuses the key, so the server places it at most once; a success forgets it, and any other order gets a new key.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (input: PlaceInput) => {
      const signature = [input.symbol, input.side, input.type, input.price ?? '', input.amount].join('|');
      if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
      const body = { ...input, idempotency_key: attempt.current.key, ...(input.type === 'limit' ? { tif: 'GTC' as const } : {}) };
      return api.post('spot/trade', body);
    },
    onSuccess: () => { attempt.current = null; },
    onSettled: () => refreshAfterOrder(queryClient),
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('spot/cancel', { id }),
    onSettled: () => refreshAfterOrder(queryClient),
  });
}
