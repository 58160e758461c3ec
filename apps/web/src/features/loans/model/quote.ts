import { checkLoanAmount, formatAmount, loanCost, loanDueAt, ppmOfPercent, tryParseAmount, type LoanProduct } from '@candor/shared';

export type Quote = { daily: string; interest: string; total: string; due: number; needsApproval: boolean } | null;
export type ApplyProblem = 'required' | 'invalid' | 'below_min' | 'above_max' | 'above_limit' | null;

const atoms = (text: string): bigint => tryParseAmount(text, 8) ?? 0n;

/** What the loan costs if repaid at term, by the rules the server charges with; null until the amount is valid. */
export function quoteOf(product: LoanProduct | undefined, amount: string, threshold: string, now: number): Quote {
  if (!product) return null;
  const checked = checkLoanAmount(amount, atoms(product.min_amount), atoms(product.max_amount));
  const ppm = ppmOfPercent(product.daily_rate);
  if (!checked.ok || ppm === null) return null;
  const cost = loanCost(checked.amount, product.term_days, ppm);
  return {
    daily: formatAmount(cost.daily, 8), interest: formatAmount(cost.interest, 8), total: formatAmount(cost.total, 8),
    due: loanDueAt(now, product.term_days), needsApproval: checked.amount > atoms(threshold),
  };
}

/** Why the amount cannot be sent yet (the server says it too, in its words). */
export function applyProblem(product: LoanProduct | undefined, amount: string, available: string): ApplyProblem {
  if (!product) return null;
  const checked = checkLoanAmount(amount, atoms(product.min_amount), atoms(product.max_amount));
  if (!checked.ok) {
    return ({ loans_amount_required: 'required', loans_amount_invalid: 'invalid', loans_amount_below_min: 'below_min', loans_amount_above_max: 'above_max' } as const)[checked.error];
  }
  return checked.amount > atoms(available) ? 'above_limit' : null;
}

export type RepayProblem = 'required' | 'invalid' | 'above_owed' | null;

export function repayProblem(amount: string, owed: string): RepayProblem {
  if (amount.trim() === '') return 'required';
  const a = tryParseAmount(amount.trim(), 8);
  if (a === null || a <= 0n) return 'invalid';
  return a > atoms(owed) ? 'above_owed' : null;
}
