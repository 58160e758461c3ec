import { divRound, mulDiv, pow10, tryParseAmount, type Atoms } from '../money.js';

/**
 * The terms of bank withdrawals (fiat payouts of USDT to a bound bank card), one place for the server that charges
 * them and the page that shows them. Amounts are USDT atoms (8 places).
 */
export const BANK_CARD_LIMIT = 5;
export const BANK_WITHDRAW_ASSET = 'USDT';
/** 0.5 % of the amount, at least 1 USDT, on top of the amount. */
export const BANK_FEE_BPS = 50;
export const BANK_FEE_MIN_ATOMS: Atoms = 1n * 10n ** 8n;
export const BANK_MIN_WITHDRAW_ATOMS: Atoms = 10n * 10n ** 8n;
/** What one user may request per UTC day, amounts summed (fees not counted). */
export const BANK_DAILY_LIMIT_ATOMS: Atoms = 50_000n * 10n ** 8n;
/** At or above this amount two different finance admins must approve the payment. */
export const BANK_REVIEW_THRESHOLD_ATOMS: Atoms = 10_000n * 10n ** 8n;
export const BANK_ARRIVAL_HOURS = 48;

/** The fee of a bank withdrawal: amount x bps / 10,000 rounded up, at least the minimum. */
export function bankWithdrawalFee(amount: Atoms): Atoms {
  const fee = divRound(amount * BigInt(BANK_FEE_BPS), 10_000n, 'ceil');
  return fee < BANK_FEE_MIN_ATOMS ? BANK_FEE_MIN_ATOMS : fee;
}

/**
 * The fiat the bank pays: amount (USDT atoms, 8 places) x rate (units per USDT, 8 places), in the currency's
 * minor units (its `decimals`), rounded down so the platform never promises more than the rate gives.
 */
export function fiatAmountOf(amount: Atoms, rateAtoms: Atoms, decimals: number): Atoms {
  return mulDiv(amount, rateAtoms, pow10(16 - decimals), 'floor');
}

export type BankAmountError = 'withdraw_amount_required' | 'withdraw_amount_invalid' | 'bank_amount_below_min';

/** A bank withdrawal amount as sent: a positive USDT decimal at or above the minimum; with its fee. */
export function checkBankAmount(text: string | undefined): { ok: true; amount: Atoms; fee: Atoms } | { ok: false; error: BankAmountError } {
  if (text === undefined || text.trim() === '') return { ok: false, error: 'withdraw_amount_required' };
  const amount = tryParseAmount(text.trim(), 8);
  if (amount === null || amount <= 0n) return { ok: false, error: 'withdraw_amount_invalid' };
  if (amount < BANK_MIN_WITHDRAW_ATOMS) return { ok: false, error: 'bank_amount_below_min' };
  return { ok: true, amount, fee: bankWithdrawalFee(amount) };
}

/** A holder's name as compared with the KYC name: Unicode NFKC, case and runs of spaces and dots ignored. */
export function normalizeHolderName(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en').replace(/[\s.·,]+/gu, ' ').trim();
}

export const sameHolderName = (a: string, b: string): boolean => normalizeHolderName(a) !== '' && normalizeHolderName(a) === normalizeHolderName(b);

/** An account or card number: digits, 6 to 30 of them once spaces and dashes are taken out. */
export function normalizeAccountNumber(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{6,30}$/.test(digits) ? digits : null;
}

/** A US Fedwire / ABA routing number: 9 digits whose 3-7-1 weighted sum is a multiple of 10. */
export function isValidAbaRouting(text: string): boolean {
  if (!/^\d{9}$/.test(text)) return false;
  const d = [...text].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}
