import { dailyYield, dayKey, DAY_MS, quantifyRatePpm } from '@candor/shared';
import type { EarnContext } from './earn.context.js';
import { SYSTEM } from './earn.money.js';

/**
 * The daily income of quantify orders (the `earn.daily` job): the day's rate of the plan by the published rule,
 * recorded once per (plan, day), the income paid from the earn account's reservation into the funding account, once
 * per (order, day) under a unique index; the last day returns the amount and frees what the range did not use.
 */
export class QuantifyPayer {
  constructor(private readonly c: EarnContext) {}

  async payDue(now: number): Promise<number> {
    let paid = 0;
    for (const id of await this.c.repo.dueIds('earn_quantify_orders', 'in_progress', now)) paid += await this.payOrder(id, now);
    return paid;
  }

  async payOrder(id: number, now: number): Promise<number> {
    let paid = 0;
    for (;;) {
      const o = await this.c.repo.quantifyOrder(id);
      if (!o || o.status !== 'in_progress') return paid;
      const k = o.days_paid + 1;
      if (k > o.days || o.start_at + k * DAY_MS > now) return paid;
      if (!(await this.payDay(id, k))) return paid;
      paid += 1;
    }
  }

  private payDay(id: number, k: number): Promise<boolean> {
    return this.c.ledger.transaction(async (tx) => {
      const o = await this.c.repo.quantifyOrder(id, tx);
      if (!o || o.status !== 'in_progress' || o.days_paid !== k - 1) return false;
      const day = dayKey(o.start_at + (k - 1) * DAY_MS);
      const now = this.c.clock.now();
      // The rule takes the order's own published range (a plan edited later does not change it).
      const rate = quantifyRatePpm(o.plan_id, day, o.rate_min_ppm, o.rate_max_ppm);
      const plan = await this.c.repo.quantifyPlan(o.plan_id, tx);
      if (plan && plan.rate_min_ppm === o.rate_min_ppm && plan.rate_max_ppm === o.rate_max_ppm) await this.c.repo.insertRate(tx, o.plan_id, day, rate, now);
      const amount = dailyYield(o.amount_atoms, rate);
      if (!(await this.c.repo.insertPayout(tx, { kind: 'quantify', order_id: o.id, user_id: o.user_id, coin: o.coin, day_index: k, day, rate_ppm: rate, amount_atoms: amount, paid_at: now }))) return false;
      const last = k === o.days;
      const reserved = o.reserved_atoms - amount;
      const set = last
        ? { days_paid: k, income_atoms: o.income_atoms + amount, reserved_atoms: 0n, status: 'completed' as const, returned_atoms: o.amount_atoms, closed_at: now }
        : { days_paid: k, income_atoms: o.income_atoms + amount, reserved_atoms: reserved };
      if (!(await this.c.repo.updateQuantifyOrder(tx, o, set))) throw new Error('quantify order changed during its payout');
      await this.c.money.yieldTo(tx, { reason: 'quantify_income', ref: `earn:quantify:${o.id}:day:${k}`, actor: SYSTEM, detail: o.coin }, o.user_id, o.coin, amount, 'funding');
      if (last) {
        await this.c.money.payOut(tx, { reason: 'quantify_complete', ref: `earn:quantify:${o.id}:complete`, actor: SYSTEM, detail: o.coin }, o.user_id, o.coin, o.amount_atoms, o.amount_atoms, 0n);
        await this.c.money.release(tx, { reason: 'quantify_complete', ref: `earn:quantify:${o.id}:release`, actor: SYSTEM, detail: o.coin }, o.coin, reserved);
      }
      return true;
    });
  }
}
