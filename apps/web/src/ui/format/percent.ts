import { formatDigits, type NumberInput } from './digits';

/**
 * A value already in percent ("1.5" means 1.5 %), truncated to 2 places and padded; `sign` adds '+' to gains
 * (price changes, profit rates). '' for a non-number.
 */
export function formatPercent(value: NumberInput, options: { sign?: boolean; places?: number } = {}): string {
  const text = formatDigits(value, { places: options.places ?? 2, pad: true, sign: options.sign ?? false });
  return text === '' ? '' : `${text}%`;
}
