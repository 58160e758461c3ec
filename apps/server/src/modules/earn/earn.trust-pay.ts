import { dayKey, DAY_MS } from '@candor/shared';
import type { EarnContext } from './earn.context.js';
import { SYSTEM } from './earn.money.js';
import { trustDayAmount } from './earn.schedule.js';

/**
 * The daily interest of trust orders (the scheduler's `earn.daily` job). Each day of each order is paid in its own
 * transaction that records (kind, order, day) under a unique index and moves the order from day k - 1 to k under its
 * version, so a second process, a rerun after a crash or a catch-up after downtime pays every day exactly once. The
 * last day pays the principal and the interest back to the funding account.
 */
export class TrustPayer {
  constructor(private readonly c: EarnContext) {}

  /** Pays every day of every order due at `now`; answers how many order-days were paid. */
  async payDue(now: number): Promise<number> {
    let paid = 0;
    for (const id of await this.c.repo.dueIds('earn_trust_orders', 'hosting', now)) paid += await this.payOrder(id, now);
    return paid;
  }

  /** Pays the days of one order due at `now`. */
  async payOrder(id: number, now: number): Promise<number> {
    let paid = 0;
    for (;;) {
      const o = await this.c.repo.trustOrder(id);
      if (!o || o.status !== 'hosting') return paid;
      const k = o.days_paid + 1;
      if (k > o.cycle_days || o.start_at + k * DAY_MS > now) return paid;
      if (!(await this.payDay(id, k))) return paid;
      paid += 1;
    }
  }

  private payDay(id: number, k: number): Promise<boolean> {
    return this.c.ledger.transaction(async (tx) => {
      const o = await this.c.repo.trustOrder(id, tx);
      if (!o || o.status !== 'hosting' || o.days_paid !== k - 1) return false;
      const amount = trustDayAmount(o, k);
      const now = this.c.clock.now();
      const recorded = await this.c.repo.insertPayout(tx, {
        kind: 'trust', order_id: o.id, user_id: o.user_id, coin: o.coin, day_index: k, day: dayKey(o.start_at + (k - 1) * DAY_MS),
        rate_ppm: o.daily_rate_ppm, amount_atoms: amount, paid_at: now,
      });
      if (!recorded) return false;
      const last = k === o.cycle_days;
      const accrued = o.accrued_atoms + amount;
      const reserved = o.reserved_atoms - amount;
      const held = o.principal_atoms + accrued;
      const set = last
        ? { days_paid: k, accrued_atoms: accrued, reserved_atoms: 0n, status: 'completed' as const, returned_atoms: held, closed_at: now, pending_add_atoms: 0n }
        : { days_paid: k, accrued_atoms: accrued, reserved_atoms: reserved };
      if (!(await this.c.repo.updateTrustOrder(tx, o, set))) throw new Error('trust order changed during its payout');
      await this.c.money.yieldTo(tx, { reason: 'earn_interest', ref: `earn:trust:${o.id}:day:${k}`, actor: SYSTEM, detail: o.coin }, o.user_id, o.coin, amount, 'trust');
      if (last) {
        await this.c.money.payOut(tx, { reason: 'earn_maturity', ref: `earn:trust:${o.id}:maturity`, actor: SYSTEM, detail: o.coin }, o.user_id, o.coin, held, held, 0n);
        await this.c.money.release(tx, { reason: 'earn_maturity', ref: `earn:trust:${o.id}:release`, actor: SYSTEM, detail: o.coin }, o.coin, reserved);
      }
      return true;
    });
  }
}
