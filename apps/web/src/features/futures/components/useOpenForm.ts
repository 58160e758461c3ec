import { tryParseAmount, type Atoms } from '@candor/shared';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLoggedIn, loginUrl } from '../../../app/guards';
import { currentPath } from '../../../app/navigation';
import { useSession } from '../../../session';
import { toast } from '../../../ui/toast';
import { useBalances } from '../../demo/queries';
import { newIdempotencyKey } from '../../wallet/model/idempotency';
import type { Contract } from '../model/contract';
import { validate, visibleErrors } from '../model/errors';
import { formReducer, initialForm } from '../model/form';
import { summarize } from '../model/summary';
import type { OpenBody } from '../model/wire';
import { useOpenPosition } from '../queries';

/** What the futures account holds in USDT, free for margin (0 when there is no account yet). */
export function futuresAvailable(balances: readonly { asset: string; kind: string; available: string }[]): Atoms {
  const b = balances.find((x) => x.asset === 'USDT' && x.kind === 'futures');
  const v = b ? tryParseAmount(b.available) : null;
  return v !== null && v > 0n ? v : 0n;
}

/** The open form's state, summary and errors (the pure model) and its submit. */
export function useOpenForm(contract: Contract, mark: string | null) {
  const { t } = useTranslation('futures');
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const [state, dispatch] = useReducer(formReducer, undefined, () => initialForm(contract));
  const balances = useBalances();
  const open = useOpenPosition();
  // A repeat of the same request after a failure reuses its key; any change makes a new one (decisions.md).
  const key = useRef<{ body: string; key: string } | null>(null);

  useEffect(() => { dispatch({ kind: 'contract', contract }); }, [contract]);
  useEffect(() => { if (mark !== null && state.type === 'limit') dispatch({ kind: 'prefill', price: mark }); }, [mark, state.type]);

  const available = loggedIn && balances.data ? futuresAvailable(balances.data) : null;
  const summary = summarize(state, mark, available);
  const errors = validate(state, summary, available);

  const submit = (): void => {
    if (!loggedIn) {
      void navigate(loginUrl(currentPath()));
      return;
    }
    dispatch({ kind: 'submitted' });
    if (errors.length > 0 || open.isPending) return;
    const body: Omit<OpenBody, 'idempotency_key'> = {
      symbol: state.contract.symbol, side: state.side, margin_mode: state.marginMode, leverage: state.leverage, type: state.type,
      lots: state.lots, ...(state.type === 'limit' ? { price: state.price } : {}),
      ...(state.tpsl && state.tp !== '' ? { take_profit: state.tp } : {}), ...(state.tpsl && state.sl !== '' ? { stop_loss: state.sl } : {}),
    };
    const text = JSON.stringify(body);
    if (key.current?.body !== text) key.current = { body: text, key: newIdempotencyKey() };
    open.mutate({ ...body, idempotency_key: key.current.key }, {
      onSuccess: (p) => {
        toast.success(t(p.status === 0 ? 'placed.pending' : 'placed.position'));
        key.current = null;
        dispatch({ kind: 'placed' });
      },
    });
  };

  return { state, dispatch, summary, errors: visibleErrors(errors, state), available, loggedIn, submit, pending: open.isPending };
}

export type OpenForm = ReturnType<typeof useOpenForm>;
