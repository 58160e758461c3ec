import { formatAmount, tryParseAmount } from '@candor/shared';
import { cleanAmountText } from '../../../ui/format/input';
import type { WithdrawCoin } from './coins';
import { attemptFor, type Attempt } from './idempotency';
import { maxWithdrawable, summarize } from './summary';

/**
 * The withdraw form: the amount typed, the fund password, whether a submit was tried (errors of empty fields show
 * from then on) and the last attempt with its idempotency key. The address is chosen outside the form (the book).
 */
export type WithdrawForm = {
  amount: string; payPassword: string; submitted: boolean; attempt: Attempt | null;
  /** The server's words for a refused fund password (wrong, with the tries left; or locked), until it is typed again. */
  refused: string | null;
};

export const initialForm = (): WithdrawForm => ({ amount: '', payPassword: '', submitted: false, attempt: null, refused: null });

export const setAmount = (f: WithdrawForm, text: string, decimals: number): WithdrawForm => ({ ...f, amount: cleanAmountText(text, decimals) });

/** Only digits, at most six, as the fund password field accepts them. */
export const setPayPassword = (f: WithdrawForm, text: string): WithdrawForm => ({ ...f, payPassword: text.replace(/\D/g, '').slice(0, 6), refused: null });

/** "All": the largest amount the available balance pays with its fee; empty when nothing is available. */
export function fillAll(f: WithdrawForm, coin: Pick<WithdrawCoin, 'available' | 'decimals' | 'fee_bps'>): WithdrawForm {
  const available = tryParseAmount(coin.available, coin.decimals) ?? 0n;
  const max = maxWithdrawable(available, coin.fee_bps);
  return { ...f, amount: max > 0n ? formatAmount(max, coin.decimals) : '' };
}

/** The body of wallet/out, without the key. */
export type WithdrawRequest = { address_id: number; coin: string; network: string; amount: string; pay_password: string };

/** The request of a filled form; null when the amount is not a positive amount of the coin. */
export function requestOf(f: WithdrawForm, coin: WithdrawCoin, network: string, addressId: number): WithdrawRequest | null {
  const s = summarize(f.amount, coin);
  if (s === null) return null;
  return { address_id: addressId, coin: coin.coin, network, amount: formatAmount(s.amount, coin.decimals), pay_password: f.payPassword };
}

/** What makes two requests the same withdrawal (the fund password is not part of it). */
export const signatureOf = (r: WithdrawRequest): string => [r.address_id, r.coin, r.network, r.amount].join('|');

/** A submit: errors may now show for empty fields; a valid request gets its attempt (the same key on a retry). */
export function submitAttempt(f: WithdrawForm, request: WithdrawRequest | null, makeKey: () => string): WithdrawForm {
  return request === null ? { ...f, submitted: true } : { ...f, submitted: true, attempt: attemptFor(f.attempt, signatureOf(request), makeKey) };
}

/** The server's codes of a refused fund password: wrong (with the tries left) and locked. */
export const FUND_PASSWORD_REFUSALS: readonly number[] = [6301, 6302];

/**
 * After a refusal the fund password is typed again (a wrong one counts against its tries); the attempt stays for a
 * retry. A refused fund password keeps the server's message (how many tries are left) under the field.
 */
export const afterRefusal = (f: WithdrawForm, refusal?: { code: number; message: string }): WithdrawForm => ({
  ...f, payPassword: '', refused: refusal && FUND_PASSWORD_REFUSALS.includes(refusal.code) ? refusal.message : null,
});
