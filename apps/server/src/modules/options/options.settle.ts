import { OPTION_VOID_AFTER_MS, closeTickCounts } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { LedgerService } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import { OPTION_COIN } from './options.defaults.js';
import { settledSummaries, silentOptions, type OptionsAnnounce } from './options.events.js';
import type { OptionsMoney } from './options.money.js';
import type { OptionsRepo } from './options.repo.js';
import { CITE_SELECT, GROUP_COLUMNS, closeGroups, dueGroups, groupRows, lockRuns, settledSums, type CloseGroup, type DueGroup } from './options.settle.sql.js';

/** Orders settled per transaction at most (whole groups: a group larger than this is one transaction). */
const BATCH = 200_000;
/** Groups (symbol, close time, tick size) read per pass. */
const GROUPS = 5_000;
/**
 * How long past the void deadline a run waits before it voids: ticks are stored a moment after their time, so a
 * tick of the last instant of the window is given this long to be written. The rule itself is 10 s (rules/options.ts).
 */
export const VOID_GRACE_MS = 2_000;

type CloseTick = { id: number; price_atoms: bigint; ts: number };

/**
 * Settlement, run by the scheduler every second (job `options.settle`): every open order whose close time has passed
 * settles from the first stored tick at or after its close time, or is void when none came within 10 s. It reads only
 * stored ticks, so after downtime it settles everything due, from the ticks stored at the time. Set-based and inside
 * the database (options.settle.sql.ts): the due orders are read as groups sharing their symbol, close time and tick
 * size; the ticks of each symbol are read once per pass and each group's close tick found in them; then one
 * transaction per batch of groups sums the groups' open orders per user, side and result, cites each order's close
 * tick, closes the orders by the rule (one conditional update, open -> settled/void) and posts one ledger entry per
 * user, symbol and result (options.money.ts `settlements`, the ledger's many-entries door) and releases the open
 * stakes per user and side from the sums. Idempotent: runs are serialized (PostgreSQL: a transaction lock; SQLite: one
 * writer), an order is closed only while open, and a run whose update closes other than the orders it summed rolls
 * back whole; the next run settles the same orders. After the commit, one `options.settled` per user, mode and symbol
 * summing the transaction's orders (options.events.ts), never one per order.
 */
export class OptionsSettlement {
  constructor(private readonly ledger: LedgerService, private readonly clock: Clock, private readonly db: Db,
    private readonly repo: OptionsRepo, private readonly money: OptionsMoney, private readonly market: MarketService,
    private readonly announce: OptionsAnnounce = silentOptions) {}

  /** Settles everything due at `now`; answers how many orders this run closed. */
  async run(now = this.clock.now()): Promise<number> {
    let total = 0;
    for (;;) {
      const due = await dueGroups(this.db, now, GROUPS);
      const ready = await this.decide(due, now);
      let closed = 0;
      for (let i = 0; i < ready.length;) {
        let n = 0;
        let j = i;
        while (j < ready.length && (j === i || n + ready[j]!.n <= BATCH)) n += ready[j++]!.n;
        closed += await this.apply(ready.slice(i, j), now);
        i = j;
      }
      total += closed;
      if (due.length < GROUPS || closed === 0) return total;
    }
  }

  /**
   * The close tick of each due group, leaving out the groups whose close tick may still come. The ticks of each symbol
   * from the first close time to 10 s after the last are read once; the first at or after each close time is found in them.
   */
  private async decide(due: readonly DueGroup[], now: number): Promise<CloseGroup[]> {
    const bySymbol = new Map<string, CloseTick[]>();
    for (const symbol of new Set(due.map((g) => g.symbol))) {
      const times = due.filter((g) => g.symbol === symbol).map((g) => g.close_time);
      const from = times.reduce((a, b) => Math.min(a, b));
      const to = times.reduce((a, b) => Math.max(a, b)) + OPTION_VOID_AFTER_MS;
      const ticks = await this.market.ticksOf(symbol, from, to);
      bySymbol.set(symbol, ticks.map((t) => ({ id: t.id, price_atoms: t.price_atoms, ts: t.ts })).sort((a, b) => a.ts - b.ts || a.id - b.id));
    }
    const ready: CloseGroup[] = [];
    for (const g of due) {
      const tick = firstAtOrAfter(bySymbol.get(g.symbol) ?? [], g.close_time);
      const counts = tick !== null && closeTickCounts(g.close_time, tick.ts);
      if (!counts && now < g.close_time + OPTION_VOID_AFTER_MS + VOID_GRACE_MS) continue;
      ready.push({ ...g, tick_id: counts ? tick.id : null, close_atoms: counts ? tick.price_atoms : null });
    }
    return ready;
  }

  private async apply(groups: readonly CloseGroup[], now: number): Promise<number> {
    const rows = groupRows(groups);
    return this.ledger.transaction(async (tx) => {
      await lockRuns(tx);
      const sums = await settledSums(tx, rows);
      const expected = sums.reduce((n, s) => n + s.n, 0);
      if (expected === 0) return 0;
      await this.market.citeSelected(tx, { columns: GROUP_COLUMNS, select: CITE_SELECT }, rows);
      const closed = await closeGroups(tx, rows, now);
      if (closed !== expected) throw new Error(`options settlement: ${closed} orders closed, ${expected} summed; rolled back`);
      this.announce(tx, settledSummaries(sums, OPTION_COIN, now));
      await this.ledger.postMany(tx, this.money.settlements(sums));
      await this.repo.releaseOpenStake(tx, sums.map((s) => ({ user_id: s.user_id, symbol: s.symbol, mode: s.mode, direction: s.direction, stake_atoms: s.stake })));
      return closed;
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
