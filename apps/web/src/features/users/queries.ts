import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyAt, Lang } from '@candor/shared';
import { api } from '../../api/http';
import { changeLanguage } from '../../i18n';
import { session, useSession } from '../../session';

/** Stores the language locally, switches the interface, and tells the server (set/lang). */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  return async (lang: Lang): Promise<void> => {
    session.getState().setLang(lang);
    await changeLanguage(lang);
    await api.post('set/lang', { lang }, { silent: true }).catch(() => undefined);
    void queryClient.invalidateQueries();
  };
}

export function useSecurityInfo() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['user/center2', token],
    queryFn: () => api.get('user/center2', undefined, { silent: true }),
    enabled: token !== null,
  });
}

export function useHasFundPassword() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['user/has_password', token],
    queryFn: async () => (await api.get('user/has_password')).has_password,
    enabled: token !== null,
  });
}

function useInvalidateSecurity() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['user/has_password'] });
    void queryClient.invalidateQueries({ queryKey: ['user/center2'] });
    void queryClient.invalidateQueries({ queryKey: ['user/center'] });
  };
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: BodyAt<'POST', 'safe/update_password'>) => api.post('safe/update_password', body) });
}

export function useSetPayPassword() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: (body: BodyAt<'POST', 'user/setpaypwd'>) => api.post('user/setpaypwd', body),
    onSuccess: invalidate,
  });
}

export function useChangePayPassword() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: (body: BodyAt<'POST', 'user/e_pwd'>) => api.post('user/e_pwd', body),
    onSuccess: invalidate,
  });
}

/** A security code to the account's own email (else phone). */
export function useSendOwnCode() {
  return useMutation({ mutationFn: (channel?: 'email' | 'sms') => api.post('sms_other_mail', { channel }) });
}

/** Returns the demo accounts to the starting balance (the caller says so: this file stays free of the toasts, as the home page's language sheet loads it). */
export function useResetDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('demo/reset'),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: ['balances'] }); },
  });
}
