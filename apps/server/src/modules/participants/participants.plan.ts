import { pow10, type Market } from '@candor/shared';

/** One simulated order: a limit price and base quantity in atoms, and whether it takes (IOC) or rests (GTC). */
export type Plan = { side: 'buy' | 'sell'; price: bigint; amount: bigint; tif: 'IOC' | 'GTC' };

/** How far through the feed price a taker reaches, in basis points (it trades at the book's best prices). */
const TAKER_REACH_BPS = 15n;
/** Quote value of an order, between these (in the quote currency). */
const MIN_VALUE = 10;
const MAX_VALUE = 400;

/**
 * A small order around the feed price, from a uniform draw `rand`: more than half take liquidity (an IOC limit that
 * reaches a little through the price, so it fills at the book's best), the rest rest one tick inside the market
 * maker's quotes, where the next taker meets them. The price never comes from anywhere but the feed.
 */
export function orderPlan(market: Market, price: bigint, rand: () => number): Plan {
  const tick = pow10(8 - market.priceDecimals);
  const lot = pow10(8 - market.qtyDecimals);
  const side = rand() < 0.5 ? 'buy' : 'sell';
  const taker = rand() < 0.55;
  const value = BigInt(Math.floor(MIN_VALUE + rand() * (MAX_VALUE - MIN_VALUE))) * pow10(8);
  let limit: bigint;
  if (taker) {
    const reach = (price * TAKER_REACH_BPS) / 10_000n;
    limit = side === 'buy' ? price + reach : price - reach;
  } else {
    limit = side === 'buy' ? price - tick : price + tick;
  }
  limit = side === 'buy' ? (limit / tick) * tick : ((limit + tick - 1n) / tick) * tick;
  if (limit < tick) limit = tick;
  const lots = (value * pow10(8)) / limit / lot;
  return { side, price: limit, amount: (lots > 0n ? lots : 1n) * lot, tif: taker ? 'IOC' : 'GTC' };
}
