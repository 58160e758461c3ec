import { tryParseAmount, type Atoms } from '@candor/shared';
import type { Contract, MarginTier } from './contract';
import type { FormState } from './form';
import { liquidationPrice } from './risk';

const ONE = 10n ** 8n;

/** What an order would take, all in USDT atoms except the size (base atoms); null where it cannot be known yet. */
export type OrderSummary = {
  /** The price the figures use: the limit price, or the mark for a market order (then they are estimates). */
  price: Atoms | null;
  size: Atoms | null;
  value: Atoms | null;
  margin: Atoms | null;
  fee: Atoms | null;
  liq: Atoms | null;
  estimated: boolean;
};

/** A whole number of lots at least 1, or null. */
export function lotsOf(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/** Base atoms of `lots` lots. */
export const sizeOf = (contract: Contract, lots: number): Atoms | null => {
  const per = tryParseAmount(contract.contractSize);
  return per === null ? null : per * BigInt(lots);
};

/** Value in quote atoms of a size at a price (both atoms): exact, since size x price decimals stay within 8. */
export const valueOf = (size: Atoms, price: Atoms): Atoms => (size * price) / ONE;

/** Initial margin: the value over the leverage, rounded up to the atom. */
export const marginOf = (value: Atoms, leverage: number): Atoms => ceilDiv(value, BigInt(leverage));

/** A fee at a rate (a decimal such as 0.0005), rounded up to the atom. */
export function feeOf(value: Atoms, rate: string): Atoms | null {
  const r = tryParseAmount(rate);
  return r === null ? null : ceilDiv(value * r, ONE);
}

/** The maintenance margin rate of a position of `value` quote atoms: the first tier it fits in. */
export function maintenanceRate(tiers: readonly MarginTier[], value: Atoms): Atoms | null {
  for (const tier of tiers) {
    const cap = tier.upTo === null ? null : tryParseAmount(tier.upTo);
    if (cap === null || value <= cap) return tryParseAmount(tier.rate);
  }
  return null;
}

/** The form's figures at the mark (market) or the typed price (limit); `available` is the futures account's USDT. */
export function summarize(s: FormState, mark: string | null, available: Atoms | null): OrderSummary {
  const price = s.type === 'limit' ? tryParseAmount(s.price) : tryParseAmount(mark ?? '');
  const lots = lotsOf(s.lots);
  const positive = price !== null && price > 0n ? price : null;
  const size = lots === null ? null : sizeOf(s.contract, lots);
  if (positive === null || size === null) {
    return { price: positive, size, value: null, margin: null, fee: null, liq: null, estimated: s.type === 'market' };
  }
  const value = valueOf(size, positive);
  const margin = marginOf(value, s.leverage);
  const fee = feeOf(value, s.contract.takerFee);
  const mmr = maintenanceRate(s.contract.tiers, value);
  // Cross margin: the whole account backs the position (what is left after this order's margin and fee).
  const extra = s.marginMode === 'cross' && available !== null && fee !== null ? available - margin - fee : 0n;
  const liq = mmr === null ? null : liquidationPrice({ side: s.side, entry: positive, size, margin: margin + (extra > 0n ? extra : 0n), mmr });
  return { price: positive, size, value, margin, fee, liq, estimated: s.type === 'market' };
}
