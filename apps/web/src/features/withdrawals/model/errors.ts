import { checkWithdrawalAmount, FUND_PASSWORD_PATTERN, formatAmount, tryParseAmount } from '@candor/shared';
import type { WithdrawCoin } from './coins';
import type { WithdrawForm } from './form';

/** Keys under `withdrawals:errors.`, with the parameters each is formatted with. */
export type WithdrawError =
  | { field: 'form'; key: 'withdraw_disabled'; params: { coin: string } }
  | { field: 'form'; key: 'daily_limit'; params: { limit: number } }
  | { field: 'address'; key: 'address_required' | 'address_choose' }
  | { field: 'amount'; key: 'amount_required' | 'insufficient_balance' }
  | { field: 'amount'; key: 'amount_invalid'; params: { decimals: number } }
  | { field: 'amount'; key: 'amount_below_min'; params: { min: string; coin: string } }
  | { field: 'pay_password'; key: 'fund_password_required' | 'fund_password_format' | 'fund_password_missing' }
  | { field: 'pay_password'; key: 'refused'; message: string };

export type WithdrawField = WithdrawError['field'];

/** What the form is checked against besides its own fields. */
export type WithdrawContext = {
  coin: WithdrawCoin;
  /** The chosen book entry, and how many the user has for this coin and network. */
  addressId: number | null;
  addressCount: number;
  remainingToday: number;
  dailyLimit: number;
  /** Whether the user has a fund password at all (null while unknown). */
  hasFundPassword: boolean | null;
};

/** The amount by the shared withdrawal rule (the server's), then against the available balance with its fee. */
function amountError(text: string, coin: WithdrawCoin): WithdrawError | null {
  const min = tryParseAmount(coin.min_withdraw, coin.decimals) ?? 0n;
  const checked = checkWithdrawalAmount(text.trim(), { decimals: coin.decimals, minAtoms: min, feeBps: coin.fee_bps });
  if (!checked.ok) {
    switch (checked.error) {
      case 'withdraw_amount_required': return { field: 'amount', key: 'amount_required' };
      case 'withdraw_amount_invalid': return { field: 'amount', key: 'amount_invalid', params: { decimals: coin.decimals } };
      case 'withdraw_amount_below_min': return { field: 'amount', key: 'amount_below_min', params: { min: formatAmount(min, coin.decimals), coin: coin.coin } };
    }
  }
  const available = tryParseAmount(coin.available, coin.decimals) ?? 0n;
  return checked.amount + checked.fee > available ? { field: 'amount', key: 'insufficient_balance' } : null;
}

function passwordError(password: string, has: boolean | null, refused: string | null): WithdrawError | null {
  if (has === false) return { field: 'pay_password', key: 'fund_password_missing' };
  if (refused !== null && password === '') return { field: 'pay_password', key: 'refused', message: refused };
  if (password === '') return { field: 'pay_password', key: 'fund_password_required' };
  return FUND_PASSWORD_PATTERN.test(password) ? null : { field: 'pay_password', key: 'fund_password_format' };
}

/** Every error of the form, in the page's order: the coin and the day's limit, the address, the amount, the password. */
export function validate(f: WithdrawForm, ctx: WithdrawContext): WithdrawError[] {
  const errors: (WithdrawError | null)[] = [
    ctx.coin.withdraw_enabled ? null : { field: 'form', key: 'withdraw_disabled', params: { coin: ctx.coin.coin } },
    ctx.remainingToday > 0 ? null : { field: 'form', key: 'daily_limit', params: { limit: ctx.dailyLimit } },
    ctx.addressCount === 0 ? { field: 'address', key: 'address_required' } : ctx.addressId === null ? { field: 'address', key: 'address_choose' } : null,
    amountError(f.amount, ctx.coin),
    passwordError(f.payPassword, ctx.hasFundPassword, f.refused),
  ];
  return errors.filter((e): e is WithdrawError => e !== null);
}

/** Before the first submit, a field not filled in yet is not an error. */
const QUIET_UNTIL_SUBMIT: readonly WithdrawError['key'][] = ['amount_required', 'fund_password_required', 'fund_password_format', 'address_choose'];

export function visibleErrors(errors: readonly WithdrawError[], f: Pick<WithdrawForm, 'submitted'>): WithdrawError[] {
  return f.submitted ? [...errors] : errors.filter((e) => !QUIET_UNTIL_SUBMIT.includes(e.key));
}

export const errorOf = (errors: readonly WithdrawError[], field: WithdrawField): WithdrawError | undefined => errors.find((e) => e.field === field);

/** The server's demo refusal ("This Action is Restricted on Demo Account."). */
export const DEMO_RESTRICTED_CODE = 1403;

/** The server's `kyc_basic_required` (7203) and `kyc_advanced_required` (7204): the page offers the verification. */
export const isKycRefusal = (code: number): boolean => code === 7203 || code === 7204;
