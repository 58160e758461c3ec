import { formatAmount, maxAtoms, minAtoms, mulDiv, tryParseAmount, type MarketKind, type MarketQuote, type TickerPayload } from '@candor/shared';

export type { MarketKind };

/** A quote kept live: `open` is the 24 h open the snapshot's change was measured from. */
export type LiveQuote = MarketQuote & { open: string | null };

const HUNDRED_PERCENT_BP = 10_000n;

/** The 24 h open behind a price and its change: price / (1 + change / 100), exact in atoms. */
export function openFromChange(price: string | null, change: string | null): string | null {
  if (price === null || change === null) return null;
  const p = tryParseAmount(price);
  const bp = tryParseAmount(change, 2);
  if (p === null || bp === null || HUNDRED_PERCENT_BP + bp <= 0n) return null;
  return formatAmount(mulDiv(p, HUNDRED_PERCENT_BP, HUNDRED_PERCENT_BP + bp, 'half_even'));
}

/** The change of `price` against `open` in percent, truncated to 2 decimals, as the server computes it. */
export function changeFrom(price: string, open: string | null): string | null {
  if (open === null) return null;
  const p = tryParseAmount(price);
  const o = tryParseAmount(open);
  if (p === null || o === null || o <= 0n) return null;
  return formatAmount(mulDiv(p - o, HUNDRED_PERCENT_BP, o, 'trunc'), 2);
}

export function toLive(quotes: readonly MarketQuote[]): LiveQuote[] {
  return quotes.map((q) => ({ ...q, open: openFromChange(q.price, q.change) }));
}

const bound = (current: string | null, price: bigint, pick: (a: bigint, b: bigint) => bigint): string | null => {
  const c = current === null ? null : tryParseAmount(current);
  return c === null ? current : formatAmount(pick(c, price));
};

/**
 * Quotes moved by ticker events: the price, the 24 h high and low, and the change against the snapshot's open.
 * Older or repeated ticks are ignored; the same array comes back when nothing moved.
 */
export function applyTickers(quotes: readonly LiveQuote[], tickers: readonly TickerPayload[]): readonly LiveQuote[] {
  if (tickers.length === 0) return quotes;
  const latest = new Map<string, TickerPayload>();
  for (const t of tickers) {
    const seen = latest.get(t.s);
    if (!seen || t.t >= seen.t) latest.set(t.s, t);
  }
  let changed = false;
  const next = quotes.map((q) => {
    const t = latest.get(q.symbol);
    if (!t || (q.time !== null && t.t <= q.time)) return q;
    const p = tryParseAmount(t.p);
    if (p === null) return q;
    changed = true;
    return {
      ...q, price: t.p, time: t.t, change: changeFrom(t.p, q.open),
      high: bound(q.high, p, (a, b) => maxAtoms(a, b)), low: bound(q.low, p, (a, b) => minAtoms(a, b)),
    };
  });
  return changed ? next : quotes;
}

const decimal = (v: string | null): bigint | null => (v === null ? null : tryParseAmount(v));

/** The tone of a change: up, down or flat (zero or unknown). */
export function changeTone(change: string | null): 'up' | 'down' | 'flat' {
  const v = decimal(change);
  if (v === null || v === 0n) return 'flat';
  return v > 0n ? 'up' : 'down';
}

/** The markets that traded the most in 24 h by quote value (volume x price), most first; unpriced ones last. */
export function topByTurnover<T extends MarketQuote>(quotes: readonly T[], n: number): T[] {
  const turnover = (q: MarketQuote): bigint => {
    const v = decimal(q.volume);
    const p = decimal(q.price);
    return v === null || p === null ? -1n : v * p;
  };
  return quotes.map((q) => ({ q, v: turnover(q) })).sort((a, b) => (a.v === b.v ? 0 : a.v > b.v ? -1 : 1)).slice(0, n).map((x) => x.q);
}

/** Markets every list of "top markets" starts with, whatever the day's volume: the ones a newcomer looks for. */
export const HEADLINE_MARKETS = ['BTC/USDT', 'ETH/USDT'] as const;

/** The headline markets (when quoted), then the rest by 24 h turnover, n in all. */
export function topMarkets<T extends MarketQuote>(quotes: readonly T[], n: number): T[] {
  const headline = HEADLINE_MARKETS.flatMap((s) => quotes.filter((q) => q.symbol === s)).slice(0, n);
  const rest = topByTurnover(quotes.filter((q) => !headline.includes(q)), n - headline.length);
  return [...headline, ...rest];
}
