import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatAmount } from '../../../ui/format';
import { toast } from '../../../ui/toast';
import { validateTransfer, visibleErrors } from '../model/errors';
import { attemptFor, newIdempotencyKey, type Attempt } from '../model/idempotency';
import { decimalsOf } from '../model/money';
import { accountOf, ACCOUNT_KINDS, type AccountKind, type Overview } from '../model/overview';
import { transferSummary } from '../model/summary';
import { initialTransferForm, transferReducer, transferRequest } from '../model/transfer';
import { useTransfer } from '../queries';

/** The coins the wallet can move between accounts: its own coins (those with a currency_id), in its order. */
export function transferableCoins(o: Overview): string[] {
  return accountOf(o, 'funding').assets.filter((a) => a.currency_id !== null).map((a) => a.coin);
}

/** What an account holds available of a coin ('0' when it holds none). */
export const availableIn = (o: Overview, kind: AccountKind, coin: string): string =>
  accountOf(o, kind).assets.find((a) => a.coin === coin)?.available ?? '0';

/**
 * The transfer form's state, errors and summary (all from the pure model) and Confirm, which sends the transfer with
 * an idempotency key per submission; a retry of the same submission after a failure sends the same key again.
 */
export function useTransferForm(overview: Overview) {
  const { t } = useTranslation('wallet');
  const location = useLocation();
  const [state, dispatch] = useReducer(transferReducer, location.search, (search) => {
    const q = new URLSearchParams(search);
    return initialTransferForm({ from: q.get('from'), to: q.get('to'), coin: q.get('coin') });
  });
  const transfer = useTransfer();
  const attempt = useRef<Attempt | null>(null);
  const coins = useMemo(() => transferableCoins(overview), [overview]);

  useEffect(() => { dispatch({ kind: 'coins', coins }); }, [coins]);

  const decimals = decimalsOf(state.coin);
  const available = availableIn(overview, state.from, state.coin);
  const errors = validateTransfer(state, { decimals, available, coins });
  const summary = transferSummary(state.amount, available, availableIn(overview, state.to, state.coin), errors.length === 0);
  const accountName = (k: AccountKind): string => t(`account.${k}`);

  const confirm = (): void => {
    dispatch({ kind: 'submitted' });
    if (errors.length > 0 || transfer.isPending) return;
    const request = transferRequest(state);
    const next = attemptFor(attempt.current, request, newIdempotencyKey);
    attempt.current = next;
    transfer.mutate({ request, key: next.key }, {
      onSuccess: (done) => {
        attempt.current = null;
        toast.success(t('transfer.done', {
          amount: formatAmount(done.amount, done.coin), coin: done.coin,
          from: accountName(request.from), to: accountName(request.to),
        }));
        dispatch({ kind: 'done' });
      },
      // The attempt stays: pressing Confirm again with the same form is a retry of this submission.
    });
  };

  return {
    state, dispatch, coins, decimals, available, summary, confirm, accountName,
    kinds: ACCOUNT_KINDS,
    errors: visibleErrors(errors, state),
    pending: transfer.isPending,
    availableOf: (kind: AccountKind, coin: string) => availableIn(overview, kind, coin),
  };
}

export type TransferFormModel = ReturnType<typeof useTransferForm>;
