import { dayKey, DAY_MS, termEnd, yieldStart, type Lang, type MiningConfig, type MiningLease, type MiningMachine } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';
import { incomeKey, yesterdayOf, type EarnContext } from './earn.context.js';
import { quantityOf, textIn, textsOf } from './earn.input.js';
import { SYSTEM } from './earn.money.js';
import { leaseOut, machineOut } from './earn.views.js';

const user = (id: number) => ({ type: 'user' as const, id });

/**
 * Mining rental (decisions.md "Mining rental"): machines as data (price, daily output in a coin, term, stock); renting
 * pays the price from the funding account to platform fees and reserves the whole term's output in the earn account;
 * the `earn.daily` job pays each day's output once until the term ends, then the lease shows as expired.
 */
export class MiningService {
  constructor(private readonly c: EarnContext) {}

  async config(lang: Lang): Promise<MiningConfig> {
    const [rows, cover] = await Promise.all([this.c.repo.machines(), this.c.coverage.all()]);
    return { machines: await Promise.all(rows.map(async (m) => machineOut(m, lang, await this.c.coverage.coin(m.output_coin, cover)))) };
  }

  async detail(id: number, lang: Lang): Promise<MiningMachine> {
    const m = (await this.c.repo.machine(id)) ?? fail('earn_product_not_found');
    return machineOut(m, lang, await this.c.coverage.coin(m.output_coin));
  }

  async rent(userId: number, lang: Lang, b: { id: number; quantity?: string | undefined; agree: boolean }, key: string | undefined): Promise<MiningLease> {
    const m = (await this.c.repo.machine(b.id)) ?? fail('earn_product_not_found');
    if (m.paused === 1) fail('earn_product_paused');
    const quantity = quantityOf(b.quantity);
    if (!b.agree) fail('earn_agreement_required');
    return this.c.idempotency.once({ userId, scope: 'earn.mining', key, request: { id: b.id, quantity } }, async (tx) => {
      if (!(await this.c.repo.takeStock(tx, m.id, quantity))) {
        const now = (await this.c.repo.machine(m.id, tx)) ?? m;
        if (now.paused === 1) fail('earn_product_paused');
        fail('earn_sold_out', { left: String(Math.max(0, now.stock - now.sold)), coin: '' });
      }
      const now = this.c.clock.now();
      const start = yieldStart(now);
      const price = m.price_atoms * BigInt(quantity);
      const daily = m.daily_output_atoms * BigInt(quantity);
      const promise = daily * BigInt(m.term_days);
      const l = await this.c.repo.insertLease(tx, {
        user_id: userId, machine_id: m.id, quantity, price_coin: m.price_coin, price_paid_atoms: price, output_coin: m.output_coin,
        daily_output_atoms: daily, term_days: m.term_days, days_paid: 0, output_paid_atoms: 0n, reserved_atoms: promise, status: 'active',
        created_at: now, start_at: start, end_at: termEnd(start, m.term_days), version: 0,
      });
      await this.c.money.rent(tx, { reason: 'mining_rent', ref: `earn:mining:${l.id}:rent`, actor: user(userId), detail: m.price_coin }, userId, m.price_coin, price);
      await this.c.money.reserve(tx, { reason: 'mining_rent', ref: `earn:mining:${l.id}:reserve`, actor: SYSTEM, detail: m.output_coin }, m.output_coin, promise);
      return leaseOut(l, textIn(textsOf(m.names), lang), 0n);
    });
  }

  async leases(userId: number, lang: Lang, status: string | undefined, page: { limit: number; offset: number }): Promise<{ total: number; items: MiningLease[] }> {
    const [{ rows, total }, machines, yesterday] = await Promise.all([this.c.lists.leases(userId, status, page), this.c.repo.machines(), yesterdayOf(this.c, userId)]);
    const names = new Map(machines.map((m) => [m.id, textIn(textsOf(m.names), lang)]));
    return { total, items: rows.map((l) => leaseOut(l, names.get(l.machine_id) ?? '', yesterday.get(incomeKey('mining', l.id)) ?? 0n)) };
  }

  async payDue(now: number): Promise<number> {
    let paid = 0;
    for (const id of await this.c.repo.dueIds('earn_mining_leases', 'active', now)) {
      for (;;) {
        const l = await this.c.repo.lease(id);
        if (!l || l.status !== 'active') break;
        const k = l.days_paid + 1;
        if (k > l.term_days || l.start_at + k * DAY_MS > now) break;
        if (!(await this.payDay(id, k))) break;
        paid += 1;
      }
    }
    return paid;
  }

  private payDay(id: number, k: number): Promise<boolean> {
    return this.c.ledger.transaction(async (tx) => {
      const l = await this.c.repo.lease(id, tx);
      if (!l || l.status !== 'active' || l.days_paid !== k - 1) return false;
      const now = this.c.clock.now();
      const amount = l.daily_output_atoms;
      const day = dayKey(l.start_at + (k - 1) * DAY_MS);
      if (!(await this.c.repo.insertPayout(tx, { kind: 'mining', order_id: l.id, user_id: l.user_id, coin: l.output_coin, day_index: k, day, rate_ppm: 0, amount_atoms: amount, paid_at: now }))) return false;
      const last = k === l.term_days;
      const reserved = l.reserved_atoms - amount;
      const set = last
        ? { days_paid: k, output_paid_atoms: l.output_paid_atoms + amount, reserved_atoms: 0n, status: 'expired' as const }
        : { days_paid: k, output_paid_atoms: l.output_paid_atoms + amount, reserved_atoms: reserved };
      if (!(await this.c.repo.updateLease(tx, l, set))) throw new Error('lease changed during its payout');
      await this.c.money.yieldTo(tx, { reason: 'mining_output', ref: `earn:mining:${l.id}:day:${k}`, actor: SYSTEM, detail: l.output_coin }, l.user_id, l.output_coin, amount, 'funding');
      if (last) await this.c.money.release(tx, { reason: 'mining_output', ref: `earn:mining:${l.id}:release`, actor: SYSTEM, detail: l.output_coin }, l.output_coin, reserved);
      return true;
    });
  }
}
