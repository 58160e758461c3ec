import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/http';
import { uploader } from '../../api/upload';
import { useSession } from '../../session';

const ROOT = 'referral';

function useOwner() {
  const token = useSession((s) => s.token);
  const lang = useSession((s) => s.lang);
  return { token, key: [token, lang] as const };
}

/** My code, link, invitee count, earnings and the published rate (user/invite). */
export function useShare() {
  const { token, key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'share', ...key], queryFn: () => api.get('user/invite'), enabled: token !== null });
}

export function useInvitees() {
  const { token, key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'invitees', ...key], queryFn: () => api.get('my_invite_list', { page: 1, limit: 50 }), enabled: token !== null });
}

export function useCommissions() {
  const { token, key } = useOwner();
  return useQuery({ queryKey: [ROOT, 'commissions', ...key], queryFn: () => api.get('my_account_return', { page: 1, limit: 50 }), enabled: token !== null });
}

/** The month's top 10 (public). */
export function useLeaderboard() {
  return useQuery({ queryKey: [ROOT, 'leaders'], queryFn: () => api.get('invite_list') });
}

/** The poster image: made on the server for the signed-in user, fetched with the session's header. */
export const fetchPoster = (signal: AbortSignal): Promise<Blob> => uploader.file('user/my_poster', { silent: true, signal });
