import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../session';

export { useDemoMode } from '../demo/queries';

const ROOT = 'loans';

function useOwner() {
  const token = useSession((s) => s.token);
  const demo = useSession((s) => s.demo);
  const lang = useSession((s) => s.lang);
  return { token, key: [token, demo ? 'demo' : 'real', lang] as const };
}

/** Eligibility, the limit of the KYC level and its use, the products (loan/index); silent: a demo refusal is shown in place. */
export function useLoanIndex() {
  const { token, key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'index', ...key], queryFn: () => api.get('loan/index', undefined, { silent: true }), enabled: token !== null });
}

/** The user's loans, newest first. */
export function useLoanRecords() {
  const { token, key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'records', ...key], queryFn: () => api.get('loan/record', { page: 1, limit: 50 }, { silent: true }), enabled: token !== null });
}

export type ApplyBody = { product_id: number; amount: string; idempotency_key: string };
export type RepayBody = { id: number; amount?: string; all?: boolean; idempotency_key: string };

export function useApplyLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: ApplyBody) => api.post('loan/apply', { ...b }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); },
  });
}

export function useRepayLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: RepayBody) => api.post('loan/repay', { ...b }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); },
  });
}

export const newKey = (prefix: string): string => `${prefix}-${[...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
