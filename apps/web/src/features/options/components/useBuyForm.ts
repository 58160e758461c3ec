import { formatAmount as toDecimal, payoutOf } from '@candor/shared';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/http';
import { isLoggedIn, loginUrl } from '../../../app/guards';
import { currentPath } from '../../../app/navigation';
import { useSession } from '../../../session';
import { toast } from '../../../ui/toast';
import { useKycState } from '../../kyc/queries';
import { newIdempotencyKey } from '../../wallet/model/idempotency';
import { formReducer, initialForm, stakeOf, validate, visibleErrors } from '../model/form';
import type { Direction, OptionMarket, Order, Products } from '../model/types';
import { useBuy, useTradeMode } from '../queries';

/** The kyc module's code for "basic KYC required" (kyc.errors.ts): the form offers to go verify. */
const KYC_BASIC_REQUIRED = 7203;

export type Pending = { direction: Direction; seconds: number; rateBps: number; stake: bigint; payout: bigint };

/** The buy form: duration, stake, the three buttons, the confirmation with the terms, then the buy. */
export function useBuyForm(market: OptionMarket, products: Products, onBought: (o: Order) => void) {
  const { t } = useTranslation('options');
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const mode = useTradeMode();
  const kyc = useKycState();
  const [state, dispatch] = useReducer(formReducer, products.durations, initialForm);
  const [pending, setPending] = useState<Pending | null>(null);
  const [kycNeeded, setKycNeeded] = useState(false);
  const available = products.available;
  const buy = useBuy();
  // A repeat of the same buy after a failure reuses its key; any change makes a new one.
  const key = useRef<{ body: string; key: string } | null>(null);

  useEffect(() => { dispatch({ kind: 'durations', available: products.durations }); }, [products.durations]);

  const duration = products.durations.find((d) => d.seconds === state.seconds && d.enabled);
  const errors = validate(state, duration, loggedIn ? available : null);
  // Real money needs basic KYC (decisions.md); the demo needs none.
  const kycMissing = loggedIn && mode === 'real' && (kycNeeded || (kyc.data !== undefined && kyc.data.level === 'none'));

  const ask = (direction: Direction): void => {
    if (!loggedIn) {
      void navigate(loginUrl(currentPath()));
      return;
    }
    dispatch({ kind: 'submitted' });
    const stake = stakeOf(state);
    if (errors.length > 0 || !duration || stake === null || kycMissing) return;
    setPending({ direction, seconds: duration.seconds, rateBps: duration.rateBps, stake, payout: payoutOf(stake, duration.rateBps) });
  };

  const confirm = (): void => {
    if (!pending || buy.isPending) return;
    const body = { symbol: market.symbol, direction: pending.direction, seconds: pending.seconds, amount: toDecimal(pending.stake), coin: products.coin };
    const text = JSON.stringify(body);
    if (key.current?.body !== text) key.current = { body: text, key: newIdempotencyKey() };
    buy.mutate({ ...body, idempotency_key: key.current.key }, {
      onSuccess: (order) => {
        toast.success(t('bought'));
        key.current = null;
        setPending(null);
        dispatch({ kind: 'placed' });
        onBought(order);
      },
      onError: (error) => {
        setPending(null);
        if (error instanceof ApiError && error.code === KYC_BASIC_REQUIRED) setKycNeeded(true);
      },
    });
  };

  return {
    products, state, dispatch, duration, errors: visibleErrors(errors, state), available: loggedIn ? available : null, loggedIn, mode, kycMissing,
    pending, ask, confirm, cancel: () => setPending(null), buying: buy.isPending,
  };
}

export type BuyForm = ReturnType<typeof useBuyForm>;
