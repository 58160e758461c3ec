import type { MiningStatus } from '@candor/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import type { PageResult } from '../../../ui/list';
import { refreshEarn } from '../finance/queries';

const PAGE = 20;

/** Machines for rent: price, daily output, term, stock, state and the earn account's coverage (public). */
export function useMiningConfig() {
  return useQuery({ queryKey: ['earn', 'mining', 'config'], queryFn: () => api.get('mining/config', undefined, { silent: true }), refetchInterval: 60_000 });
}

export function useMachine(id: number | null) {
  return useQuery({
    queryKey: ['earn', 'mining', 'machine', id],
    queryFn: () => api.get('mining/detail', { id: id ?? 0 }, { silent: true }),
    enabled: id !== null,
  });
}

export function leasesKey(status: MiningStatus | 'all', token: string | null, mode: string): readonly unknown[] {
  return ['earn', 'mining', 'leases', status, token, mode];
}

export async function fetchLeases(status: MiningStatus | 'all', page: number) {
  const data = await api.get('mining/list', { page, limit: PAGE, ...(status === 'all' ? {} : { status }) }, { silent: true });
  return { items: data.items, hasMore: page * PAGE < data.total } satisfies PageResult<(typeof data.items)[number]>;
}

export function useRent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; quantity: string; idempotency_key: string }) => api.post('mining/pay', { ...body, agree: '1' }),
    onSettled: () => refreshEarn(queryClient),
  });
}
