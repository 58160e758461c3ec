import { divRound, pow10, type Atoms } from '../money.js';

/**
 * The published settlement rule of timed options, computed in exact integers by the server when it settles and by
 * anyone who verifies (the verification page, a script over `option/verify`). Prices and stakes are atoms (8 places).
 *
 * - open price: the last stored feed tick at or before the open time;
 * - close price: the first stored feed tick at or after the close time, if it is at most 10 s after it; otherwise void;
 * - both prices are compared at the symbol's tick size (10^-priceDecimals, rounded half up);
 * - rise wins if close > open, fall if close < open, even if they are equal;
 * - a win returns stake x (1 + rate) (rate in basis points, the payout rounded down), a loss returns nothing, a void
 *   order returns the stake.
 */

/** The types of the directions and results; the contract's enums (api/options.ts OPTION_DIRECTIONS, OPTION_RESULTS) list the same. */
export type OptionDirection = 'rise' | 'fall' | 'even';
export type OptionResult = 'win' | 'loss' | 'void';

/** No tick within this long after the close time: the order is void and the stake returned. */
export const OPTION_VOID_AFTER_MS = 10_000;
/** The durations the seed names, in seconds. */
export const OPTION_DURATIONS = [60, 120, 180, 240, 600, 1800] as const;

const BPS = 10_000n;
const PRICE_DECIMALS = 8;

export const OPTION_RULE =
  'Open price: the last stored feed tick at or before the open time. Close price: the first stored feed tick at or after ' +
  'the close time; if none arrives within 10 s of the close time the order is void and the stake returned. Both prices are ' +
  "compared at the symbol's tick size: rise wins if close > open, fall wins if close < open, even wins if they are equal. " +
  "A win pays stake x (1 + rate) from the platform's options account; a losing stake goes to it.";

/** The tick size in price atoms of a symbol with `priceDecimals` places. */
export const tickSizeOf = (priceDecimals: number): Atoms => pow10(Math.max(0, PRICE_DECIMALS - priceDecimals));

/** A price in atoms rounded half up to the tick size. */
export const atTickSize = (price: Atoms, priceDecimals: number): Atoms => {
  const tick = tickSizeOf(priceDecimals);
  return divRound(price, tick, 'half_up') * tick;
};

/** How the price moved from open to close, compared at the tick size. */
export function outcomeOf(open: Atoms, close: Atoms, priceDecimals: number): OptionDirection {
  const o = atTickSize(open, priceDecimals);
  const c = atTickSize(close, priceDecimals);
  return c > o ? 'rise' : c < o ? 'fall' : 'even';
}

/** What a win returns: stake x (1 + rate), rounded down. */
export const payoutOf = (stake: Atoms, rateBps: number): Atoms => stake + divRound(stake * BigInt(rateBps), BPS, 'floor');

/** Whether a close tick at `closeTickTime` may settle an order closing at `closeTime` (else: void). */
export const closeTickCounts = (closeTime: number, closeTickTime: number): boolean =>
  closeTickTime >= closeTime && closeTickTime <= closeTime + OPTION_VOID_AFTER_MS;

export type OptionSettlementFigures = { result: OptionResult; outcome: OptionDirection | null; credited: Atoms; profitLoss: Atoms };

/**
 * Settles one order by the rule: `close` is the first tick at or after the close time (null: none stored yet past
 * the deadline). The credited amount is what returns to the user's available balance from the locked stake.
 */
export function settleOption(input: {
  direction: OptionDirection; stake: Atoms; rateBps: number; priceDecimals: number; closeTime: number;
  open: Atoms; close: { price: Atoms; time: number } | null;
}): OptionSettlementFigures {
  if (!input.close || !closeTickCounts(input.closeTime, input.close.time)) {
    return { result: 'void', outcome: null, credited: input.stake, profitLoss: 0n };
  }
  const outcome = outcomeOf(input.open, input.close.price, input.priceDecimals);
  if (outcome === input.direction) {
    const credited = payoutOf(input.stake, input.rateBps);
    return { result: 'win', outcome, credited, profitLoss: credited - input.stake };
  }
  return { result: 'loss', outcome, credited: 0n, profitLoss: -input.stake };
}
