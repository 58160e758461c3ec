import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../session';
import type { WithdrawRequest } from './model/form';
import { findWithdrawal, type RecordsPage } from './model/records';

export { useDemoMode } from '../demo/queries';

const ROOT = 'withdrawals';

/** Token and mode: every answer here belongs to one login and, in demo mode, is the server's refusal. */
function useOwner() {
  const token = useSession((s) => s.token);
  const demo = useSession((s) => s.demo);
  const lang = useSession((s) => s.lang);
  return { token, key: [token, demo ? 'demo' : 'real', lang] as const };
}

/**
 * Coins, networks, minimums, fee rates, balances and today's count (wallet/withdrawal_currency). Silent: a refusal
 * (demo mode) is shown in place of the page, with the server's message.
 */
export function useWithdrawInfo() {
  const { token, key } = useOwner();
  return useQuery({
    queryKey: [ROOT, 'info', ...key],
    queryFn: () => api.get('wallet/withdrawal_currency', undefined, { silent: true }),
    enabled: token !== null,
  });
}

/** The whole address book, newest first (wallet/apv_address); pages narrow it to a coin and network. */
export function useAddressBook() {
  const { token, key } = useOwner();
  return useQuery({
    queryKey: [ROOT, 'addresses', ...key],
    queryFn: () => api.post('wallet/apv_address', undefined, { silent: true }),
    enabled: token !== null,
  });
}

/** Whether a fund password is set (the settings pages share this cache entry and refresh it when one is set). */
export function useHasFundPassword() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['user/has_password', token],
    queryFn: async () => (await api.get('user/has_password', undefined, { silent: true })).has_password,
    enabled: token !== null,
  });
}

export type NewAddress = { coin: string; network: string; address: string; remark: string; pay_password: string; code: string };

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh object literal, which the contract's typed signature takes (a variable lacking its optional fields would not be).
    mutationFn: (body: NewAddress) => api.post('wallet/addaddress', { ...body }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT, 'addresses'] }); },
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('wallet/deladdress', { id }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT, 'addresses'] }); },
  });
}

/** A security code to the account's own email, else its phone (sms_other_mail); answers the resend delay. */
export function useSendOwnCode() {
  return useMutation({ mutationFn: () => api.post('sms_other_mail') });
}

/** The request: amount + fee are locked in the funding account until review. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh object literal, as for wallet/addaddress.
    mutationFn: (body: WithdrawRequest & { idempotency_key: string }) => api.post('wallet/out', { ...body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [ROOT] });
      // Balances and the wallet's records changed too (demo/queries' and the wallet feature's caches).
      void queryClient.invalidateQueries({ queryKey: ['balances'] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}

const fetchRecordsPage = (page: number, limit: number): Promise<RecordsPage> =>
  api.get('charge_mention/log3', { page, limit }, { silent: true });

/** One withdrawal of the user's, looked up in the records (null when none has this id). */
export function useWithdrawal(id: number | null) {
  const { token, key } = useOwner();
  return useQuery({
    queryKey: [ROOT, 'detail', ...key, id],
    queryFn: () => findWithdrawal(fetchRecordsPage, id ?? 0),
    enabled: token !== null && id !== null,
  });
}
