import { formatDigits, type NumberInput } from './digits';

/** Places of an amount on screen (seed section 9: truncated to 4 decimals). */
export const AMOUNT_PLACES = 4;

/** A quantity of an asset: truncated to 4 places, grouped, trailing zeros trimmed; '' for a non-number. */
export function formatAmount(value: NumberInput, options: { places?: number; sign?: boolean } = {}): string {
  return formatDigits(value, { places: options.places ?? AMOUNT_PLACES, sign: options.sign ?? false });
}
