import type { UploadedProof } from '@candor/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { uploader } from '../../api/upload';
import { useSession } from '../../session';
import { useDemoMode } from '../demo/queries';
import { sortCoins } from './model/coins';
import { RECORDS_PER_PAGE, toRecordsPage } from './model/records';
import type { ChargeBody } from './model/summary';

export { useDemoMode } from '../demo/queries';

/** What uploadRecharge answers (the API contract's shape). */
export type { UploadedProof };

/** The coins one can deposit, their networks and minimums (works in demo mode too: it only describes). */
export function useDepositCoins() {
  const token = useSession((s) => s.token);
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: ['deposits', 'coins', token, lang],
    queryFn: async () => sortCoins(await api.post('wallet/deposit_currency', undefined, { silent: true })),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/**
 * A network's address. Silent: "Deposit not yet open", "Payment address is not currently configured" and the
 * demo refusal are shown in place of the address, not as a toast. Not asked for in demo mode (the server refuses).
 */
export function useDepositAddress(coin: string | undefined, network: string | undefined) {
  const token = useSession((s) => s.token);
  const { demo } = useDemoMode();
  return useQuery({
    queryKey: ['deposits', 'address', token, coin, network],
    queryFn: () => api.post('wallet/get_address', { coin, network }, { silent: true }),
    enabled: token !== null && !demo && coin !== undefined && network !== undefined,
    retry: false,
    staleTime: 60_000,
  });
}

/** The page's notes for a coin and network, in the current language (server-translated); optional. */
export function useDepositNotes(coin: string | undefined, network: string | undefined) {
  const token = useSession((s) => s.token);
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: ['deposits', 'info', token, lang, coin, network],
    queryFn: async () => (await api.post('wallet/get_info', { coin, network }, { silent: true })).notes,
    enabled: token !== null && coin !== undefined && network !== undefined,
    retry: false,
    staleTime: 60_000,
  });
}

/** Sends the proof image; silent, because the form shows why it failed under the field. */
export function useUploadProof() {
  return useMutation({
    mutationFn: (file: File) => uploader.upload('uploadRecharge', file, { silent: true }),
  });
}

/** The deposit request; a refusal arrives as the server's toast (the API client) and as the thrown ApiError. */
export function useChargeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh object literal, which the contract's typed signature takes (a variable lacking its optional fields would not be).
    mutationFn: (body: ChargeBody) => api.post('wallet/charge_req', { ...body }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: ['deposits', 'records'] }); },
  });
}

export const recordsKey = (token: string | null): readonly unknown[] => ['deposits', 'records', token];

export async function fetchRecordsPage(page: number) {
  const answer = await api.get('charge_mention/log2', { page, limit: RECORDS_PER_PAGE }, { silent: true });
  return toRecordsPage(answer, page);
}

/** The user's own proof image (served only to its owner, with the Authorization header). */
export function fetchProofImage(id: number, signal: AbortSignal): Promise<Blob> {
  return uploader.file(`uploads/${id}`, { silent: true, signal });
}
