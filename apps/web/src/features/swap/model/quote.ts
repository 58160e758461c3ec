import { formatAmount, parseAmount, tryParseAmount, type Atoms, type BodyOf, type SwapQuote, type swapRoutes } from '@candor/shared';
import { checkAmount } from './errors';
import { pairOf, type SwapForm } from './form';
import type { SwapKind } from './catalog';

/** A quote in atoms, with the moment this device received it (its validity is timed on this device's clock). */
export type Quote = {
  id: string; kind: SwapKind; from: string; to: string; rate: Atoms; fromPrice: Atoms; toPrice: Atoms; priceUnit: string;
  spreadBps: number; amount: Atoms | null; gross: Atoms | null; fee: Atoms | null; feeAsset: string; receive: Atoms | null;
  min: Atoms; validMs: number; receivedAt: number;
};

const opt = (v: string | null): Atoms | null => (v === null ? null : tryParseAmount(v));

/** What /swap/getCurrencyRate(Fiat) answers (decimal strings), in atoms. */
export function readQuote(w: SwapQuote, receivedAt: number): Quote {
  return {
    id: w.quote_id, kind: w.kind, from: w.from, to: w.to, rate: parseAmount(w.rate), fromPrice: parseAmount(w.from_price),
    toPrice: parseAmount(w.to_price), priceUnit: w.price_unit, spreadBps: w.spread_bps, amount: opt(w.amount), gross: opt(w.gross),
    fee: opt(w.fee), feeAsset: w.fee_asset, receive: opt(w.receive), min: parseAmount(w.min_amount),
    validMs: Math.max(0, w.expires_at - w.created_at), receivedAt,
  };
}

/**
 * When the quote stops being usable on this device: its validity counted from when it arrived, so a device clock
 * that is off does not matter (the network's delay makes it slightly later than the server's; see SUBMIT_MARGIN_MS).
 */
export const quoteEnd = (q: Quote): number => q.receivedAt + q.validMs;

/** A quote is not submitted in its last second: the request must reach the server before the quote expires there. */
export const SUBMIT_MARGIN_MS = 1_000;

/**
 * The last moment Confirm may send the quote, and what the countdown on screen counts down to: on a whole second
 * (so the countdown's ticks line up with it), never later than a second before the quote ends.
 */
export const usableUntil = (q: Quote): number => Math.floor((quoteEnd(q) - SUBMIT_MARGIN_MS) / 1000) * 1000;

export const isLive = (q: Quote, now: number): boolean => now < usableUntil(q);

/** What to ask a quote for; `amount` null asks for the rate (and the minimum) only. */
export type QuoteRequest = { kind: SwapKind; from: string; to: string; amount: string | null };

/**
 * The quote the form needs: none for a visitor, an unknown asset or the same asset twice; with the amount when it is
 * a valid amount not below the pair's known minimum, else the rate only (the server would refuse the amount).
 */
export function quoteRequest(s: SwapForm, ctx: { loggedIn: boolean; decimals: number | null; toKnown: boolean; min: Atoms | null }): QuoteRequest | null {
  const { from, to } = pairOf(s);
  if (!ctx.loggedIn || ctx.decimals === null || !ctx.toKnown || from === to) return null;
  const check = checkAmount(s.amount, ctx.decimals);
  const usable = check.ok && (ctx.min === null || check.atoms >= ctx.min);
  return { kind: s.kind, from, to, amount: usable ? formatAmount(check.atoms) : null };
}

/** Whether a quote answers this request (same kind, pair and amount). */
export function answers(q: Quote | undefined, r: QuoteRequest | null): q is Quote {
  if (!q || !r) return false;
  const amount = r.amount === null ? null : parseAmount(r.amount);
  return q.kind === r.kind && q.from === r.from && q.to === r.to && q.amount === amount;
}

export const quotePath = (kind: SwapKind) => (kind === 'fiat' ? 'swap/getCurrencyRateFiat' as const : 'swap/getCurrencyRate' as const);
export const exchangePath = (kind: SwapKind) => (kind === 'fiat' ? 'swap/exchangeCurrencyFiat' as const : 'swap/exchangeCurrency' as const);

/** The exchange request with every field given. */
export type ExchangeBody = Required<BodyOf<typeof swapRoutes.coinExchange>>;

/**
 * The exchange request of a quote: exactly the quoted amount, and a key derived from the quote, so a double tap or
 * a retry after a lost answer swaps once and gets the first answer back.
 */
export function exchangeBody(q: Quote): ExchangeBody | null {
  if (q.amount === null) return null;
  return { quote_id: q.id, amount: formatAmount(q.amount), idempotency_key: `swap:${q.id}` };
}

export type Readiness = 'visitor' | 'invalid' | 'quoting' | 'expired' | 'ready';

/** Whether Confirm may send the quote now, or what it waits for. */
export function readiness(o: { loggedIn: boolean; errors: number; request: QuoteRequest | null; quote: Quote | undefined; now: number }): Readiness {
  if (!o.loggedIn) return 'visitor';
  if (o.errors > 0 || o.request === null || o.request.amount === null) return 'invalid';
  if (!answers(o.quote, o.request)) return 'quoting';
  return isLive(o.quote, o.now) ? 'ready' : 'expired';
}

/** Server codes after which the quote on screen is no use (gone, expired, used, no price): fetch a fresh one. */
const REQUOTE_CODES = new Set([6404, 6409, 6410, 6411]);
/** The ledger's insufficient balance: the balance on screen was out of date. */
const BALANCE_CODES = new Set([3001]);

export function afterRefusal(code: number): 'requote' | 'balances' | 'none' {
  if (REQUOTE_CODES.has(code)) return 'requote';
  return BALANCE_CODES.has(code) ? 'balances' : 'none';
}

/** Which pair a quote or a request prices, to remember each pair's minimum. */
export const pairKey = (p: { kind: SwapKind; from: string; to: string }): string => `${p.kind}:${p.from}:${p.to}`;

/** Expired quotes are refreshed by themselves this many times in a row; after that, on a tap (nobody is watching). */
export const MAX_AUTO_REFRESHES = 20;

export const shouldAutoRefresh = (refreshed: number, visible: boolean): boolean => visible && refreshed < MAX_AUTO_REFRESHES;
