import { formatAssetAmount, formatValueUsdt } from '@candor/shared';
import type { NumberInput } from './digits';
import { displayLocale } from './locale';

/**
 * An amount of an asset at the asset's display places (BTC 8, ETH 6, stablecoins 2: data, see @candor/shared
 * display), truncated, padded and grouped for the reader's language; '' for a non-number.
 */
export function formatAmount(value: NumberInput, asset: string, options: { sign?: boolean } = {}): string {
  return formatAssetAmount(value, asset, { locale: displayLocale(), sign: options.sign });
}

/** A value in USDT (a total, a valuation): 2 places. */
export function formatValue(value: NumberInput, options: { sign?: boolean } = {}): string {
  return formatValueUsdt(value, { locale: displayLocale(), sign: options.sign });
}
