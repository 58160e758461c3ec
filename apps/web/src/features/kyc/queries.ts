import type { BodyAt, KycDocumentKind, KycState } from '@candor/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { uploader } from '../../api/upload';
import { session, useSession } from '../../session';

export { useDemoMode } from '../demo/queries';

const ROOT = 'kyc';

/** The user's KYC state (user/realName): level, each level's status and a rejection's reason. */
export function useKycState() {
  const token = useSession((s) => s.token);
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: [ROOT, 'state', token, lang],
    queryFn: () => api.post('user/realName', undefined, { silent: true }),
    enabled: token !== null,
  });
}

/** Countries for the basic form (the same list as the phone forms' area codes). */
export function useCountries() {
  return useQuery({ queryKey: [ROOT, 'countries'], queryFn: () => api.get('area_code', undefined, { silent: true }), staleTime: 3_600_000 });
}

/** After a submission: the page's state and the session's stored real-name record follow the server's answer. */
function useSubmitted() {
  const queryClient = useQueryClient();
  return (state: KycState): void => {
    session.getState().setRealName(state);
    void queryClient.invalidateQueries({ queryKey: [ROOT] });
    void queryClient.invalidateQueries({ queryKey: ['users'] });
  };
}

export function useSubmitBasic() {
  const done = useSubmitted();
  return useMutation({ mutationFn: (body: BodyAt<'POST', 'user/basicKyc'>) => api.post('user/basicKyc', body), onSuccess: done });
}

export function useSubmitAdvanced() {
  const done = useSubmitted();
  return useMutation({ mutationFn: (body: BodyAt<'POST', 'user/advancedKyc'>) => api.post('user/advancedKyc', body), onSuccess: done });
}

/** Sends one document; silent, because the picker shows why it failed under itself. */
export function useUploadDocument() {
  return useMutation({
    mutationFn: ({ kind, file }: { kind: KycDocumentKind; file: File }) => uploader.upload(`user/kyc/upload/${kind}`, file, { silent: true }),
  });
}
