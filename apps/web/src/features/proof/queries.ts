import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../session';

const ROOT = 'proof';

/** The published roots of the latest day (anyone may read them). */
export function useProofRoots(day?: string) {
  return useQuery({ queryKey: [ROOT, 'roots', day ?? 'latest'], queryFn: () => api.get('proof/roots', day ? { day } : {}, { silent: true }) });
}

/** The user's leaf and path per asset for a day; silent: "not published yet" is shown in place. */
export function useMyProof(day?: string) {
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: [ROOT, 'mine', token, day ?? 'latest'], queryFn: () => api.get('proof/mine', day ? { day } : {}, { silent: true }), enabled: token !== null });
}
