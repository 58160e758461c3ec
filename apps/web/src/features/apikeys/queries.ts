import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../session';
import type { CreateKeyBody } from './model/form';

const ROOT = 'apikeys';

/** The user's keys, newest first (revoked ones included). */
export function useApiKeys() {
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: [ROOT, token], queryFn: () => api.get('apikey/list', undefined, { silent: true }), enabled: token !== null });
}

export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: CreateKeyBody) => api.post('apikey/create', { ...b }),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); },
  });
}

/** Pause, resume or delete a key. */
export function useKeyAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'pause' | 'resume' | 'delete' }) => {
      if (action === 'pause') await api.post(`apikey/${id}/pause`);
      else if (action === 'resume') await api.post(`apikey/${id}/resume`);
      else await api.post(`apikey/${id}/delete`);
    },
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: [ROOT] }); },
  });
}
