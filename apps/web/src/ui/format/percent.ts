import { formatPercentValue } from '@candor/shared';
import type { NumberInput } from './digits';
import { displayLocale } from './locale';

/**
 * A value already in percent ("1.5" means 1.5 %), truncated to 2 places with the locale's percent sign; `sign` adds
 * '+' to gains (price changes, profit rates). '' for a non-number.
 */
export function formatPercent(value: NumberInput, options: { sign?: boolean } = {}): string {
  return formatPercentValue(value, { locale: displayLocale(), sign: options.sign });
}
