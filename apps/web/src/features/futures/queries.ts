import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useChannel } from '../../api/live';
import { useSession } from '../../session';
import { useDemoMode } from '../demo/queries';
import { toContract, toFunding, toPosition, toTicks, type OpenBody } from './model/wire';
import type { ListTab } from './model/positions';

const PAGE = 20;
const POLL_OPEN_MS = 5_000;

export function useTradeMode(): 'real' | 'demo' {
  return useDemoMode().demo ? 'demo' : 'real';
}

/** The contracts (data the back office edits; never a price). */
export function useContracts() {
  return useQuery({
    queryKey: ['futures', 'contracts'],
    queryFn: async () => (await api.get('futures/contracts', undefined, { silent: true })).map(toContract),
    staleTime: 60_000,
  });
}

/** The funding published for a contract's next payment, with the figures of the formula. */
export function useFunding(symbol: string) {
  return useQuery({
    queryKey: ['futures', 'funding', symbol],
    queryFn: async () => toFunding(await api.get('futures/funding', { symbol }, { silent: true })),
    refetchInterval: 30_000,
  });
}

export function useInsuranceFund() {
  const mode = useTradeMode();
  return useQuery({
    queryKey: ['futures', 'insurance', mode],
    queryFn: () => api.get('futures/insurance', undefined, { silent: true }),
  });
}

/** After anything that moves the user's futures: the lists and the balances. */
function refresh(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['futures', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['balances'] });
}

/** The user's orders and positions of one tab, newest first; open positions are refetched now and then as well. */
export function usePositions(tab: ListTab) {
  const token = useSession((s) => s.token);
  const mode = useTradeMode();
  return useInfiniteQuery({
    queryKey: ['futures', 'list', tab, token, mode],
    queryFn: async ({ pageParam }) => {
      const page = await api.get('futures/list', { tab, page: pageParam, limit: PAGE }, { silent: true });
      return { items: page.items.map(toPosition), hasMore: pageParam * PAGE < page.total };
    },
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
    refetchInterval: tab === 'positions' || tab === 'orders' ? POLL_OPEN_MS : false,
  });
}

/** The user's position events (fills of waiting orders, TP/SL, liquidations) keep the lists and balances fresh. */
export function usePositionEvents(): void {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  useChannel(token ? 'positions' : null, () => refresh(queryClient));
}

export function useOpenPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OpenBody) => toPosition(await api.post('futures/trade', body)),
    onSettled: () => refresh(queryClient),
  });
}

export function useClosePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lots }: { id: number; lots: number }) => api.post('futures/close', { id, lots }),
    onSettled: () => refresh(queryClient),
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('futures/cancel', { id }),
    onSettled: () => refresh(queryClient),
  });
}

export function useSetStop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; tp: string; sl: string }) => api.post('lever/setstop', body),
    onSettled: () => refresh(queryClient),
  });
}

/** The stored ticks an order's fill, trigger or liquidation cites. */
export function useOrderTicks(id: number) {
  return useQuery({
    queryKey: ['futures', 'ticks', id],
    queryFn: async () => toTicks(await api.get('futures/detail', { id }, { silent: true })),
  });
}
