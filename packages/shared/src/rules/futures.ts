import { divRound, pow10, type Atoms } from '../money.js';

/**
 * The rules of USDT-margined linear perpetuals that the server and the clients both compute, in exact integers:
 * prices and money are atoms (8 places), a position's quantity is lots x contract size in base atoms (8 places).
 * Every rounding favours neither a hidden party nor the user silently: fees and margins round up (the user is never
 * under-charged into a deficit the platform makes up), profits and losses round down (toward minus infinity).
 */

export type FuturesSide = 'long' | 'short';
export type MarginMode = 'cross' | 'isolated';

/** A maintenance margin tier: positions whose notional is at most `maxNotional` (null: no bound) use `rateBps`. */
export type MmTier = { maxNotional: Atoms | null; rateBps: number };

/** What the rules need of a contract (the server's contracts table and the contracts call carry it). */
export type ContractTerms = {
  /** Base atoms per lot (BTC 0.001 = 100_000). */
  contractSize: Atoms;
  /** The market's price tick in atoms (10^(8 - priceDecimals)). */
  tick: Atoms;
  takerFeeBps: number;
  liquidationFeeBps: number;
  mmTiers: readonly MmTier[];
};

const ONE = pow10(8);
const BPS = 10_000n;
export const PPM = 1_000_000n;

/** Base atoms of `lots` lots. */
export const quantityOf = (lots: number, contractSize: Atoms): Atoms => BigInt(lots) * contractSize;

/** Value in quote atoms of a quantity at a price, rounded down. */
export const notionalOf = (price: Atoms, quantity: Atoms): Atoms => divRound(price * quantity, ONE, 'floor');

/** Initial margin: notional / leverage, rounded up. */
export const initialMargin = (notional: Atoms, leverage: number): Atoms => divRound(notional, BigInt(leverage), 'ceil');

/** A fee in basis points of a notional, rounded up. */
export const feeOf = (notional: Atoms, bps: number): Atoms => divRound(notional * BigInt(bps), BPS, 'ceil');

/** The maintenance margin rate of a notional: the first tier that holds it. */
export function mmRateBps(notional: Atoms, tiers: readonly MmTier[]): number {
  for (const t of tiers) if (t.maxNotional === null || notional <= t.maxNotional) return t.rateBps;
  return tiers.at(-1)?.rateBps ?? 50;
}

/** Maintenance margin of a position: its entry notional x the tier rate, rounded up. */
export const maintenanceMargin = (entryNotional: Atoms, rateBps: number): Atoms => divRound(entryNotional * BigInt(rateBps), BPS, 'ceil');

/** Profit (positive) or loss of a quantity from entry to mark, rounded toward minus infinity. */
export function pnlOf(side: FuturesSide, entry: Atoms, mark: Atoms, quantity: Atoms): Atoms {
  const diff = side === 'long' ? mark - entry : entry - mark;
  return divRound(diff * quantity, ONE, 'floor');
}

/** Return on equity in basis points of the margin (truncated toward zero); 0 without margin. */
export const roeBps = (pnl: Atoms, margin: Atoms): number => (margin > 0n ? Number((pnl * BPS) / margin) : 0);

/**
 * The liquidation price: the first price (a multiple of the tick) at which margin + PnL falls to the maintenance
 * margin, exactly as `isLiquidatable` decides; null when no positive price reaches it (a 1x long, or a margin that
 * covers every move). `margin` is what backs the position: its own for isolated, its share of the equity for cross.
 */
export function liquidationPrice(side: FuturesSide, entry: Atoms, quantity: Atoms, margin: Atoms, mm: Atoms, tick: Atoms): Atoms | null {
  if (quantity <= 0n) return null;
  // Liquidated when floor(dir * (p - entry) * q / 1e8) <= mm - margin =: d, i.e. dir * (p - entry) * q < (d + 1) * 1e8.
  const x = (mm - margin + 1n) * ONE;
  if (side === 'long') {
    const highest = entry + divRound(x, quantity, 'ceil') - 1n;
    const p = divRound(highest, tick, 'floor') * tick;
    return p > 0n ? p : null;
  }
  const lowest = entry + divRound(-x, quantity, 'floor') + 1n;
  return divRound(lowest, tick, 'ceil') * tick;
}

/** Whether margin + PnL at `mark` is at or below the maintenance margin. */
export const isLiquidatable = (side: FuturesSide, entry: Atoms, mark: Atoms, quantity: Atoms, margin: Atoms, mm: Atoms): boolean =>
  margin + pnlOf(side, entry, mark, quantity) <= mm;

/** Whether a trigger price has been crossed by a mark: 'below' fires at or under it, 'above' at or over it. */
export const crossed = (direction: 'below' | 'above', trigger: Atoms, mark: Atoms): boolean =>
  direction === 'below' ? mark <= trigger : mark >= trigger;

/** The direction a position's take-profit, stop-loss and liquidation fire in. */
export const takeProfitDirection = (side: FuturesSide): 'below' | 'above' => (side === 'long' ? 'above' : 'below');
export const stopDirection = (side: FuturesSide): 'below' | 'above' => (side === 'long' ? 'below' : 'above');

export type StopCheck = 'futures_tp_side' | 'futures_sl_side' | null;

/** A take-profit must lie beyond the reference price in the position's favour, a stop-loss against it. */
export function checkStops(side: FuturesSide, reference: Atoms, tp: Atoms | null, sl: Atoms | null): StopCheck {
  if (tp !== null && (side === 'long' ? tp <= reference : tp >= reference)) return 'futures_tp_side';
  if (sl !== null && (side === 'long' ? sl >= reference : sl <= reference)) return 'futures_sl_side';
  return null;
}

export type OpenEstimate = {
  quantity: Atoms; notional: Atoms; margin: Atoms; fee: Atoms; mmRateBps: number; maintenance: Atoms;
  /** Isolated: exact. Cross: with only this position's margin and `extra` (the free balance) behind it. */
  liquidationPrice: Atoms | null;
};

/** Everything the trade form shows before opening: value, margin, taker fee, maintenance margin, liquidation price. */
export function estimateOpen(terms: ContractTerms, side: FuturesSide, price: Atoms, lots: number, leverage: number, extra: Atoms = 0n): OpenEstimate {
  const quantity = quantityOf(lots, terms.contractSize);
  const notional = notionalOf(price, quantity);
  const margin = initialMargin(notional, leverage);
  const rate = mmRateBps(notional, terms.mmTiers);
  const maintenance = maintenanceMargin(notional, rate);
  return {
    quantity, notional, margin, fee: feeOf(notional, terms.takerFeeBps), mmRateBps: rate, maintenance,
    liquidationPrice: liquidationPrice(side, price, quantity, margin + extra, maintenance, terms.tick),
  };
}

/**
 * How a closed position's money divides. `backing` is what may absorb its loss: the position's margin (isolated) or
 * its margin plus the user's free futures balance (cross). The close fee, then the liquidation fee (to the insurance
 * fund), come out of what is left; `toUser` is what the user's available balance receives as the margin is released
 * (negative for a cross loss beyond the margin: taken from the free balance, never more than it). A loss beyond the
 * backing is the `shortfall`: the user's balance never goes below zero, the insurance fund (or, when it is empty, the
 * platform) bears it. The counterparty (the platform's futures account) receives `-pnl - shortfall`.
 */
export type CloseSplit = { toUser: Atoms; fee: Atoms; liquidationFee: Atoms; pnl: Atoms; shortfall: Atoms };

export function splitClose(margin: Atoms, backing: Atoms, pnl: Atoms, closeFee: Atoms, liquidationFeeWanted: Atoms): CloseSplit {
  let equity = backing + pnl;
  if (equity < 0n) return { toUser: margin - backing, fee: 0n, liquidationFee: 0n, pnl, shortfall: -equity };
  const fee = closeFee < equity ? closeFee : equity;
  equity -= fee;
  const liquidationFee = liquidationFeeWanted < equity ? liquidationFeeWanted : equity;
  equity -= liquidationFee;
  return { toUser: equity - (backing - margin), fee, liquidationFee, pnl, shortfall: 0n };
}

export type FundingTerms = { factorPpm: number; exponent: number; capPpm: number };

/**
 * The funding rate of one period in parts per million, GMX-style on the open-interest skew: the larger side pays
 * factor x (|long - short| / (long + short))^exponent of its notional, capped; the smaller side receives the same
 * rate on its notional and the platform, which holds the skew, takes the difference. Rounded down.
 */
export function fundingRatePpm(longNotional: Atoms, shortNotional: Atoms, terms: FundingTerms): { ratePpm: bigint; payer: FuturesSide | null } {
  const total = longNotional + shortNotional;
  if (total <= 0n || longNotional === shortNotional) return { ratePpm: 0n, payer: null };
  const skew = longNotional > shortNotional ? longNotional - shortNotional : shortNotional - longNotional;
  const e = BigInt(Math.max(1, Math.min(3, Math.trunc(terms.exponent))));
  const rate = (BigInt(terms.factorPpm) * skew ** e) / total ** e;
  const cap = BigInt(terms.capPpm);
  return { ratePpm: rate < cap ? rate : cap, payer: longNotional > shortNotional ? 'long' : 'short' };
}

/** One position's funding payment of a period: rate x notional at the mark, rounded up for a payer, down for a receiver. */
export const fundingPayment = (notional: Atoms, ratePpm: bigint, pays: boolean): Atoms =>
  divRound(notional * ratePpm, PPM, pays ? 'ceil' : 'floor');
