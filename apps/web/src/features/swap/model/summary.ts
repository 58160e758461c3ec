import { formatAmount, mulDiv, pow10, type Atoms } from '@candor/shared';
import type { Quote } from './quote';

export type Money = { atoms: Atoms; asset: string };

/** The spread in percent as an exact decimal string: 20 bps is "0.2". */
export const spreadPercent = (bps: number): string => formatAmount(BigInt(Math.max(0, Math.trunc(bps))), 2);

/**
 * The rate the way people read it: one unit of the dearer asset in the cheaper one ("1 BTC = 96,000 USDT" rather
 * than "1 USDT = 0.0000 BTC", which the 4-place display would show as zero), from the quoted prices, rounded down.
 */
export type RateLine = { base: string; quote: string; price: Atoms };

export function rateLine(q: Pick<Quote, 'from' | 'to' | 'fromPrice' | 'toPrice'>): RateLine | null {
  if (q.fromPrice <= 0n || q.toPrice <= 0n) return null;
  return q.fromPrice >= q.toPrice
    ? { base: q.from, quote: q.to, price: mulDiv(q.fromPrice, pow10(8), q.toPrice, 'floor') }
    : { base: q.to, quote: q.from, price: mulDiv(q.toPrice, pow10(8), q.fromPrice, 'floor') };
}

/** What a quote for an amount means: what is paid, what is received, and the spread kept, as an amount and a share. */
export type QuoteSummary = {
  pay: Money;
  receive: Money;
  /** Value at the quoted prices before the spread. */
  gross: Money;
  spread: Money;
  spreadPercent: string;
  rate: RateLine | null;
  min: Money;
};

export function summarize(q: Quote): QuoteSummary | null {
  if (q.amount === null || q.receive === null || q.gross === null || q.fee === null) return null;
  return {
    pay: { atoms: q.amount, asset: q.from },
    receive: { atoms: q.receive, asset: q.to },
    gross: { atoms: q.gross, asset: q.to },
    spread: { atoms: q.fee, asset: q.feeAsset },
    spreadPercent: spreadPercent(q.spreadBps),
    rate: rateLine(q),
    min: { atoms: q.min, asset: q.from },
  };
}

