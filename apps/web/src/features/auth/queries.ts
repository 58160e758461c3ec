import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyAt, SessionGrant } from '@candor/shared';
import { api } from '../../api/http';
import { session, useSession } from '../../session';
import type { CodeRequest } from './model/forms';

export function useAreaCodes() {
  return useQuery({
    queryKey: ['area_code'],
    queryFn: () => api.get('area_code', undefined, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSendCode() {
  return useMutation({
    mutationFn: (request: CodeRequest) =>
      (request.path === 'sms_send' ? api.post('sms_send', request.body) : api.post('email_send', request.body)),
  });
}

/** Stores the new session and tells the server the language the user is reading in. */
function useStartSession() {
  const queryClient = useQueryClient();
  return (result: SessionGrant): void => {
    queryClient.removeQueries();
    const state = session.getState();
    state.signIn(result.token, result.user);
    if (result.user.lang !== state.lang) void api.post('set/lang', { lang: state.lang }, { silent: true }).catch(() => undefined);
  };
}

export function useLogin() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (body: BodyAt<'POST', 'user/login'>) => api.post('user/login', body),
    onSuccess: start,
  });
}

export function useRegister() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (body: BodyAt<'POST', 'user/register'>) => api.post('user/register', body),
    onSuccess: start,
  });
}

export function useForgetPassword() {
  return useMutation({ mutationFn: (body: BodyAt<'POST', 'user/forget'>) => api.post('user/forget', body) });
}

/** Ends the session on the server (an already expired token is fine) and forgets it here. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.post('user/logout', undefined, { silent: true, ignoreUnauthorized: true }).catch(() => undefined);
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
      const user = await api.get('user/center', undefined, { silent: true });
      session.getState().setUser(user);
      return user;
    },
    enabled: enabled && token !== null,
  });
}
