import { OPTION_VOID_AFTER_MS, closeTickCounts, settleOption } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { LedgerService } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import type { OptionsMoney } from './options.money.js';
import type { Closing, OptionsRepo, DueOrder } from './options.repo.js';

/** Orders settled per transaction. */
const BATCH = 50_000;
/**
 * How long past the void deadline a run waits before it voids: ticks are stored a moment after their time, so a
 * tick of the last instant of the window is given this long to be written. The rule itself is 10 s (rules/options.ts).
 */
export const VOID_GRACE_MS = 2_000;

type CloseTick = { id: number; price_atoms: bigint; ts: number };

/**
 * Settlement, run by the scheduler every second (job `options.settle`): every open order whose close time has passed
 * settles from the first stored tick at or after its close time, or is void when none came within 10 s. It reads only
 * stored ticks, so after downtime it settles everything due, from the ticks stored at the time. Set-based: the ticks of
 * each symbol are read once per run, outcomes are computed in memory, the orders are closed by a conditional update
 * (open -> settled) per chunk of ids sharing their close tick and result, and in the same transaction the ledger gets
 * one entry per user, symbol and result (options.money.ts `settlements`, written by the ledger's many-entries door),
 * the open stakes are released per user and side, and each order's close tick is cited. Idempotent: an order another
 * run or process closed first is not among the rows the update answers, so its money never moves twice; a run that
 * fails rolls back whole and the next run settles the same orders.
 */
export class OptionsSettlement {
  constructor(private readonly ledger: LedgerService, private readonly clock: Clock, private readonly repo: OptionsRepo,
    private readonly money: OptionsMoney, private readonly market: MarketService) {}

  /** Settles everything due at `now`; answers how many orders this run closed. */
  async run(now = this.clock.now()): Promise<number> {
    let total = 0;
    for (;;) {
      const due = await this.repo.due(now, BATCH);
      if (due.length === 0) return total;
      const closings = await this.decide(due, now);
      if (closings.length === 0) return total;
      total += await this.apply(due, closings, now);
      if (due.length < BATCH) return total;
    }
  }

  /**
   * The close of each due order, or nothing while its close tick may still come. The ticks of each symbol from the
   * first close time to 10 s after the last are read once; the first at or after each close time is found in them.
   */
  private async decide(due: readonly DueOrder[], now: number): Promise<Closing[]> {
    const bySymbol = new Map<string, CloseTick[]>();
    for (const symbol of new Set(due.map((o) => o.symbol))) {
      const times = due.filter((o) => o.symbol === symbol).map((o) => o.close_time);
      const from = times.reduce((a, b) => Math.min(a, b));
      const to = times.reduce((a, b) => Math.max(a, b)) + OPTION_VOID_AFTER_MS;
      const ticks = await this.market.ticksOf(symbol, from, to);
      bySymbol.set(symbol, ticks.map((t) => ({ id: t.id, price_atoms: t.price_atoms, ts: t.ts })).sort((a, b) => a.ts - b.ts || a.id - b.id));
    }
    const closings: Closing[] = [];
    for (const o of due) {
      const tick = firstAtOrAfter(bySymbol.get(o.symbol) ?? [], o.close_time);
      const counts = tick !== null && closeTickCounts(o.close_time, tick.ts);
      if (!counts && now < o.close_time + OPTION_VOID_AFTER_MS + VOID_GRACE_MS) continue;
      const s = settleOption({
        direction: o.direction, stake: o.stake_atoms, rateBps: o.rate_bps, priceDecimals: o.price_decimals, closeTime: o.close_time,
        open: o.open_atoms, close: counts ? { price: tick.price_atoms, time: tick.ts } : null,
      });
      closings.push({
        id: o.id, status: s.result === 'void' ? 'void' : 'settled', result: s.result, outcome: s.outcome,
        close_tick_id: counts ? tick.id : null, close_atoms: counts ? tick.price_atoms : null,
      });
    }
    return closings;
  }

  private async apply(due: readonly DueOrder[], closings: readonly Closing[], now: number): Promise<number> {
    const byId = new Map(due.map((o) => [o.id, o]));
    return this.ledger.transaction(async (tx) => {
      const closed = await this.repo.close(tx, closings, now);
      const mine = closings.filter((c) => closed.has(c.id));
      const rows = mine.map((c) => byId.get(c.id)!);
      await this.ledger.postMany(tx, this.money.settlements(mine.map((c) => ({ order: byId.get(c.id)!, result: c.result }))));
      await this.repo.releaseOpenStake(tx, rows);
      await this.market.citeMany(tx, mine.filter((c) => c.close_tick_id !== null).map((c) => ({ tickId: c.close_tick_id!, subject: `option:${c.id}:close` })));
      return mine.length;
    });
  }
}

/** The first tick at or after `time` in ticks sorted by time (binary search), or null. */
function firstAtOrAfter(ticks: readonly CloseTick[], time: number): CloseTick | null {
  let lo = 0;
  let hi = ticks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ticks[mid]!.ts < time) lo = mid + 1;
    else hi = mid;
  }
  return ticks[lo] ?? null;
}
