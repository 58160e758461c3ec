import { mulDiv, pow10, type Market } from '@candor/shared';

/**
 * Conversions between money (bigint atoms, 8 decimals) and the engine's integer ticks and lots, and the
 * settlement arithmetic of a fill. Every market keeps priceDecimals + qtyDecimals <= 8, so the quote value of any
 * whole number of lots at any whole number of ticks is a whole number of quote atoms: no rounding in a trade.
 */
export type Units = { tickAtoms: bigint; lotAtoms: bigint; notionalScale: bigint };

export function unitsOf(m: Market): Units {
  if (m.priceDecimals + m.qtyDecimals > 8) throw new Error(`${m.symbol}: price and quantity decimals exceed 8`);
  return {
    tickAtoms: pow10(8 - m.priceDecimals),
    lotAtoms: pow10(8 - m.qtyDecimals),
    notionalScale: pow10(8 - m.priceDecimals - m.qtyDecimals),
  };
}

/** Quote atoms of `lots` at `ticks`. */
export const notional = (u: Units, ticks: number, lots: number): bigint => BigInt(ticks) * BigInt(lots) * u.notionalScale;

/** Whole ticks of a price in atoms, or null when the price is not on the tick grid. */
export function toTicks(u: Units, priceAtoms: bigint): number | null {
  if (priceAtoms <= 0n || priceAtoms % u.tickAtoms !== 0n) return null;
  const ticks = priceAtoms / u.tickAtoms;
  return ticks <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(ticks) : null;
}

/** Whole lots of a quantity in base atoms, or null when it is not a whole number of lots. */
export function toLots(u: Units, qtyAtoms: bigint): number | null {
  if (qtyAtoms <= 0n || qtyAtoms % u.lotAtoms !== 0n) return null;
  const lots = qtyAtoms / u.lotAtoms;
  return lots <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(lots) : null;
}

export const lotsToAtoms = (u: Units, lots: number): bigint => BigInt(lots) * u.lotAtoms;
export const ticksToAtoms = (u: Units, ticks: number): bigint => BigInt(ticks) * u.tickAtoms;

/** A market buy's quote budget as the engine's funds (ticks x lots), rounded down so it never spends more. */
export const budgetToFunds = (u: Units, quoteAtoms: bigint): bigint => quoteAtoms / u.notionalScale;

/** A fee in basis points of an amount, rounded down: the platform absorbs the fraction of an atom. */
export const feeOf = (amount: bigint, bps: bigint): bigint => mulDiv(amount, bps, 10_000n, 'floor');

export type FillSettlement = {
  /** Quote atoms the buyer pays and the seller is owed before fees. */
  quote: bigint;
  /** Base atoms the seller delivers. */
  base: bigint;
  /** Fee the buyer pays in base; the buyer receives base - buyerFee. */
  buyerFee: bigint;
  /** Fee the seller pays in quote; the seller receives quote - sellerFee. */
  sellerFee: bigint;
};

export function settleFill(u: Units, ticks: number, lots: number, fees: { buyerBps: bigint; sellerBps: bigint }): FillSettlement {
  const quote = notional(u, ticks, lots);
  const base = lotsToAtoms(u, lots);
  return { quote, base, buyerFee: feeOf(base, fees.buyerBps), sellerFee: feeOf(quote, fees.sellerBps) };
}
