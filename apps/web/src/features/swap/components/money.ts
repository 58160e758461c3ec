import { formatAmount as toDecimal, type Atoms } from '@candor/shared';
import { formatAmount } from '../../../ui/format';

/**
 * An amount of a swap with its asset, at the asset's own places (8 for coins, the currency's minor units for fiat):
 * a swap's small side (0.00104166 BTC) would read as 0.001 at the general 4 places. Truncated, never rounded.
 */
export function showMoney(value: Atoms | string, asset: string, places = 8): string {
  const text = formatAmount(typeof value === 'bigint' ? toDecimal(value) : value, { places });
  return text === '' ? '—' : `${text} ${asset}`;
}
