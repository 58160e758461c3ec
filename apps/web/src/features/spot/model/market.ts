import { pow10, tryParseAmount, type Atoms, type MarketProduct } from '@candor/shared';

/** What the order form needs to know about a spot market: its assets and the grid of its prices and quantities. */
export type MarketSpec = { symbol: string; base: string; quote: string; priceDecimals: number; qtyDecimals: number };

export const DEFAULT_SYMBOL = 'BTC/USDT';

/** A symbol as a link may carry it (btc/usdt, BTC-USDT, BTC_USDT) in the wire form BTC/USDT; the default when absent. */
export function normalizeSymbol(raw: string | null | undefined): string {
  const text = (raw ?? '').trim().toUpperCase().replace(/[-_]/, '/');
  return text === '' ? DEFAULT_SYMBOL : text;
}

/** The spot market of a symbol among the products (crypto only: US stocks are not traded on the books). */
export function findSpec(products: readonly MarketProduct[], symbol: string): MarketSpec | undefined {
  const p = products.find((x) => x.kind === 'crypto' && x.symbol === symbol);
  return p && { symbol: p.symbol, base: p.base, quote: p.quote, priceDecimals: p.price_decimals, qtyDecimals: p.qty_decimals };
}

/** Atoms of one price tick (10^-priceDecimals). */
export const tickAtoms = (m: MarketSpec): Atoms => pow10(8 - m.priceDecimals);

/** Atoms of one quantity lot (10^-qtyDecimals). */
export const lotAtoms = (m: MarketSpec): Atoms => pow10(8 - m.qtyDecimals);

/**
 * Places of a market buy's quote budget: the engine spends whole ticks x lots, so finer amounts would only be
 * rounded away by the server.
 */
export const budgetPlaces = (m: MarketSpec): number => Math.min(8, m.priceDecimals + m.qtyDecimals);

/** An account as getBalance answers it (the spot account is the funding kind). */
export type Balance = { asset: string; kind: string; available: string };

/** What the spot account can spend of an asset: the funding account's available balance, 0 when there is none. */
export function availableOf(balances: readonly Balance[], asset: string): Atoms {
  const b = balances.find((x) => x.asset === asset && x.kind === 'funding');
  const v = b ? tryParseAmount(b.available) : null;
  return v !== null && v > 0n ? v : 0n;
}
