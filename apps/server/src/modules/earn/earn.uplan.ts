import { AppError } from '../../platform/http/errors.js';
import { dailyYield, dayKey, DAY_MS, dayStart, formatAmount, UPLAN_COIN, type UplanState } from '@candor/shared';
import type { Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import { EarnCoverageService } from './earn.coverage.js';
import { yesterdayOf, incomeKey, type EarnContext } from './earn.context.js';
import { amountOf } from './earn.input.js';
import { SYSTEM } from './earn.money.js';
import type { Actor } from '../ledger/index.js';
import type { UplanRow } from './earn.repo.js';

const user = (id: number) => ({ type: 'user' as const, id });
const COIN = UPLAN_COIN;

/**
 * The U plan (decisions.md "U plan"): opt-in; each day (the `earn.daily` job, at 00:00 UTC) the day that ended is paid
 * one day's interest on what stayed in the flexible holding all day, from the earn account's reservation, then idle
 * funding USDT above the kept amount moves in and the new day's interest is reserved. Money comes back on demand, or
 * when a post needs more funding USDT than is free (`cover`, registered with the ledger by the module); when
 * the earn account cannot cover even the holding already there, the holding goes back to the funding account.
 */
export class UplanService {
  constructor(private readonly c: EarnContext) {}

  async state(userId: number): Promise<UplanState> {
    const [row, s, cover, yesterday] = await Promise.all([
      this.c.repo.uplan(userId), this.c.repo.uplanSettings(), this.c.coverage.coin(COIN), yesterdayOf(this.c, userId),
    ]);
    const now = this.c.clock.now();
    const closed = s.paused === 1 ? 'paused' : cover.available <= 0n ? 'uncovered' : null;
    return {
      enabled: row?.enabled === 1, coin: COIN, keep_amount: formatAmount(row?.keep_atoms ?? 0n), daily_rate_ppm: s.daily_rate_ppm,
      balance: formatAmount(row?.balance_atoms ?? 0n), total_income: formatAmount(row?.income_atoms ?? 0n),
      yesterday_income: formatAmount(yesterday.get(incomeKey('uplan', userId)) ?? 0n),
      last_sweep_at: row?.last_sweep_at ?? null, next_sweep_at: dayStart(now) + DAY_MS,
      product_open: closed === null, closed_reason: closed, coverage: EarnCoverageService.view(cover),
    };
  }

  /** Turns the plan on (sweeping at once; the swept money earns from the next full day) or off (everything back). */
  async set(userId: number, enabled: boolean, keepText: string | undefined): Promise<UplanState> {
    const keep = keepText === undefined || keepText === '' ? null : keepText === '0' ? 0n : amountOf(keepText);
    await this.c.ledger.transaction(async (tx) => {
      const s = await this.c.repo.uplanSettings(tx);
      await this.c.repo.ensureUplan(tx, userId, s.daily_rate_ppm, this.c.clock.now());
      const row = (await this.c.repo.uplan(userId, tx)) ?? fail('earn_busy');
      const now = this.c.clock.now();
      if (!enabled) {
        await this.takeBack(tx, row, row.balance_atoms, user(userId));
        const after = (await this.c.repo.uplan(userId, tx)) ?? fail('earn_busy');
        if (!(await this.c.repo.updateUplan(tx, after, { enabled: 0, day_start: null, keep_atoms: keep ?? after.keep_atoms, updated_at: now }))) fail('earn_busy');
        return;
      }
      if (!(await this.c.repo.updateUplan(tx, row, { enabled: 1, keep_atoms: keep ?? row.keep_atoms, day_start: row.day_start ?? dayStart(now), updated_at: now }))) fail('earn_busy');
      if (s.paused === 0) await this.sweep(tx, userId, now);
    });
    return this.state(userId);
  }

  /** Moves idle funding above the kept amount into the holding (it earns from the next day's start). */
  private async sweep(tx: Tx, userId: number, now: number): Promise<void> {
    const row = (await this.c.repo.uplan(userId, tx)) ?? fail('earn_busy');
    const idle = (await this.c.money.fundingAvailable(userId, COIN, tx)) - row.keep_atoms;
    if (idle <= 0n) return;
    if (!(await this.c.repo.updateUplan(tx, row, { balance_atoms: row.balance_atoms + idle, last_sweep_at: now, updated_at: now }))) fail('earn_busy');
    await this.c.money.payIn(tx, { reason: 'uplan_sweep', ref: `earn:uplan:${userId}:sweep:${row.version + 1}`, actor: SYSTEM, detail: COIN }, userId, COIN, idle);
  }

  /** Takes `amount` of the holding back to funding; what earns today shrinks with it and its reservation is freed. */
  private async takeBack(tx: Tx, row: UplanRow, amount: bigint, actor: Actor): Promise<void> {
    if (amount <= 0n) return;
    const balance = row.balance_atoms - amount;
    const earning = row.earning_atoms < balance ? row.earning_atoms : balance;
    const reserved = dailyYield(earning, row.rate_ppm);
    const free = row.reserved_atoms - (reserved < row.reserved_atoms ? reserved : row.reserved_atoms);
    if (!(await this.c.repo.updateUplan(tx, row, { balance_atoms: balance, earning_atoms: earning, reserved_atoms: row.reserved_atoms - free, updated_at: this.c.clock.now() }))) fail('earn_busy');
    const n = row.version + 1;
    await this.c.money.payOut(tx, { reason: 'uplan_redeem', ref: `earn:uplan:${row.user_id}:out:${n}`, actor, detail: COIN }, row.user_id, COIN, amount, amount, 0n);
    await this.c.money.release(tx, { reason: 'uplan_redeem', ref: `earn:uplan:${row.user_id}:free:${n}`, actor: SYSTEM, detail: COIN }, COIN, free);
  }

  /**
   * The ledger's funding cover (registered by the module): a post needs `need` more funding USDT than is free, so up
   * to that much of the holding comes back first, in the caller's transaction, as the same entries as a redemption
   * with the caller's actor. The row is locked first and each return is a conditional update on its version, so
   * nothing comes back twice; answers what came back.
   */
  async cover(tx: Tx, userId: number, need: bigint, actor: Actor): Promise<bigint> {
    if (need <= 0n) return 0n;
    const seen = await this.c.repo.uplan(userId, tx);
    if (!seen || seen.balance_atoms <= 0n) return 0n;
    // Locked, then read again: concurrent trades of one user queue here and each sees what the last one left.
    const row = await this.c.repo.lockUplan(tx, userId);
    if (!row || row.balance_atoms <= 0n) return 0n;
    const amount = need < row.balance_atoms ? need : row.balance_atoms;
    await this.takeBack(tx, row, amount, actor);
    return amount;
  }

  /** lh/redeem type uplan: `amount` (all when absent) back to funding, no penalty. */
  async redeem(userId: number, amountText: string | undefined): Promise<{ returned: bigint }> {
    return this.c.ledger.transaction(async (tx) => {
      const row = await this.c.repo.uplan(userId, tx);
      if (!row || row.balance_atoms <= 0n) fail('earn_uplan_short');
      const amount = amountText === undefined || amountText === '' ? row.balance_atoms : amountOf(amountText);
      if (amount > row.balance_atoms) fail('earn_uplan_short');
      await this.takeBack(tx, row, amount, user(userId));
      return { returned: amount };
    });
  }

  async payDue(now: number): Promise<number> {
    let days = 0;
    for (const userId of await this.c.repo.dueUplans(dayStart(now))) days += await this.roll(userId, now);
    return days;
  }

  /** Closes every whole day of a user's plan up to `now`, each once: pay it, then open the next (sweeping on the last). */
  async roll(userId: number, now: number): Promise<number> {
    const today = dayStart(now);
    let days = 0;
    for (;;) {
      const row = await this.c.repo.uplan(userId);
      if (!row || row.day_start === null || row.day_start >= today) return days;
      if (!(await this.closeDay(row, today))) return days;
      days += 1;
    }
  }

  private closeDay(seen: UplanRow, today: number): Promise<boolean> {
    return this.c.ledger.transaction(async (tx) => {
      const row = await this.c.repo.uplan(seen.user_id, tx);
      if (!row || row.version !== seen.version || row.day_start === null || row.day_start >= today) return false;
      const s = await this.c.repo.uplanSettings(tx);
      const userId = row.user_id;
      const day = row.day_start;
      const owed = dailyYield(row.earning_atoms, row.rate_ppm);
      const amount = owed < row.reserved_atoms ? owed : row.reserved_atoms;
      const now = this.c.clock.now();
      if (!(await this.c.repo.insertPayout(tx, { kind: 'uplan', order_id: userId, user_id: userId, coin: COIN, day_index: Math.floor(day / DAY_MS), day: dayKey(day), rate_ppm: row.rate_ppm, amount_atoms: amount, paid_at: now }))) return false;
      const ref = `earn:uplan:${userId}:${dayKey(day)}`;
      await this.c.money.yieldTo(tx, { reason: 'uplan_interest', ref: `${ref}:interest`, actor: SYSTEM, detail: COIN }, userId, COIN, amount, 'trust');
      await this.c.money.release(tx, { reason: 'uplan_interest', ref: `${ref}:free`, actor: SYSTEM, detail: COIN }, COIN, row.reserved_atoms - amount);
      const next = day + DAY_MS;
      let balance = row.balance_atoms + amount;
      // Sweep only into the day that starts now; past days of a catch-up keep what was there.
      const idle = next === today && row.enabled === 1 && s.paused === 0 ? (await this.c.money.fundingAvailable(userId, COIN, tx)) - row.keep_atoms : 0n;
      let swept = 0n;
      let reserved = 0n;
      for (const tryIdle of idle > 0n ? [idle, 0n] : [0n]) {
        try {
          reserved = dailyYield(balance + tryIdle, s.daily_rate_ppm);
          await this.c.money.reserve(tx, { reason: 'uplan_interest', ref: `${ref}:reserve`, actor: SYSTEM, detail: COIN }, COIN, reserved);
          swept = tryIdle;
          break;
        } catch (e) {
          if (!(e instanceof AppError && e.key === 'earn_uncovered')) throw e;
          reserved = -1n;
        }
      }
      if (reserved < 0n) {
        // The earn account cannot cover even the holding: it goes back to the funding account.
        await this.c.money.payOut(tx, { reason: 'uplan_redeem', ref: `${ref}:uncovered`, actor: SYSTEM, detail: COIN }, userId, COIN, balance, balance, 0n);
        balance = 0n;
        reserved = 0n;
      }
      if (swept > 0n) await this.c.money.payIn(tx, { reason: 'uplan_sweep', ref: `${ref}:sweep`, actor: SYSTEM, detail: COIN }, userId, COIN, swept);
      balance += swept;
      if (!(await this.c.repo.updateUplan(tx, row, {
        balance_atoms: balance, earning_atoms: balance, reserved_atoms: reserved, rate_ppm: s.daily_rate_ppm, income_atoms: row.income_atoms + amount,
        day_start: row.enabled === 1 || balance > 0n ? next : null, ...(swept > 0n ? { last_sweep_at: now } : {}), updated_at: now,
      }))) throw new Error('U plan changed during its day');
      return true;
    });
  }
}
