import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { C2cOrder } from '@candor/shared';
import { api } from '../../api/http';
import { uploader } from '../../api/upload';
import { useSession } from '../../session';

export { useDemoMode } from '../demo/queries';

const ROOT = 'c2c';
const PAGE = 20;

function useOwner() {
  const token = useSession((s) => s.token);
  const demo = useSession((s) => s.demo);
  const lang = useSession((s) => s.lang);
  return { token, key: [token, demo ? 'demo' : 'real', lang] as const };
}

const next = (last: { total: number }, pages: readonly unknown[]): number | undefined => (pages.length * PAGE < last.total ? pages.length + 1 : undefined);

/** What the market offers: coins, fiat currencies, payment kinds. */
export function useMarketOptions() {
  const { key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'all', ...key], queryFn: () => api.get('ctc/product/all', undefined, { silent: true }), staleTime: 60_000 });
}

/** Online ads where the user does `side` (buy: the merchants' sell ads), of a coin and fiat, best price first, a page at a time. */
export function useAds(f: { side: 'buy' | 'sell'; coin: string | null; fiat: string | null }) {
  const { key } = useOwner();
  return useInfiniteQuery({
    queryKey: [ROOT, 'ads', f.side, f.coin, f.fiat, ...key],
    queryFn: ({ pageParam }) => api.get('ctc/product/list', { page: pageParam, limit: PAGE, side: f.side, coin: f.coin ?? undefined, fiat: f.fiat ?? undefined }, { silent: true }),
    initialPageParam: 1, getNextPageParam: next, enabled: f.coin !== null && f.fiat !== null,
  });
}

export function useAd(id: number) {
  const { key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'ad', id, ...key], queryFn: () => api.get('ctc/product/info', { id }, { silent: true }), enabled: id > 0 });
}

/** The caller's orders (as a taker, or on their own ads as a merchant), by status, a page at a time. */
export function useOrders(scope: 'mine' | 'merchant', status: number | null) {
  const { token, key } = useOwner();
  return useInfiniteQuery({
    queryKey: [ROOT, 'orders', scope, status, ...key],
    queryFn: ({ pageParam }) => api.get('ctc/order/list', {
      page: pageParam, limit: PAGE, status: status ?? undefined, merchant: scope === 'merchant' ? '1' : undefined,
    }, { silent: true }),
    initialPageParam: 1, getNextPageParam: next, enabled: token !== null,
    // An order placed or moved elsewhere (another tab, the other side) shows as soon as the list opens.
    refetchOnMount: 'always',
  });
}

export const orderKey = (id: number): readonly unknown[] => [ROOT, 'order', id];

export function useOrder(id: number) {
  const { token, key } = useOwner();
  return useQuery({ queryKey: [...orderKey(id), ...key], queryFn: () => api.get('ctc/order/info', { id }, { silent: true }), enabled: token !== null && id > 0 });
}

/** Keeps an order's cached copy current after an action or a live event. */
export function useOrderWriter() {
  const queryClient = useQueryClient();
  return (order: C2cOrder): void => {
    queryClient.setQueriesData<C2cOrder>({ queryKey: orderKey(order.id) }, order);
    void queryClient.invalidateQueries({ queryKey: [ROOT, 'orders'] });
  };
}

export type NewOrder = { id: number; amount?: string; quantity?: string; payment_method_id?: number; pay_type?: string; pay_account?: string; pay_holder?: string; pay_bank?: string };

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: NewOrder) => api.post('ctc/order/add', { ...b }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); },
  });
}

/** An action on an order (pay with an optional proof, cancel, release, appeal); the answer is the order as it now stands. */
export function useOrderAction() {
  const write = useOrderWriter();
  return useMutation({
    mutationFn: (a: { action: 'pay'; id: number; proof_id?: number } | { action: 'cancel' | 'release'; id: number } | { action: 'appeal'; id: number; reason: string; proof_id?: number }) => {
      if (a.action === 'pay') return api.put('ctc/order/pay', { id: a.id, proof_id: a.proof_id });
      if (a.action === 'appeal') return api.put('ctc/order/appeal', { id: a.id, reason: a.reason, proof_id: a.proof_id });
      if (a.action === 'cancel') return api.put('ctc/order/cancel', { id: a.id });
      return api.put('ctc/order/release', { id: a.id });
    },
    onSuccess: write,
  });
}

/** A proof or chat image; silent, the page says why it failed. */
export function useUploadImage() {
  return useMutation({ mutationFn: (file: File) => uploader.upload('ctc/order/upload', file, { silent: true }) });
}

/** An image of an order (proof or chat), served only to its two sides. */
export function fetchOrderImage(orderId: number, imageId: number, signal: AbortSignal): Promise<Blob> {
  return uploader.file(`ctc/order/${orderId}/image/${imageId}`, { silent: true, signal });
}

export function useChatHistory(orderId: number) {
  const { token, key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'chat', orderId, ...key], queryFn: () => api.get('ctc/chat/list', { id: orderId, limit: 100 }, { silent: true }), enabled: token !== null && orderId > 0 });
}

export function useSendMessage() {
  return useMutation({ mutationFn: (m: { id: number; text?: string; image_id?: number }) => api.post('ctc/chat/send', { ...m }) });
}

export function useMerchantMe() {
  const { token, key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'merchant', ...key], queryFn: () => api.get('ctc/merchant/info', undefined, { silent: true }), enabled: token !== null });
}

function useMerchantMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); } });
}

export const useApplyMerchant = () => useMerchantMutation((nickname: string) => api.post('ctc/merchant/apply', { nickname }));
export const useLockBond = () => useMerchantMutation(() => api.post('ctc/merchant/bond'));

export function usePayMethods(enabled: boolean) {
  const { key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'payments', ...key], queryFn: () => api.get('ctc/merchant/payments', undefined, { silent: true }), enabled });
}

export const useDisablePayMethod = () => useMerchantMutation((id: number) => api.post(`ctc/merchant/payments/${id}/disable`));
export const useQuitMerchant = () => useMerchantMutation(() => api.post('ctc/merchant/quit'));
export const useAddPayMethod = () => useMerchantMutation((b: { pay_type: string; account: string; holder: string; bank?: string }) => api.post('ctc/merchant/payments', { ...b }));

export function useMyAds(enabled: boolean) {
  const { key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'myAds', ...key], queryFn: () => api.get('ctc/merchant/ads', { page: 1, limit: 50 }, { silent: true }), enabled });
}

export type AdFields = {
  side: 'buy' | 'sell'; coin: string; fiat: string; price_type: 'fixed' | 'float'; fixed_price?: string; margin?: string;
  min_amount: string; max_amount: string; available: string; payment_method_ids: string; payment_window: string; terms: string;
};

export const useCreateAd = () => useMerchantMutation((f: AdFields) => api.post('ctc/merchant/ads', { ...f }));
export const useSetAdStatus = () => useMerchantMutation((a: { id: number; status: 'online' | 'offline' }) => api.post(`ctc/merchant/ads/${a.id}`, { status: a.status }));
export const useCloseAd = () => useMerchantMutation((id: number) => api.post(`ctc/merchant/ads/${id}/close`));
