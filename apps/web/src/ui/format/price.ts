import { formatDigits, type NumberInput } from './digits';

export const PRICE_PLACES = 4;

/**
 * A price: truncated to the symbol's places (4 by default) and padded to them, so a column of prices lines up;
 * '' for a non-number.
 */
export function formatPrice(value: NumberInput, places: number = PRICE_PLACES): string {
  return formatDigits(value, { places, pad: true });
}
