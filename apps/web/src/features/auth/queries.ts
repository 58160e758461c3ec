import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { session, useSession, type SessionUser } from '../../session';

export type SessionResult = { token: string; expires_at: number; user: SessionUser };
export type AreaCode = { iso: string; name: string; code: string };

export function useAreaCodes() {
  return useQuery({
    queryKey: ['area_code'],
    queryFn: () => api.get<AreaCode[]>('area_code', undefined, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSendCode() {
  return useMutation({
    mutationFn: ({ path, body }: { path: 'sms_send' | 'email_send'; body: Record<string, string> }) =>
      api.post<{ resend_after: number }>(path, body),
  });
}

/** Stores the new session and tells the server the language the user is reading in. */
function useStartSession() {
  const queryClient = useQueryClient();
  return (result: SessionResult): void => {
    queryClient.removeQueries();
    const state = session.getState();
    state.signIn(result.token, result.user);
    if (result.user.lang !== state.lang) void api.post('set/lang', { lang: state.lang }, { silent: true }).catch(() => undefined);
  };
}

export function useLogin() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (body: Record<string, string | undefined>) => api.post<SessionResult>('user/login', body),
    onSuccess: start,
  });
}

export function useRegister() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (body: Record<string, string | boolean | undefined>) => api.post<SessionResult>('user/register', body),
    onSuccess: start,
  });
}

export function useForgetPassword() {
  return useMutation({ mutationFn: (body: Record<string, string | undefined>) => api.post<null>('user/forget', body) });
}

/** Ends the session on the server (an already expired token is fine) and forgets it here. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.post('user/logout', {}, { silent: true, ignoreUnauthorized: true }).catch(() => undefined);
    },
    onSettled: () => {
      session.getState().clearAuth();
      queryClient.removeQueries();
    },
  });
}

/** The signed-in user, refreshed from user/center into the session store. */
export function useCurrentUser(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['user/center', token],
    queryFn: async () => {
      const user = await api.get<SessionUser>('user/center', undefined, { silent: true });
      session.getState().setUser(user);
      return user;
    },
    enabled: enabled && token !== null,
  });
}
