import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../session';

const ROOT = 'nft';

export function useNftList() {
  const lang = useSession((s) => s.lang);
  return useQuery({ queryKey: [ROOT, 'list', lang], queryFn: () => api.get('nft/list', undefined, { silent: true }) });
}

export function useNftCauses() {
  const lang = useSession((s) => s.lang);
  return useQuery({ queryKey: [ROOT, 'causes', lang], queryFn: () => api.get('nft/causes', undefined, { silent: true }) });
}

export function useNftDetail(id: number) {
  const lang = useSession((s) => s.lang);
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: [ROOT, 'detail', id, lang, token], queryFn: () => api.get('nft/detail', { id }, { silent: true }), enabled: id > 0 });
}

/** The user's editions; only real accounts own any. */
export function useMyNfts() {
  const lang = useSession((s) => s.lang);
  const token = useSession((s) => s.token);
  const demo = useSession((s) => s.demo);
  return useQuery({ queryKey: [ROOT, 'mine', lang, token], queryFn: () => api.get('nft/mine', undefined, { silent: true }), enabled: token !== null && !demo });
}

export function useBuyNft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: { id: number; idempotency_key: string }) => api.post('nft/buy', { ...b }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); },
  });
}

export const newKey = (): string => `nft-${[...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
