import { formatPriceAt, formatSymbolPrice } from '@candor/shared';
import type { NumberInput } from './digits';
import { displayLocale } from './locale';

/**
 * A price of a symbol at its tick size (BTC/USDT 2, USDC/USDT 4), or at the places a quote carries; truncated and
 * padded so a column of prices lines up; '' for a non-number.
 */
export function formatPrice(value: NumberInput, symbolOrPlaces: string | number): string {
  return typeof symbolOrPlaces === 'number'
    ? formatPriceAt(value, symbolOrPlaces, { locale: displayLocale() })
    : formatSymbolPrice(value, symbolOrPlaces, { locale: displayLocale() });
}
