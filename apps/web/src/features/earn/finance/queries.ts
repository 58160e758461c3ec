import type { TrustTab } from '@candor/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session';
import type { PageResult } from '../../../ui/list';

const PAGE = 20;

/** Who is asking and in which mode: the user's reads are keyed by both (demo mode answers the restriction). */
export function useViewer() {
  const token = useSession((s) => s.token);
  const demo = useSession((s) => s.demo || s.user?.kind === 'guest');
  return { token, mode: demo ? 'demo' : 'real', loggedIn: token !== null } as const;
}

/** Trust products with their terms, quota, state and the earn account's coverage (public). */
export function useTrustConfig() {
  return useQuery({ queryKey: ['earn', 'trust', 'config'], queryFn: () => api.get('lh/deposit/config', {}, { silent: true }), refetchInterval: 60_000 });
}

export function useTrustProduct(id: number | null) {
  return useQuery({
    queryKey: ['earn', 'trust', 'product', id],
    queryFn: () => api.get('lh/deposit/product_info', { id: id ?? 0 }, { silent: true }),
    enabled: id !== null,
  });
}

/** The funding account's available balance per coin (what subscriptions pay from); only for a signed-in real account. */
export function useFundingAvailable(coin: string | undefined) {
  const { token, mode } = useViewer();
  const query = useQuery({
    queryKey: ['earn', 'funding', token, mode],
    queryFn: () => api.get('lh/defaultPay', undefined, { silent: true }),
    enabled: token !== null && mode === 'real',
  });
  const found = query.data?.coins.find((c) => c.coin === coin);
  return query.data ? (found?.available ?? '0') : null;
}

/** Totals per coin and yesterday's income. */
export function useTrustReport() {
  const { token, mode } = useViewer();
  return useQuery({
    queryKey: ['earn', 'trust', 'report', token, mode],
    queryFn: () => api.get('lh/deposit/report', undefined, { silent: true }),
    enabled: token !== null,
    retry: false,
  });
}

export function trustOrdersKey(tab: TrustTab, token: string | null, mode: string): readonly unknown[] {
  return ['earn', 'trust', 'orders', tab, token, mode];
}

export async function fetchTrustOrders(tab: TrustTab, page: number) {
  const data = await api.get('lh/deposit/order', { tab, page, limit: PAGE }, { silent: true });
  return { items: data.items, hasMore: page * PAGE < data.total } satisfies PageResult<(typeof data.items)[number]>;
}

export function useUplan() {
  const { token, mode } = useViewer();
  return useQuery({
    queryKey: ['earn', 'uplan', token, mode],
    queryFn: () => api.get('lh/getUplan', undefined, { silent: true }),
    enabled: token !== null,
    retry: false,
  });
}

/** After anything that moves the user's earn money: every earn read and the balances. */
export function refreshEarn(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['earn'] });
  void queryClient.invalidateQueries({ queryKey: ['balances'] });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; amount: string; idempotency_key: string }) => api.post('lh/deposit', { ...body, agree: '1' }),
    onSettled: () => refreshEarn(queryClient),
  });
}

export function useAddToOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; amount: string; idempotency_key: string }) => api.post('lh/additionalDeposit', body),
    onSettled: () => refreshEarn(queryClient),
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api.post('lh/order/cancel', { id }), onSettled: () => refreshEarn(queryClient) });
}

/** Early redemption: a trust order, a quantify order, or (some of) the U plan's flexible balance. */
export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: 'trust' | 'quantify' | 'uplan'; id?: number; amount?: string }) => api.post('lh/redeem', body),
    onSettled: () => refreshEarn(queryClient),
  });
}

export function useSetUplan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { enabled: boolean; keep_amount: string }) => api.post('lh/setUplan', { enabled: body.enabled ? '1' : '0', keep_amount: body.keep_amount }),
    onSettled: () => refreshEarn(queryClient),
  });
}
