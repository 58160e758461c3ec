import { formatAmount, tryParseAmount, type FiatRate } from '@candor/shared';
import { typedText } from '../../ui/text';

/** The fiat rate form as plain functions: its checks (the server's rules) and the body it sends. */

export type FiatFormValues = { rate: string; enabled: boolean };
export type FiatFormErrors = Partial<Record<keyof FiatFormValues, string>>;

/** Rates are read with 8 places, above 0 and at most a billion units per USDT, as the server reads them. */
const RATE_DECIMALS = 8;
const MAX_RATE_ATOMS = 1_000_000_000n * 10n ** BigInt(RATE_DECIMALS);

export function fiatFormErrors(v: Partial<Record<keyof FiatFormValues, unknown>>): FiatFormErrors {
  const rate = typedText(v.rate);
  if (rate === '') return { rate: 'Required.' };
  const atoms = tryParseAmount(rate, RATE_DECIMALS);
  if (atoms === null || atoms <= 0n || atoms > MAX_RATE_ATOMS) return { rate: 'A number above 0 with at most 8 decimal places (units of the currency per 1 USDT).' };
  return {};
}

/**
 * The body of POST admin/fiat-rates/:code: the switch, and the rate when it changed. Saving a sample rate sends
 * it too, which makes it the operator's own (the form says so).
 */
export function fiatPatch(before: Pick<FiatRate, 'rate' | 'sample'>, v: FiatFormValues): { rate?: string; enabled: boolean } {
  const next = tryParseAmount(v.rate.trim(), RATE_DECIMALS);
  const saved = tryParseAmount(before.rate, RATE_DECIMALS);
  const send = next !== null && (before.sample || next !== saved);
  return send ? { rate: formatAmount(next, RATE_DECIMALS), enabled: v.enabled } : { enabled: v.enabled };
}
