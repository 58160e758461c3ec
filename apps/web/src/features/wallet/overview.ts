import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../session';
import { useDemoMode } from '../demo/queries';

/** Every query of the wallet starts with this, so a transfer refreshes them all at once. */
export const WALLET_ROOT = 'wallet';

/**
 * The user's four accounts with every coin, valued in USDT (wallet/list), in the current mode. Silent: the page
 * shows the failure. Its own small file, because Home shows its total: Home imports this door, not queries.ts, so
 * the first screen does not carry the wallet's forms and records (the home route's JavaScript budget).
 */
export function useOverview() {
  const token = useSession((s) => s.token);
  const mode = useDemoMode().demo ? 'demo' : 'real';
  return useQuery({
    queryKey: [WALLET_ROOT, 'overview', token, mode],
    queryFn: ({ signal }) => api.get('wallet/list', undefined, { silent: true, signal }),
    enabled: token !== null,
  });
}
