import type { QuantifyStatus } from '@candor/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import type { PageResult } from '../../../ui/list';
import { refreshEarn } from '../finance/queries';

const PAGE = 20;

/** Quantify plans, their published rate range and rule, and whether a robot is behind the yield (public). */
export function useQuantifyConfig() {
  return useQuery({ queryKey: ['earn', 'quantify', 'config'], queryFn: () => api.get('lh/send/config', undefined, { silent: true }), refetchInterval: 60_000 });
}

export function useQuantifyPlan(id: number | null) {
  return useQuery({
    queryKey: ['earn', 'quantify', 'plan', id],
    queryFn: () => api.get('lh/send/product_info', { id: id ?? 0 }, { silent: true }),
    enabled: id !== null,
  });
}

export function quantifyOrdersKey(status: QuantifyStatus | 'all', token: string | null, mode: string): readonly unknown[] {
  return ['earn', 'quantify', 'orders', status, token, mode];
}

export async function fetchQuantifyOrders(status: QuantifyStatus | 'all', page: number) {
  const data = await api.get('lh/send/order_list', { page, limit: PAGE, ...(status === 'all' ? {} : { status }) }, { silent: true });
  return { items: data.items, hasMore: page * PAGE < data.total } satisfies PageResult<(typeof data.items)[number]>;
}

export function useStartPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; amount: string; idempotency_key: string }) => api.post('lh/send/order', { ...body, agree: '1' }),
    onSettled: () => refreshEarn(queryClient),
  });
}
