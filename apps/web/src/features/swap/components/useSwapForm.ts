import { type Atoms } from '@candor/shared';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isLoggedIn, loginUrl } from '../../../app/guards';
import { currentPath } from '../../../app/navigation';
import { ApiError } from '../../../api/http';
import { useSession } from '../../../session';
import { toast } from '../../../ui/toast';
import { assetOf, type Catalog } from '../model/catalog';
import { validate, visibleErrors } from '../model/errors';
import { initialForm, pairOf, swapFormReducer } from '../model/form';
import { availableOf } from '../model/orders';
import { afterRefusal, exchangeBody, pairKey, quoteRequest, readiness } from '../model/quote';
import { summarize } from '../model/summary';
import { useBalances, useExchange } from '../queries';
import { showMoney } from './money';
import { QUOTE_DEBOUNCE_MS, useDebounced, useSwapQuote } from './useSwapQuote';

/** The swap form's state, errors, quote and summary (all from the pure model), and the Confirm that swaps. */
export function useSwapForm(catalog: Catalog) {
  const { t } = useTranslation('swap');
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSession(isLoggedIn);
  const [state, dispatch] = useReducer(swapFormReducer, location.search, (search) => {
    const q = new URLSearchParams(search);
    return swapFormReducer(initialForm({ from: q.get('from'), to: q.get('to'), kind: q.get('kind') }), { kind: 'catalog', catalog });
  });
  const [mins, setMins] = useState<Readonly<Record<string, Atoms>>>({});
  const [refusal, setRefusal] = useState<{ message: string; quoteId: string } | null>(null);
  const balances = useBalances();
  const exchange = useExchange();

  useEffect(() => { dispatch({ kind: 'catalog', catalog }); }, [catalog]);

  const pair = pairOf(state);
  const fromAsset = assetOf(catalog, state.kind, pair.from);
  const toAsset = assetOf(catalog, state.kind, pair.to);
  const available = loggedIn && balances.data ? availableOf(balances.data, pair.from) : null;
  const min = mins[pairKey({ kind: state.kind, ...pair })] ?? null;
  const ctx = { decimals: fromAsset?.decimals ?? null, available, min };
  const errors = validate(state, ctx);
  const requestCtx = { loggedIn, decimals: ctx.decimals, toKnown: toAsset !== undefined, min };
  const amount = useDebounced(state.amount, QUOTE_DEBOUNCE_MS);
  const request = quoteRequest({ ...state, amount }, requestCtx);
  const current = quoteRequest(state, requestCtx);
  const live = useSwapQuote(request);
  const { quote } = live;

  useEffect(() => {
    if (!quote) return;
    const key = pairKey(quote);
    setMins((m) => (m[key] === quote.min ? m : { ...m, [key]: quote.min }));
  }, [quote]);

  // A refusal is about the swap as it was: any change of the form clears it.
  useEffect(() => { setRefusal(null); }, [state.kind, pair.from, pair.to, state.amount]);

  // What the panel shows: the latest quote of the pair, unless the latest request for it was refused.
  const shown = request !== null && !live.query.isError ? quote : undefined;
  const ready = (): ReturnType<typeof readiness> => readiness({ loggedIn, errors: errors.length, request: current, quote: shown, now: Date.now() });

  const confirm = (): void => {
    if (!loggedIn) {
      void navigate(loginUrl(currentPath()));
      return;
    }
    dispatch({ kind: 'submitted' });
    const now = ready();
    if (now === 'expired') {
      if (!live.expired) toast.warning(t('quote.expired_refreshing'));
      live.refresh();
      return;
    }
    const sent = now === 'ready' ? shown : undefined;
    const body = sent ? exchangeBody(sent) : null;
    if (body === null || exchange.isPending || !sent) return;
    setRefusal(null);
    exchange.mutate({ kind: sent.kind, body }, {
      onSuccess: (order) => {
        toast.success(t('done', { pay: showMoney(order.amount, order.from), receive: showMoney(order.receive, order.to) }));
        dispatch({ kind: 'done' });
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.kind !== 'server') return;
        setRefusal({ message: error.message, quoteId: sent.id });
        const next = afterRefusal(error.code);
        if (next === 'requote') live.refresh();
        else if (next === 'balances') void balances.refetch();
      },
    });
  };

  return {
    state, dispatch, pair, fromAsset, toAsset, available, loggedIn, confirm,
    // A refusal of a quote stops showing once a fresh quote replaced it.
    refusal: refusal !== null && quote?.id === refusal.quoteId ? refusal.message : null,
    errors: visibleErrors(errors, state),
    quote: shown,
    summary: shown && shown.amount !== null ? summarize(shown) : null,
    quoteError: request !== null && live.query.isError ? live.query.error.message : null,
    quoting: request !== null && (live.query.isFetching || live.query.isPlaceholderData || current?.amount !== request.amount),
    readiness: ready(),
    expired: live.expired,
    refresh: live.refresh,
    expireNow: live.expireNow,
    pending: exchange.isPending,
    balanceOf: (symbol: string): Atoms | null => (loggedIn && balances.data ? availableOf(balances.data, symbol) : null),
  };
}

export type SwapFormModel = ReturnType<typeof useSwapForm>;
