import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLoggedIn, loginUrl } from '../../../app/guards';
import { currentPath } from '../../../app/navigation';
import { useSession } from '../../../session';
import { toast } from '../../../ui/toast';
import { useBalances } from '../../demo/queries';
import { validate, visibleErrors } from '../model/errors';
import { formReducer, initialForm, type Side } from '../model/form';
import { availableOf, type MarketSpec } from '../model/market';
import { placedOutcome } from '../model/placed';
import { summarize } from '../model/summary';
import { usePlaceOrder } from '../queries';

/** The order form's state, its summary and errors (all from the pure model), and the submit that places the order. */
export function useTradeForm(spec: MarketSpec, side: Side, last: string | null) {
  const { t } = useTranslation('spot');
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const [state, dispatch] = useReducer(formReducer, undefined, () => initialForm(spec, side));
  const balances = useBalances();
  const place = usePlaceOrder();

  useEffect(() => { dispatch({ kind: 'market', spec }); }, [spec]);
  useEffect(() => { dispatch({ kind: 'side', side }); }, [side]);
  useEffect(() => { if (last !== null) dispatch({ kind: 'prefill', price: last }); }, [last, state.spec.symbol]);

  const availableAsset = state.side === 'buy' ? spec.quote : spec.base;
  const available = loggedIn && balances.data ? availableOf(balances.data, availableAsset) : null;
  const summary = summarize(state, last);
  const errors = validate(state, summary, available);

  const submit = (): void => {
    if (!loggedIn) {
      void navigate(loginUrl(currentPath()));
      return;
    }
    dispatch({ kind: 'submitted' });
    if (errors.length > 0 || place.isPending) return;
    place.mutate(
      { symbol: state.spec.symbol, side: state.side, type: state.type, ...(state.type === 'limit' ? { price: state.price } : {}), amount: state.amount },
      {
        onSuccess: (order) => {
          const outcome = placedOutcome(order);
          (outcome.ok ? toast.success : toast.warning)(t(`placed.${outcome.key}`));
          dispatch({ kind: 'placed' });
        },
      },
    );
  };

  return {
    state, dispatch, summary, errors: visibleErrors(errors, state), available, availableAsset, loggedIn, submit,
    pending: place.isPending,
  };
}

export type TradeForm = ReturnType<typeof useTradeForm>;
