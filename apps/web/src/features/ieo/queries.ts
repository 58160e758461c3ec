import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../session';

export { useDemoMode } from '../demo/queries';

const ROOT = 'ieo';

function useOwner() {
  const token = useSession((s) => s.token);
  const demo = useSession((s) => s.demo);
  const lang = useSession((s) => s.lang);
  return { token, key: [token, demo ? 'demo' : 'real', lang] as const };
}

export function useIeoProjects() {
  const { key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'list', ...key], queryFn: () => api.get('ieo/list', { page: 1, limit: 50 }) });
}

/** The user's applications (silent: a demo refusal is shown in place). */
export function useMyApplications() {
  const { token, key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'mine', ...key], queryFn: () => api.get('ieo/myApply', { page: 1, limit: 50 }, { silent: true }), enabled: token !== null });
}

export function useApplication(id: number) {
  const { token, key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'order', id, ...key], queryFn: () => api.get('ieo/order', { id }, { silent: true }), enabled: token !== null && id > 0 });
}

const newKey = (prefix: string): string => `${prefix}-${[...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: { id: number; amount: string }) => api.post('ieo/apply', { ...b, idempotency_key: newKey('ieo') }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); },
  });
}

export function usePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('ieo/pay', { id, idempotency_key: newKey('pay') }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); },
  });
}

export function usePublications() {
  const { key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'products', ...key], queryFn: () => api.get('publication/list', { page: 1, limit: 50 }) });
}

export function usePublication(id: number) {
  const { key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'product', id, ...key], queryFn: () => api.get('publication/detail', { id }), enabled: id > 0 });
}

export function usePurchases() {
  const { token, key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'purchases', ...key], queryFn: () => api.get('publication/orders', { page: 1, limit: 50 }, { silent: true }), enabled: token !== null });
}

export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: { id: number; amount: string }) => api.post('publication/purchase', { ...b, idempotency_key: newKey('pub') }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); },
  });
}

export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('publication/redeem', { id, idempotency_key: newKey('red') }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); },
  });
}
