import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../api/http';
import { checkLogin } from '../../../app/guards';
import { currentPath } from '../../../app/navigation';
import { session, useSession } from '../../../session';
import type { LiveQuote } from '../model/quotes';
import { favoriteQuotesKey } from './quotes';

const isSetKey = (symbol: string, token: string | null) => ['favorite/isSet', symbol, token];

/** Whether the market is one of the signed-in user's favourites (false for a visitor). */
export function useIsFavorite(symbol: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: isSetKey(symbol, token),
    queryFn: async () => (await api.get('favorite/isSet', { product_code: symbol }, { silent: true })).is_set,
    enabled: token !== null && symbol !== '',
  });
}

type Toggle = { quote: LiveQuote; on: boolean };

/**
 * Adds or removes a favourite, showing the change at once and correcting it from the server's answer.
 * A visitor is sent to the login page, which brings them back here.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const mutation = useMutation({
    mutationFn: ({ quote, on }: Toggle) => api.post('favorite/set', { product_code: quote.symbol, set: on ? '1' : '0' }),
    onMutate: ({ quote, on }: Toggle) => {
      queryClient.setQueryData(isSetKey(quote.symbol, token), on);
      queryClient.setQueryData<readonly LiveQuote[]>(favoriteQuotesKey(token), (old) => {
        if (!old) return old;
        const rest = old.filter((q) => q.symbol !== quote.symbol);
        return on ? [...rest, quote] : rest;
      });
    },
    onSuccess: (result, { quote }) => { queryClient.setQueryData(isSetKey(quote.symbol, token), result.is_set); },
    onError: (_error, { quote }) => { void queryClient.invalidateQueries({ queryKey: isSetKey(quote.symbol, token) }); },
    onSettled: () => { void queryClient.invalidateQueries({ queryKey: favoriteQuotesKey(token) }); },
  });
  return (quote: LiveQuote, on: boolean): void => {
    const check = checkLogin(session.getState(), currentPath());
    if (!check.ok) {
      if (check.redirect !== null) void navigate(check.redirect);
      return;
    }
    mutation.mutate({ quote, on });
  };
}
