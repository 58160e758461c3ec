import { tryParseAmount, type SpotTrade } from '@candor/shared';

export type Level = { price: string; amount: string };
export type Depth = { bids: Level[]; asks: Level[] };

/**
 * A row of the ladder: a level, and how wide its depth bar is (0-100): the amount resting from the best price out
 * to this level, against the most shown on either side.
 */
export type LadderRow = Level & { width: number };

export const EMPTY_DEPTH: Depth = { bids: [], asks: [] };

const isDecimal = (v: unknown): v is string => typeof v === 'string' && tryParseAmount(v) !== null;

function levels(value: unknown, read: (x: unknown) => Level | null): Level[] {
  if (!Array.isArray(value)) return [];
  const out: Level[] = [];
  for (const x of value as unknown[]) {
    const level = read(x);
    if (level) out.push(level);
  }
  return out;
}

const fromPair = (x: unknown): Level | null => {
  if (!Array.isArray(x)) return null;
  const [price, amount] = x as unknown[];
  return isDecimal(price) && isDecimal(amount) ? { price, amount } : null;
};

/** An event of the depth.<SYMBOL> channel: {bids, asks} of [price, amount] pairs, best first. */
export function readDepthEvent(data: unknown): Depth | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (!Array.isArray(d.bids) || !Array.isArray(d.asks)) return null;
  return { bids: levels(d.bids, fromPair), asks: levels(d.asks, fromPair) };
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

export type Trade = { id: string; price: string; amount: string; side: 'buy' | 'sell' | null; time: number };

/** currency/deal's answer as the list shows it: newest first, each with the taker's side, ids apart from live ones. */
export function toTrades(list: readonly SpotTrade[]): Trade[] {
  return list.map((t) => ({ id: `d${t.id}`, price: t.price, amount: t.amount, side: t.side, time: t.time }));
}

/** An event of the trades.<SYMBOL> channel ({p, q, t}, no side); `seq` keeps ids unique within a session. */
export function readTradeEvent(data: unknown, seq: number): Trade | null {
  if (typeof data !== 'object' || data === null) return null;
  const { p, q, t } = data as Record<string, unknown>;
  if (!isDecimal(p) || !isDecimal(q) || typeof t !== 'number') return null;
  return { id: `w${t}-${seq}`, price: p, amount: q, side: null, time: t };
}

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
