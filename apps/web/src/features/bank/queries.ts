import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../session';
import type { CardForm } from './model/card-form';

export { useDemoMode } from '../demo/queries';

const ROOT = 'bank';

function useOwner() {
  const token = useSession((s) => s.token);
  const demo = useSession((s) => s.demo);
  const lang = useSession((s) => s.lang);
  return { token, key: [token, demo ? 'demo' : 'real', lang] as const };
}

/** The bound cards and the KYC name a card must carry (user/cash_info); silent: a demo refusal is shown in place. */
export function useCashInfo() {
  const { token, key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'cards', ...key], queryFn: () => api.post('user/cash_info', undefined, { silent: true }), enabled: token !== null });
}

/** The bank withdrawal terms, rates, cards and balance (bank/withdraw_info). */
export function useBankWithdrawInfo() {
  const { token, key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'info', ...key], queryFn: () => api.get('bank/withdraw_info', undefined, { silent: true }), enabled: token !== null });
}

/** The user's bank withdrawals, newest first. */
export function useBankRecords() {
  const { token, key } = useOwner();
  return useQuery({
    queryKey: [ROOT, 'records', ...key], queryFn: () => api.get('bank/withdrawals', { page: 1, limit: 50 }, { silent: true }), enabled: token !== null,
  });
}

export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (f: CardForm) => api.post('user/cash_save', { ...f }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); },
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('user/cash_delete', { id }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); },
  });
}

export type BankWithdrawBody = { card_id: number; amount: string; currency: string; pay_password: string; idempotency_key: string };

export function useBankWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: BankWithdrawBody) => api.post('bank/withdraw', { ...b }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); },
  });
}
