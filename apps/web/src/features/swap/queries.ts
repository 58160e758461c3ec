import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../session';
import { useDemoMode } from '../demo/queries';
import { readCatalog, type SwapKind } from './model/catalog';
import { ORDERS_PER_PAGE, toOrdersPage } from './model/orders';
import { exchangePath, quotePath, readQuote, type ExchangeBody, type QuoteRequest } from './model/quote';

export { useBalances, useDemoMode, useStartGuestDemo } from '../demo/queries';

type Mode = 'real' | 'demo';

export function useSwapMode(): Mode {
  return useDemoMode().demo ? 'demo' : 'real';
}

/** The coins, the fiat currencies and the terms: public, and they change only when an operator changes them. */
export function useCatalog() {
  return useQuery({
    queryKey: ['swap', 'currencies'],
    queryFn: async () => readCatalog(await api.get('swap/currencies', undefined, { silent: true })),
    staleTime: 60_000,
  });
}

/**
 * The quote of a request. Silent: a refusal (below the minimum, no price) is shown beside the form, not as a toast
 * per keystroke. Never refetched behind the user's back: the page refreshes it when it expires. The previous quote
 * stays on screen while the next one loads (marked as not matching the form, so it cannot be confirmed).
 */
export function useQuote(request: QuoteRequest | null) {
  const token = useSession((s) => s.token);
  const mode = useSwapMode();
  return useQuery({
    queryKey: ['swap', 'quote', token, mode, request],
    queryFn: async ({ signal }) => {
      const r = request as QuoteRequest;
      const query = { from: r.from, to: r.to, amount: r.amount ?? undefined };
      // Both quote routes answer a SwapQuote; the client types one literal path at a time, hence one call per branch.
      const path = quotePath(r.kind);
      const wire = path === 'swap/getCurrencyRateFiat' ? await api.get(path, query, { silent: true, signal }) : await api.get(path, query, { silent: true, signal });
      return readQuote(wire, Date.now());
    },
    enabled: request !== null && token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    placeholderData: keepPreviousData,
  });
}

/** The swap itself; the server's refusal arrives as a toast (the API client) and as the thrown ApiError. */
export function useExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: SwapKind; body: ExchangeBody }) => {
      const path = exchangePath(kind);
      // As for the quote: both answer a SwapOrder, one typed call per path.
      return path === 'swap/exchangeCurrencyFiat' ? api.post(path, body) : api.post(path, body);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['balances'] });
      void queryClient.invalidateQueries({ queryKey: ['swap', 'orders'] });
    },
  });
}

export const ordersKey = (token: string | null, mode: Mode): readonly unknown[] => ['swap', 'orders', token, mode];

export async function fetchOrdersPage(page: number) {
  const answer = await api.get('swap/orders', { page, limit: ORDERS_PER_PAGE }, { silent: true });
  return toOrdersPage(answer, page);
}
