import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyAt, SessionGrant } from '@candor/shared';
import { api } from '../../api/http';
import { session, useSession } from '../../session';
import { walletAddress, walletSign, type WalletChain } from './model/wallet';

export function useTwoFactor() {
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: ['user/2fa', token], queryFn: () => api.get('user/2fa'), enabled: token !== null });
}

function useInvalidate(key: string) {
  const queryClient = useQueryClient();
  return () => { void queryClient.invalidateQueries({ queryKey: [key] }); };
}

export function useTwoFactorSetup() {
  return useMutation({ mutationFn: () => api.post('user/2fa/setup') });
}

export function useTwoFactorEnable() {
  const invalidate = useInvalidate('user/2fa');
  return useMutation({ mutationFn: (code: string) => api.post('user/2fa/enable', { code }), onSuccess: invalidate });
}

export function useTwoFactorDisable() {
  const invalidate = useInvalidate('user/2fa');
  return useMutation({ mutationFn: (code: string) => api.post('user/2fa/disable', { code }), onSuccess: invalidate });
}

export function useSessions() {
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: ['user/sessions', token], queryFn: () => api.get('user/sessions'), enabled: token !== null });
}

export function useEndSession() {
  const invalidate = useInvalidate('user/sessions');
  return useMutation({ mutationFn: (id: number) => api.post('user/sessions/end', { id }), onSuccess: invalidate });
}

export function useWallets() {
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: ['user/wallets', token], queryFn: () => api.get('user/wallets'), enabled: token !== null });
}

/** The wallet signs a fresh server nonce's message: what wallet_login/verify and user/wallets/bind take. */
async function signedBy(chain: WalletChain): Promise<BodyAt<'POST', 'user/wallets/bind'>> {
  const address = await walletAddress(chain);
  const { message } = await api.post('wallet_login/nonce', { chain, address });
  return { chain, message, signature: await walletSign(chain, message, address) };
}

export function useBindWallet() {
  const invalidate = useInvalidate('user/wallets');
  return useMutation({ mutationFn: async (chain: WalletChain) => api.post('user/wallets/bind', await signedBy(chain)), onSuccess: invalidate });
}

export function useUnbindWallet() {
  const invalidate = useInvalidate('user/wallets');
  return useMutation({ mutationFn: (id: number) => api.post('user/wallets/unbind', { id }), onSuccess: invalidate });
}

/** Logs in by a wallet (a new wallet opens a new account) and stores the session. */
export function useWalletLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (p: { chain: WalletChain; totp?: string }): Promise<SessionGrant> =>
      api.post('wallet_login/verify', { ...(await signedBy(p.chain)), ...(p.totp ? { totp: p.totp } : {}) }),
    onSuccess: (result) => {
      queryClient.removeQueries();
      session.getState().signIn(result.token, result.user);
    },
  });
}
