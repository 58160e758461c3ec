import { formatAmount as toDecimal, marketBySymbol, type Atoms } from '@candor/shared';
import { formatAmount, formatPrice } from '../../../ui/format';

/** An amount of a swap with its asset, at the asset's display places (the one money display); '—' for none. */
export function showMoney(value: Atoms | string, asset: string): string {
  const text = formatAmount(typeof value === 'bigint' ? toDecimal(value) : value, asset);
  return text === '' ? '—' : `${text} ${asset}`;
}

/**
 * A rate "1 base = x quote": a price, at the market's tick size when base/quote is a market, else at 8 places
 * (a cross rate such as ETH in BTC, or a fiat rate, has no tick size and would lose its digits at 4).
 */
export function showRate(value: Atoms | string, base: string, quote: string): string {
  const market = marketBySymbol(`${base}/${quote}`);
  const text = formatPrice(typeof value === 'bigint' ? toDecimal(value) : value, market?.priceDecimals ?? 8);
  return text === '' ? '—' : `${text} ${quote}`;
}
