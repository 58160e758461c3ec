import { DEFAULT_DECIMALS, pow10 } from '@candor/shared';

/** The platform's spread on every swap, in basis points (20 = 0.2 %), disclosed in every quote as `spread_bps`. */
export const SWAP_SPREAD_BPS = 20;
/** How long a quote is honoured. */
export const QUOTE_TTL_MS = 15_000;
/** The smallest swap, by value in USDT (1 USDT, in atoms). */
export const MIN_SWAP_VALUE_ATOMS = pow10(DEFAULT_DECIMALS);
/** A feed price older than this is not quoted: a stalled feed must not sell at yesterday's price. */
export const MAX_PRICE_AGE_MS = 120_000;
/** Largest amount (in or out) a swap handles: far above any real balance, well inside a 64-bit column. */
export const MAX_SWAP_ATOMS = 10n ** 18n;

const ONE = pow10(DEFAULT_DECIMALS);

/** Both sides of a swap valued in one unit (USDT for coins, the fiat currency for fiat swaps). */
export type SwapPrices = {
  /** Value of one `from` in the price unit, in atoms. */
  fromPrice: bigint;
  toPrice: bigint;
  /** Value of one USDT in the price unit (1 for coin swaps, the fiat rate for fiat swaps): sizes the minimum. */
  usdtPrice: bigint;
  spreadBps: number;
};

export type SwapAmounts = { gross: bigint; fee: bigint; receive: bigint };

/** The smallest step of an asset with `decimals` places, in ledger atoms (which always have 8 places). */
export const stepOf = (decimals: number): bigint => pow10(DEFAULT_DECIMALS - decimals);

/**
 * What `amount` atoms of `from` give: gross = amount x fromPrice / toPrice rounded down to the atom, then the
 * spread taken and the rest rounded down to the `to` asset's smallest step. The user receives `receive`; the fee is
 * exactly gross - receive (the spread, rounded up by what the rounding down left over). Exact bigint arithmetic.
 */
export function swapAmounts(amount: bigint, p: SwapPrices, toDecimals: number): SwapAmounts {
  const gross = (amount * p.fromPrice) / p.toPrice;
  const afterSpread = (gross * BigInt(10_000 - p.spreadBps)) / 10_000n;
  const step = stepOf(toDecimals);
  const receive = afterSpread - (afterSpread % step);
  return { gross, fee: gross - receive, receive };
}

/** Units of `to` per one `from`, rounded down to 8 places (for display; the amounts use the prices themselves). */
export const rateOf = (p: Pick<SwapPrices, 'fromPrice' | 'toPrice'>): bigint => (p.fromPrice * ONE) / p.toPrice;

/** The smallest amount of `from` worth the minimum swap value, rounded up to the asset's smallest step. */
export function minAmountOf(p: SwapPrices, fromDecimals: number): bigint {
  const exact = MIN_SWAP_VALUE_ATOMS * p.usdtPrice;
  const atoms = (exact + p.fromPrice - 1n) / p.fromPrice;
  const step = stepOf(fromDecimals);
  return ((atoms + step - 1n) / step) * step;
}
