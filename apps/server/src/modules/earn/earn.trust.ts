import { formatAmount, termEnd, termYield, trustRedeemPenalty, yieldStart, type Lang, type TrustOrder, type TrustProduct, type TrustTab } from '@candor/shared';
import type { Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import { incomeKey, yesterdayOf, type EarnContext } from './earn.context.js';
import { boundedAmount, textIn, textsOf } from './earn.input.js';
import { SYSTEM } from './earn.money.js';
import type { TrustOrderRow, TrustProductRow } from './earn.repo.js';
import { dayInProgress, trustRemaining } from './earn.schedule.js';
import { trustOrderOut, trustProductOut } from './earn.views.js';
import type { TrustPayer } from './earn.trust-pay.js';

const user = (id: number) => ({ type: 'user' as const, id });

/**
 * Trust (lock-up) products (decisions.md "Trust"): subscribe from the funding account into the trust account, the
 * whole promised interest reserved in the earn account at once; interest paid into the order daily by the scheduler
 * (TrustPayer) and out with the principal at maturity; cancel before interest starts; early redemption costs
 * 1.5 x one day's interest, taken from the principal, to the earn account.
 */
export class TrustService {
  constructor(private readonly c: EarnContext, private readonly payer: TrustPayer) {}

  async products(lang: Lang, coin?: string): Promise<TrustProduct[]> {
    const [rows, cover] = await Promise.all([this.c.repo.trustProducts(), this.c.coverage.all()]);
    const out: TrustProduct[] = [];
    for (const p of rows) if (!coin || p.coin === coin.toUpperCase()) out.push(trustProductOut(p, lang, await this.c.coverage.coin(p.coin, cover)));
    return out;
  }

  async product(id: number, lang: Lang): Promise<TrustProduct> {
    const p = (await this.c.repo.trustProduct(id)) ?? fail('earn_product_not_found');
    return trustProductOut(p, lang, await this.c.coverage.coin(p.coin));
  }

  private async why(p: TrustProductRow, tx: Tx): Promise<never> {
    const now = (await this.c.repo.trustProduct(p.id, tx)) ?? p;
    if (now.paused === 1) fail('earn_product_paused');
    fail('earn_sold_out', { left: formatAmount(now.quota_atoms - now.quota_used_atoms), coin: now.coin });
  }

  async subscribe(userId: number, lang: Lang, b: { id: number; amount?: string | undefined; agree: boolean }, key: string | undefined): Promise<TrustOrder> {
    const p = (await this.c.repo.trustProduct(b.id)) ?? fail('earn_product_not_found');
    if (p.paused === 1) fail('earn_product_paused');
    const amount = boundedAmount(b.amount, p.min_atoms, p.max_atoms, p.coin);
    if (!b.agree) fail('earn_agreement_required');
    return this.c.idempotency.once({ userId, scope: 'earn.trust', key, request: { id: b.id, amount: amount.toString() } }, async (tx) => {
      if (!(await this.c.repo.takeQuota(tx, 'earn_trust_products', p.id, amount))) await this.why(p, tx);
      const now = this.c.clock.now();
      const start = yieldStart(now);
      const promise = termYield(amount, p.daily_rate_ppm, p.cycle_days);
      const o = await this.c.repo.insertTrustOrder(tx, {
        user_id: userId, product_id: p.id, coin: p.coin, status: 'hosting', principal_atoms: amount, pending_add_atoms: 0n, pending_from_day: 1,
        daily_rate_ppm: p.daily_rate_ppm, cycle_days: p.cycle_days, accrued_atoms: 0n, days_paid: 0, reserved_atoms: promise,
        penalty_atoms: 0n, returned_atoms: 0n, created_at: now, start_at: start, maturity_at: termEnd(start, p.cycle_days), closed_at: null, version: 0,
      });
      await this.c.money.payIn(tx, { reason: 'earn_subscribe', ref: `earn:trust:${o.id}:in`, actor: user(userId), detail: p.coin }, userId, p.coin, amount);
      await this.c.money.reserve(tx, { reason: 'earn_subscribe', ref: `earn:trust:${o.id}:reserve`, actor: SYSTEM, detail: p.coin }, p.coin, promise);
      return trustOrderOut(o, textIn(textsOf(p.names), lang), now, 0n);
    });
  }

  private async own(userId: number, id: number, tx?: Tx): Promise<TrustOrderRow> {
    const o = await this.c.repo.trustOrder(id, tx);
    if (!o || o.user_id !== userId) fail('earn_order_not_found');
    return o;
  }

  private async nameOf(productId: number, lang: Lang): Promise<string> {
    const p = await this.c.repo.trustProduct(productId);
    return p ? textIn(textsOf(p.names), lang) : '';
  }

  /** Adds to a hosting order: due days are paid first; the addition earns from the next day on and its promise is reserved. */
  async add(userId: number, lang: Lang, b: { id: number; amount?: string | undefined }, key: string | undefined): Promise<TrustOrder> {
    const first = await this.own(userId, b.id);
    if (first.status !== 'hosting') fail('earn_not_addable');
    const p = (await this.c.repo.trustProduct(first.product_id)) ?? fail('earn_product_not_found');
    if (p.paused === 1) fail('earn_product_paused');
    const amount = boundedAmount(b.amount, 1n, p.max_atoms - first.principal_atoms, p.coin);
    await this.payer.payOrder(first.id, this.c.clock.now());
    return this.c.idempotency.once({ userId, scope: 'earn.trust-add', key, request: { id: b.id, amount: amount.toString() } }, async (tx) => {
      const o = await this.own(userId, b.id, tx);
      const now = this.c.clock.now();
      const cur = dayInProgress(o.start_at, o.cycle_days, now);
      if (o.status !== 'hosting' || cur >= o.cycle_days) fail('earn_not_addable');
      if (o.days_paid < cur - 1) fail('earn_busy');
      if (!(await this.c.repo.takeQuota(tx, 'earn_trust_products', p.id, amount))) await this.why(p, tx);
      const effective = o.pending_from_day <= cur ? 0n : o.pending_add_atoms;
      const next = { ...o, principal_atoms: o.principal_atoms + amount, pending_add_atoms: cur === 0 ? 0n : effective + amount, pending_from_day: cur + 1 };
      const extra = trustRemaining(next) - trustRemaining(o);
      if (!(await this.c.repo.updateTrustOrder(tx, o, {
        principal_atoms: next.principal_atoms, pending_add_atoms: next.pending_add_atoms, pending_from_day: next.pending_from_day,
        reserved_atoms: o.reserved_atoms + extra,
      }))) fail('earn_busy');
      const n = o.version + 1;
      await this.c.money.payIn(tx, { reason: 'earn_add', ref: `earn:trust:${o.id}:add:${n}`, actor: user(userId), detail: o.coin }, userId, o.coin, amount);
      await this.c.money.reserve(tx, { reason: 'earn_add', ref: `earn:trust:${o.id}:reserve:${n}`, actor: SYSTEM, detail: o.coin }, o.coin, extra);
      const after = (await this.c.repo.trustOrder(o.id, tx)) ?? fail('earn_order_not_found');
      return trustOrderOut(after, textIn(textsOf(p.names), lang), now, 0n);
    });
  }

  /** Cancels an order whose interest has not started: the principal returns whole, the quota and the reservation are freed. */
  async cancel(userId: number, lang: Lang, id: number): Promise<TrustOrder> {
    const out = await this.c.ledger.transaction(async (tx) => {
      const o = await this.own(userId, id, tx);
      const now = this.c.clock.now();
      if (o.status !== 'hosting' || now >= o.start_at) fail('earn_not_cancellable');
      if (!(await this.c.repo.updateTrustOrder(tx, o, { status: 'cancelled', reserved_atoms: 0n, returned_atoms: o.principal_atoms, closed_at: now }))) fail('earn_busy');
      await this.c.money.payOut(tx, { reason: 'earn_cancel', ref: `earn:trust:${o.id}:cancel`, actor: user(userId), detail: o.coin }, userId, o.coin, o.principal_atoms, o.principal_atoms, 0n);
      await this.c.money.release(tx, { reason: 'earn_cancel', ref: `earn:trust:${o.id}:release`, actor: SYSTEM, detail: o.coin }, o.coin, o.reserved_atoms);
      await this.c.repo.giveQuota(tx, 'earn_trust_products', o.product_id, o.principal_atoms);
      return (await this.c.repo.trustOrder(o.id, tx)) ?? fail('earn_order_not_found');
    });
    return trustOrderOut(out, await this.nameOf(out.product_id, lang), this.c.clock.now(), 0n);
  }

  /** Early redemption: due days paid first, then principal - penalty + accrued interest back; before the start it is a cancel. */
  async redeem(userId: number, lang: Lang, id: number): Promise<{ order: TrustOrder; penalty: bigint; returned: bigint }> {
    const first = await this.own(userId, id);
    if (first.status !== 'hosting') fail('earn_not_redeemable');
    if (this.c.clock.now() < first.start_at) {
      const order = await this.cancel(userId, lang, id);
      return { order, penalty: 0n, returned: first.principal_atoms };
    }
    await this.payer.payOrder(id, this.c.clock.now());
    const out = await this.c.ledger.transaction(async (tx) => {
      const o = await this.own(userId, id, tx);
      if (o.status !== 'hosting') fail('earn_not_redeemable');
      const now = this.c.clock.now();
      const penalty = trustRedeemPenalty(o.principal_atoms, o.daily_rate_ppm);
      const back = o.principal_atoms - penalty + o.accrued_atoms;
      if (!(await this.c.repo.updateTrustOrder(tx, o, { status: 'redeemed', reserved_atoms: 0n, penalty_atoms: penalty, returned_atoms: back, closed_at: now }))) fail('earn_busy');
      await this.c.money.payOut(tx, { reason: 'earn_redeem', ref: `earn:trust:${o.id}:redeem`, actor: user(userId), detail: o.coin },
        userId, o.coin, o.principal_atoms + o.accrued_atoms, back, penalty);
      await this.c.money.release(tx, { reason: 'earn_redeem', ref: `earn:trust:${o.id}:release`, actor: SYSTEM, detail: o.coin }, o.coin, o.reserved_atoms);
      return (await this.c.repo.trustOrder(o.id, tx)) ?? fail('earn_order_not_found');
    });
    const order = trustOrderOut(out, await this.nameOf(out.product_id, lang), this.c.clock.now(), 0n);
    return { order, penalty: out.penalty_atoms, returned: out.returned_atoms };
  }

  async orders(userId: number, lang: Lang, tab: TrustTab, page: { limit: number; offset: number }): Promise<{ total: number; items: TrustOrder[] }> {
    const [{ rows, total }, products, yesterday] = await Promise.all([
      this.c.lists.trustOrders(userId, tab, page), this.c.repo.trustProducts(), yesterdayOf(this.c, userId),
    ]);
    const names = new Map(products.map((p) => [p.id, textIn(textsOf(p.names), lang)]));
    const now = this.c.clock.now();
    return { total, items: rows.map((o) => trustOrderOut(o, names.get(o.product_id) ?? '', now, yesterday.get(incomeKey('trust', o.id)) ?? 0n)) };
  }
}
