import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/http';
import { session, useSession } from '../../session';

export { totalOf, totalsByAsset, type AssetTotal, type Balance } from './model/balances';

/** The user's accounts in the current mode (X-Demo selects the demo accounts). */
export function useBalances() {
  const token = useSession((s) => s.token);
  const demo = useSession((s) => s.demo);
  return useQuery({
    queryKey: ['balances', token, demo ? 'demo' : 'real'],
    queryFn: () => api.get('getBalance', undefined, { silent: true }),
    enabled: token !== null,
  });
}

/** Switches demo mode in and out; a guest is always in demo mode. */
export function useDemoMode() {
  const demo = useSession((s) => s.demo);
  const guest = useSession((s) => s.user?.kind === 'guest');
  const queryClient = useQueryClient();
  const set = (on: boolean): void => {
    session.getState().setDemo(on);
    void queryClient.invalidateQueries({ queryKey: ['balances'] });
  };
  return { demo: demo || guest, guest, enter: () => set(true), leave: () => set(false) };
}

/**
 * A visitor's one-tap demo: a guest session holding only virtual money. Plain state rather than a mutation, so the
 * home page does not load the mutation code for it.
 */
export function useStartGuestDemo() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const start = async (): Promise<boolean> => {
    setPending(true);
    try {
      const result = await api.post('demo/guest');
      queryClient.removeQueries();
      session.getState().signIn(result.token, result.user);
      return true;
    } catch {
      return false;
    } finally {
      setPending(false);
    }
  };
  return { start, isPending };
}
