import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useChannel } from '../../api/live';
import { useSession } from '../../session';
import { useDemoMode } from '../demo/queries';
import { toContract, type Contract } from './model/contract';
import type { FundingView } from './model/funding';
import type { ListTab } from './model/positions';
import { toFunding, toPosition, toTicks, type OpenBody } from './model/wire';

const PAGE = 20;
/** Open positions' figures come from the live mark; the lists are fetched again now and then besides the events. */
const POLL_OPEN_MS = 10_000;

export function useTradeMode(): 'real' | 'demo' {
  return useDemoMode().demo ? 'demo' : 'real';
}

export type FuturesMarketsView = { contracts: Contract[]; funding: Map<string, FundingView>; insuranceFund: string };

/** The contracts (data the back office edits; never a price), their next funding and the insurance fund of the mode. */
export function useContracts() {
  const mode = useTradeMode();
  return useQuery({
    queryKey: ['futures', 'contracts', mode],
    queryFn: async (): Promise<FuturesMarketsView> => {
      const data = await api.get('futures/contracts', undefined, { silent: true });
      return {
        contracts: data.markets.map(toContract),
        funding: new Map(data.markets.map((m) => [m.symbol, toFunding(m)])),
        insuranceFund: data.insurance_fund,
      };
    },
    refetchInterval: 60_000,
  });
}

/** After anything that moves the user's futures: the lists, the contracts' open interest and the balances. */
function refresh(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['futures', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['futures', 'contracts'] });
  void queryClient.invalidateQueries({ queryKey: ['balances'] });
}

/** The user's orders and positions of one tab, newest first. */
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
    refetchInterval: tab === 'positions' || tab === 'pending' ? POLL_OPEN_MS : false,
  });
}

/**
 * The private `futures` channel carries every change of the user's own orders and positions (opened, filled, changed,
 * closed, TP/SL/trailing triggered, liquidated), so the lists refresh at once; `balances` also moves with every
 * settlement (and with transfers into the futures account).
 */
export function usePositionEvents(): void {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  useChannel(token ? 'futures' : null, () => refresh(queryClient));
  useChannel(token ? 'balances' : null, () => refresh(queryClient));
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
    mutationFn: ({ id, tp, sl, trail }: { id: number; tp: string; sl: string; trail: string }) =>
      api.post('futures/setstop', { id, take_profit: tp, stop_loss: sl, ...(trail.trim() === '' ? {} : { trail_distance: trail }) }),
    onSettled: () => refresh(queryClient),
  });
}

/** Adds lots to an open position at the mark. */
export function useAddLots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lots }: { id: number; lots: number }) => api.post('futures/add', { id, lots }),
    onSettled: () => refresh(queryClient),
  });
}

/** The user's funding payments (received positive, paid negative), newest first. */
export function useMyFunding() {
  const token = useSession((s) => s.token);
  const mode = useTradeMode();
  return useInfiniteQuery({
    queryKey: ['futures', 'list', 'funding', token, mode],
    queryFn: async ({ pageParam }) => {
      const page = await api.get('futures/funding/mine', { page: pageParam, limit: PAGE }, { silent: true });
      return { items: page.items, hasMore: pageParam * PAGE < page.total };
    },
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
  });
}

/** The stored ticks an order's fill, trigger or liquidation cites. */
export function useOrderTicks(id: number) {
  return useQuery({
    queryKey: ['futures', 'ticks', id],
    queryFn: async () => toTicks(await api.get(`futures/order/${id}`, undefined, { silent: true })),
  });
}
