import { OPTION_VOID_AFTER_MS, closeTickCounts, settleOption } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { LedgerService } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import type { OptionsMoney } from './options.money.js';
import type { Closing, OptionsRepo, OrderRow } from './options.repo.js';
import type { OptionDirectionText } from './options.tables.js';

/** Orders settled per transaction. */
const BATCH = 25_000;
/**
 * How long past the void deadline a run waits before it voids: ticks are stored a moment after their time, so a
 * tick of the last instant of the window is given this long to be written. The rule itself is 10 s (rules/options.ts).
 */
export const VOID_GRACE_MS = 2_000;

type CloseTick = { id: number; price_atoms: bigint; ts: number };
type Group = Omit<Closing, 'id'> & { symbol: string; closeTime: number; direction: OptionDirectionText; openAtoms: bigint; priceDecimals: number };

/**
 * Settlement, run by the scheduler every second (job `options.settle`): every open order whose close time has passed
 * settles from the first stored tick at or after its close time, or is void when none came within 10 s. It reads only
 * stored ticks, so after downtime it settles everything due, from the ticks stored at the time. Idempotent: an order
 * is closed by a conditional update (open -> settled) in the same transaction as its ledger entry (one ref per order),
 * so a second run, or a second server process, closes and pays nothing twice.
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
      const groups = await this.decide(due, now);
      if (groups.length === 0) return total;
      total += await this.apply(groups, now);
      if (due.length < BATCH) return total;
    }
  }

  /**
   * The close of each due group (symbol, close time, direction, open price: one close tick, one result; orders of
   * different durations may share a close time, not their open price), or nothing while its
   * close tick may still come. One tick look-up per symbol and close time.
   */
  private async decide(due: readonly OrderRow[], now: number): Promise<Group[]> {
    const ticks = new Map<string, CloseTick | null>();
    const groups = new Map<string, Group>();
    for (const o of due) {
      const key = `${o.symbol}@${o.close_time}`;
      const group = `${key}/${o.direction}/${o.open_atoms}/${o.price_decimals}`;
      if (groups.has(group)) continue;
      if (!ticks.has(key)) ticks.set(key, (await this.market.firstTickFrom(o.symbol, o.close_time)) ?? null);
      const tick = ticks.get(key) ?? null;
      const counts = tick !== null && closeTickCounts(o.close_time, tick.ts);
      if (!counts && now < o.close_time + OPTION_VOID_AFTER_MS + VOID_GRACE_MS) continue;
      // The result depends on the direction and the two prices only; stake and rate change the amounts, not the result.
      const s = settleOption({
        direction: o.direction, stake: 0n, rateBps: 0, priceDecimals: o.price_decimals, closeTime: o.close_time,
        open: o.open_atoms, close: counts ? { price: tick.price_atoms, time: tick.ts } : null,
      });
      groups.set(group, {
        symbol: o.symbol, closeTime: o.close_time, direction: o.direction, openAtoms: o.open_atoms, priceDecimals: o.price_decimals,
        status: s.result === 'void' ? 'void' : 'settled', result: s.result, outcome: s.outcome,
        close_tick_id: counts ? tick.id : null, close_atoms: counts ? tick.price_atoms : null,
      });
    }
    return [...groups.values()];
  }

  private async apply(groups: readonly Group[], now: number): Promise<number> {
    return this.ledger.transaction(async (tx) => {
      const closed: OrderRow[] = [];
      for (const g of groups) {
        const rows = await this.repo.close(tx, g, now);
        closed.push(...rows.map((r) => ({ ...r, result: g.result })));
      }
      await this.ledger.postMany(tx, closed.map((o) => this.money.settlement(o, o.result ?? 'void')));
      await this.repo.releaseOpenStake(tx, closed);
      await this.market.citeMany(tx, closed.filter((o) => o.close_tick_id !== null).map((o) => ({ tickId: o.close_tick_id!, subject: `option:${o.id}:close` })));
      return closed.length;
    });
  }
}
