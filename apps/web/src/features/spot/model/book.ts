import { tryParseAmount, type DepthPayload, type SpotTrade, type TradePayload } from '@candor/shared';

export type Level = { price: string; amount: string };
export type Depth = { bids: Level[]; asks: Level[] };

/**
 * A row of the ladder: a level, and how wide its depth bar is (0-100): the amount resting from the best price out
 * to this level, against the most shown on either side.
 */
export type LadderRow = Level & { width: number };

export const EMPTY_DEPTH: Depth = { bids: [], asks: [] };

/** An event of the depth.<SYMBOL> channel ({bids, asks} of [price, amount] pairs, best first) as the ladder reads it. */
export function toDepth(event: DepthPayload): Depth {
  const level = ([price, amount]: readonly [string, string]): Level => ({ price, amount });
  return { bids: event.bids.map(level), asks: event.asks.map(level) };
}

/**
 * The ladder of `rows` levels a side: asks with the highest on top so the best ask sits just above the last
 * price, bids best first below it. Bars show cumulative depth; widths compare exact amounts (bigint), never floats.
 */
export function ladder(depth: Depth, rows: number): { asks: LadderRow[]; bids: LadderRow[] } {
  const cumulative = (levels: Level[]): bigint[] => {
    let sum = 0n;
    return levels.map((l) => (sum += tryParseAmount(l.amount) ?? 0n));
  };
  const asks = depth.asks.slice(0, rows);
  const bids = depth.bids.slice(0, rows);
  const askSums = cumulative(asks);
  const bidSums = cumulative(bids);
  const max = [...askSums, ...bidSums].reduce((m, a) => (a > m ? a : m), 0n);
  const width = (sum: bigint): number => (max > 0n ? Number((sum * 100n) / max) : 0);
  return {
    asks: asks.map((l, i) => ({ ...l, width: width(askSums[i] ?? 0n) })).reverse(),
    bids: bids.map((l, i) => ({ ...l, width: width(bidSums[i] ?? 0n) })),
  };
}

/** A trade of the book; `simulated` when a simulated participant of a trial install took part (labelled on every list). */
export type Trade = { id: string; price: string; amount: string; side: 'buy' | 'sell' | null; time: number; simulated: boolean };

/** currency/deal's answer as the list shows it: newest first, each with the taker's side, ids apart from live ones. */
export function toTrades(list: readonly SpotTrade[]): Trade[] {
  return list.map((t) => ({ id: `d${t.id}`, price: t.price, amount: t.amount, side: t.side, time: t.time, simulated: t.simulated }));
}

/** An event of the trades.<SYMBOL> channel ({p, q, t}, no side); `seq` keeps ids unique within a session. */
export function toLiveTrade(event: TradePayload, seq: number): Trade {
  return { id: `w${event.t}-${seq}`, price: event.p, amount: event.q, side: null, time: event.t, simulated: event.s === 1 };
}

/** "Last price": the last trade on Candor's book (newest first), or null before the first; the feed's price is the index. */
export const lastTradePrice = (trades: readonly Trade[] | undefined): string | null => trades?.[0]?.price ?? null;

/** Live trades in front of the known ones, newest first, at most `keep`. */
export function mergeTrades(known: readonly Trade[], incoming: readonly Trade[], keep: number): Trade[] {
  return [...[...incoming].reverse(), ...known].slice(0, keep);
}

/**
 * The colour of a trade: the taker's side when known, else the tick rule (up when it traded above the trade
 * before it, down below, flat when equal or first).
 */
export function tradeTone(trades: readonly Trade[], i: number): 'up' | 'down' | 'flat' {
  const t = trades[i];
  if (!t) return 'flat';
  if (t.side) return t.side === 'buy' ? 'up' : 'down';
  for (let j = i + 1; j < trades.length; j++) {
    const before = trades[j];
    const a = tryParseAmount(t.price);
    const b = before ? tryParseAmount(before.price) : null;
    if (a === null || b === null) return 'flat';
    if (a !== b) return a > b ? 'up' : 'down';
  }
  return 'flat';
}
