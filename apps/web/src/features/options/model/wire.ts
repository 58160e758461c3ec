import type { OptionOrder, OptionProducts, OptionTick, OptionVerification } from '@candor/shared';
import { tryParseAmount, type Atoms } from '@candor/shared';
import type { Direction, Order, Products, Tick, Verification } from './types';

/** The API's shapes (packages/shared/src/api/options.ts) in the pages' terms: money as atoms, camel case. */

const atoms = (v: string): Atoms => tryParseAmount(v) ?? 0n;
const maybeAtoms = (v: string | null): Atoms | null => (v === null ? null : atoms(v));

export function toProducts(p: OptionProducts): Products {
  return {
    mode: p.mode, coin: p.coin, voidAfterMs: p.void_after_ms, payoutAccount: p.payout_account,
    payoutAccountBalance: atoms(p.payout_account_balance), available: maybeAtoms(p.available),
    durations: p.durations.map((d) => ({ seconds: d.seconds, enabled: d.enabled, rateBps: d.rate_bps, minStake: atoms(d.min_stake), maxStake: atoms(d.max_stake) })),
    markets: p.symbols.map((s) => ({
      symbol: s.symbol, base: s.base, quote: s.quote, name: s.name, enabled: s.enabled, priceDecimals: s.price_decimals,
      userOpenCap: atoms(s.user_open_cap), sideOpenCap: atoms(s.side_open_cap), last: s.last,
      openStake: { rise: atoms(s.open_stake.rise), fall: atoms(s.open_stake.fall), even: atoms(s.open_stake.even) } satisfies Record<Direction, Atoms>,
    })),
  };
}

export function toOrder(o: OptionOrder): Order {
  return {
    id: o.id, symbol: o.symbol, direction: o.direction, mode: o.mode, seconds: o.seconds, rateBps: o.rate_bps,
    stake: atoms(o.stake), coin: o.coin, payout: atoms(o.payout), status: o.status, result: o.result, outcome: o.outcome,
    profitLoss: maybeAtoms(o.profit_loss), openTime: o.open_time, closeTime: o.close_time, settledAt: o.settled_at,
    openPrice: o.open_price, closePrice: o.close_price,
  };
}

const toTick = (t: OptionTick): Tick => ({ tickId: t.tick_id, time: t.time, price: t.price, source: t.source });

export function toVerification(v: OptionVerification): Verification {
  const figures = (f: OptionVerification['stored']) => ({ result: f.result, outcome: f.outcome, credited: maybeAtoms(f.credited) });
  return {
    id: v.id, symbol: v.symbol, direction: v.direction, mode: v.mode, seconds: v.seconds, rateBps: v.rate_bps, stake: atoms(v.stake),
    coin: v.coin, status: v.status, priceDecimals: v.price_decimals, tickSize: v.tick_size, openTime: v.open_time, closeTime: v.close_time,
    voidDeadline: v.void_deadline, openTick: toTick(v.open_tick), closeTick: v.close_tick ? toTick(v.close_tick) : null,
    stored: figures(v.stored), recomputed: figures(v.recomputed), matches: v.matches,
  };
}

/** What the buy sends. */
export type BuyBody = { symbol: string; direction: Direction; seconds: number; amount: string; coin: string; idempotency_key: string };
