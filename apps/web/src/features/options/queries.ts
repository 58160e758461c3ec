import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useChannel } from '../../api/live';
import { useSession } from '../../session';
import { useDemoMode } from '../demo/queries';
import type { Order } from './model/types';
import { toOrder, toProducts, toVerification, type BuyBody } from './model/wire';

const PAGE = 10;
/** After its close time an order is asked for again this often until it settled (the settlement job runs each second). */
const SETTLE_POLL_MS = 1000;

export function useTradeMode(): 'real' | 'demo' {
  return useDemoMode().demo ? 'demo' : 'real';
}

/** Symbols and durations with their rates, stake bounds and limits (operator data, shown before buying). */
export function useProducts() {
  const mode = useTradeMode();
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['options', 'products', mode, token],
    queryFn: async () => toProducts(await api.get('option/products', undefined, { silent: true })),
    refetchInterval: 30_000,
  });
}

function refresh(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['options', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['options', 'order'] });
  void queryClient.invalidateQueries({ queryKey: ['options', 'products'] });
  void queryClient.invalidateQueries({ queryKey: ['balances'] });
}

/** The user's orders of one tab, newest first, ten at a time. */
export function useOrders(tab: 'open' | 'settled') {
  const token = useSession((s) => s.token);
  const mode = useTradeMode();
  return useInfiniteQuery({
    queryKey: ['options', 'list', tab, token, mode],
    queryFn: async ({ pageParam }) => {
      const page = await api.get('option/list', { tab, page: pageParam, limit: PAGE }, { silent: true });
      return { items: page.items.map(toOrder), hasMore: pageParam * PAGE < page.total };
    },
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
    enabled: token !== null,
    refetchInterval: tab === 'open' ? 5000 : false,
  });
}

/** A settlement moves money through the ledger, which announces it on `balances`: the lists follow at once. */
export function useSettlementEvents(): void {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  useChannel(token ? 'balances' : null, () => refresh(queryClient));
}

/** One of the user's orders; asked for each second from its close time until it has settled. */
export function useOrder(id: number | null) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['options', 'order', id, token],
    queryFn: async () => toOrder(await api.get(`option/order/${id ?? 0}`, undefined, { silent: true })),
    enabled: id !== null && token !== null,
    refetchInterval: (q) => {
      const o: Order | undefined = q.state.data;
      if (!o || o.status !== 'open') return false;
      return Math.max(SETTLE_POLL_MS, Math.min(o.closeTime - Date.now(), 30_000));
    },
  });
}

export function useBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BuyBody) => toOrder(await api.post('option/trade', body)),
    onSettled: () => refresh(queryClient),
  });
}

/** The public verification of any order: both ticks, the rule and the result recomputed from them. */
export function useVerification(id: number | null) {
  return useQuery({
    queryKey: ['options', 'verify', id],
    queryFn: async () => toVerification(await api.get(`option/verify/${id ?? 0}`, undefined, { silent: true })),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'open' ? 2000 : false),
  });
}
