import {
  formatAmount, QUANTIFY_RATE_RULE, quantifyExitPenalty, termEnd, termYield, yieldStart, type Lang, type QuantifyConfig, type QuantifyOrder,
  type QuantifyOrderDetail, type QuantifyPlan,
} from '@candor/shared';
import type { Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import { incomeKey, yesterdayOf, type EarnContext } from './earn.context.js';
import { amountOf, boundedAmount, textIn, textsOf } from './earn.input.js';
import { SYSTEM } from './earn.money.js';
import type { QuantifyPayer } from './earn.quantify-pay.js';
import type { QuantifyOrderRow, QuantifyPlanRow } from './earn.repo.js';
import { quantifyOrderOut, quantifyPlanOut } from './earn.views.js';

const user = (id: number) => ({ type: 'user' as const, id });
const RECENT_DAYS = 7;

/**
 * Quantify plans (decisions.md "Quantify"): fixed-term plans with a published daily rate range; the rate of each day
 * is chosen by the published rule (rules/earn.ts quantifyRatePpm), recorded, and paid from the earn account into the
 * funding account; the top of the range for every day is reserved when the plan starts. Early exit costs
 * ratio x remaining days x amount. There is no trading robot behind the yield.
 */
export class QuantifyService {
  constructor(private readonly c: EarnContext, private readonly payer: QuantifyPayer) {}

  private async planOut(p: QuantifyPlanRow, lang: Lang, cover?: Awaited<ReturnType<EarnContext['coverage']['all']>>): Promise<QuantifyPlan> {
    const recent = (await this.c.repo.recentRates(p.id, RECENT_DAYS)).map((r) => ({ day: r.day, rate_ppm: r.rate_ppm }));
    return quantifyPlanOut(p, lang, await this.c.coverage.coin(p.coin, cover), recent);
  }

  async config(lang: Lang): Promise<QuantifyConfig> {
    const [rows, cover] = await Promise.all([this.c.repo.quantifyPlans(), this.c.coverage.all()]);
    return { plans: await Promise.all(rows.map((p) => this.planOut(p, lang, cover))), rule: QUANTIFY_RATE_RULE, robot: false };
  }

  async plan(id: number, lang: Lang): Promise<QuantifyPlan> {
    const p = (await this.c.repo.quantifyPlan(id)) ?? fail('earn_product_not_found');
    return this.planOut(p, lang);
  }

  /** Open plans that take the amount (all open plans without one), highest range first, at most 3. */
  async recommend(lang: Lang, amountText: string | undefined): Promise<QuantifyPlan[]> {
    const amount = amountText === undefined || amountText === '' ? null : amountOf(amountText);
    const { plans } = await this.config(lang);
    const fits = plans.filter((p) => p.open && (amount === null || (amountOf(p.min_amount) <= amount && amount <= amountOf(p.max_amount))));
    return fits.sort((a, b) => b.rate_max_ppm - a.rate_max_ppm || b.rate_min_ppm - a.rate_min_ppm).slice(0, 3);
  }

  private async why(id: number, tx: Tx): Promise<never> {
    const p = (await this.c.repo.quantifyPlan(id, tx)) ?? fail('earn_product_not_found');
    if (p.paused === 1) fail('earn_product_paused');
    fail('earn_sold_out', { left: formatAmount(p.quota_atoms - p.quota_used_atoms), coin: p.coin });
  }

  async create(userId: number, lang: Lang, b: { id: number; amount?: string | undefined; agree: boolean }, key: string | undefined): Promise<QuantifyOrder> {
    const p = (await this.c.repo.quantifyPlan(b.id)) ?? fail('earn_product_not_found');
    if (p.paused === 1) fail('earn_product_paused');
    const amount = boundedAmount(b.amount, p.min_atoms, p.max_atoms, p.coin);
    if (!b.agree) fail('earn_agreement_required');
    return this.c.idempotency.once({ userId, scope: 'earn.quantify', key, request: { id: b.id, amount: amount.toString() } }, async (tx) => {
      if (!(await this.c.repo.takeQuota(tx, 'earn_quantify_plans', p.id, amount))) await this.why(p.id, tx);
      const now = this.c.clock.now();
      const start = yieldStart(now);
      const promise = termYield(amount, p.rate_max_ppm, p.days);
      const o = await this.c.repo.insertQuantifyOrder(tx, {
        user_id: userId, plan_id: p.id, coin: p.coin, status: 'in_progress', amount_atoms: amount, days: p.days,
        rate_min_ppm: p.rate_min_ppm, rate_max_ppm: p.rate_max_ppm, exit_ratio_ppm: p.exit_ratio_ppm, days_paid: 0, income_atoms: 0n,
        reserved_atoms: promise, penalty_atoms: 0n, returned_atoms: 0n, created_at: now, start_at: start, end_at: termEnd(start, p.days),
        closed_at: null, version: 0,
      });
      await this.c.money.payIn(tx, { reason: 'quantify_order', ref: `earn:quantify:${o.id}:in`, actor: user(userId), detail: p.coin }, userId, p.coin, amount);
      await this.c.money.reserve(tx, { reason: 'quantify_order', ref: `earn:quantify:${o.id}:reserve`, actor: SYSTEM, detail: p.coin }, p.coin, promise);
      return quantifyOrderOut(o, textIn(textsOf(p.names), lang), 0n);
    });
  }

  private async own(userId: number, id: number, tx?: Tx): Promise<QuantifyOrderRow> {
    const o = await this.c.repo.quantifyOrder(id, tx);
    if (!o || o.user_id !== userId) fail('earn_order_not_found');
    return o;
  }

  private async names(lang: Lang): Promise<Map<number, string>> {
    return new Map((await this.c.repo.quantifyPlans()).map((p) => [p.id, textIn(textsOf(p.names), lang)]));
  }

  async orders(userId: number, lang: Lang, status: string | undefined, page: { limit: number; offset: number }): Promise<{ total: number; items: QuantifyOrder[] }> {
    const [{ rows, total }, names, yesterday] = await Promise.all([this.c.lists.quantifyOrders(userId, status, page), this.names(lang), yesterdayOf(this.c, userId)]);
    return { total, items: rows.map((o) => quantifyOrderOut(o, names.get(o.plan_id) ?? '', yesterday.get(incomeKey('quantify', o.id)) ?? 0n)) };
  }

  async detail(userId: number, lang: Lang, id: number): Promise<QuantifyOrderDetail> {
    const o = await this.own(userId, id);
    const [names, yesterday, payouts] = await Promise.all([this.names(lang), yesterdayOf(this.c, userId), this.c.repo.payouts('quantify', id)]);
    return {
      ...quantifyOrderOut(o, names.get(o.plan_id) ?? '', yesterday.get(incomeKey('quantify', o.id)) ?? 0n),
      payouts: payouts.map((p) => ({ day: p.day, rate_ppm: p.rate_ppm, amount: formatAmount(p.amount_atoms), paid_at: p.paid_at })),
    };
  }

  /** Early exit: due days paid first; the amount less ratio x remaining days x amount returns; the penalty goes to the earn account. */
  async exit(userId: number, lang: Lang, id: number): Promise<{ order: QuantifyOrder; penalty: bigint; returned: bigint }> {
    const first = await this.own(userId, id);
    if (first.status !== 'in_progress') fail('earn_not_redeemable');
    await this.payer.payOrder(id, this.c.clock.now());
    const out = await this.c.ledger.transaction(async (tx) => {
      const o = await this.own(userId, id, tx);
      if (o.status !== 'in_progress') fail('earn_not_redeemable');
      const penalty = quantifyExitPenalty(o.amount_atoms, o.exit_ratio_ppm, o.days - o.days_paid);
      const back = o.amount_atoms - penalty;
      if (!(await this.c.repo.updateQuantifyOrder(tx, o, { status: 'early_exit', reserved_atoms: 0n, penalty_atoms: penalty, returned_atoms: back, closed_at: this.c.clock.now() }))) fail('earn_busy');
      await this.c.money.payOut(tx, { reason: 'quantify_exit', ref: `earn:quantify:${o.id}:exit`, actor: user(userId), detail: o.coin }, userId, o.coin, o.amount_atoms, back, penalty);
      await this.c.money.release(tx, { reason: 'quantify_exit', ref: `earn:quantify:${o.id}:release`, actor: SYSTEM, detail: o.coin }, o.coin, o.reserved_atoms);
      return (await this.c.repo.quantifyOrder(o.id, tx)) ?? fail('earn_order_not_found');
    });
    const names = await this.names(lang);
    return { order: quantifyOrderOut(out, names.get(out.plan_id) ?? '', 0n), penalty: out.penalty_atoms, returned: out.returned_atoms };
  }
}
