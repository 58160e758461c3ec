import { z } from 'zod';
import { EARN_CLOSED_REASONS, MINING_STATUSES, QUANTIFY_STATUSES, TRUST_STATUSES, TRUST_TABS } from './earn-states.js';

/**
 * The shapes of the earn contract (issue #15): trust (lock-up) products, the U plan, quantify plans and mining
 * rental. Every yield is paid from the platform's visible earn account (ledger kind `earn`); every product shows how
 * many days of promised yields that account covers, and closes to new orders by itself when it cannot cover them.
 * Money is a decimal string of the coin's atoms (8 places), never a float. Rates are whole parts per million per
 * day (5000 = 0.5% a day); the shared rules (rules/earn.ts) compute every figure the same way on both sides.
 */

const money = z.string().describe('decimal string in the coin');
const ppm = z.number().int().describe('parts per million per day (5000 = 0.5% a day)');
const time = z.number().describe('ms since epoch, UTC');

export * from './earn-states.js';

/**
 * What the earn account holds of a coin against what it has promised: the balance, the promised yields not yet paid
 * (every open order's remaining days; quantify at the top of its range), what is promised per day now, and how many
 * whole days the balance covers (null: nothing is promised).
 */
export const earnCoverage = z.object({
  coin: z.string(), balance: money, outstanding: money, daily: money,
  days_covered: z.number().int().nullable(),
  covered: z.boolean().describe('the balance covers every promised yield'),
});
export type EarnCoverage = z.output<typeof earnCoverage>;

const productState = {
  open: z.boolean().describe('takes new orders'),
  closed_reason: z.enum(EARN_CLOSED_REASONS).nullable(),
  coverage: earnCoverage.describe('the earn account for the coin the yield is paid in'),
};

/** A trust (lock-up) product as the Finance pages show it; name and agreement in the request's language. */
export const trustProduct = z.object({
  id: z.number(), coin: z.string(), name: z.string(),
  cycle_days: z.number().int(), daily_rate_ppm: ppm,
  min_amount: money, max_amount: money.describe('per order'),
  quota_total: money, quota_used: money, quota_left: money,
  agreement: z.string().describe('the service agreement in the request language (English when not translated)'),
  ...productState,
  updated_at: time,
});
export type TrustProduct = z.output<typeof trustProduct>;

/** A trust order with its figures: interest accrues daily (paid by the scheduler into the order), paid out at maturity. */
export const trustOrder = z.object({
  id: z.number(), product_id: z.number(), product_name: z.string(), coin: z.string(),
  status: z.enum(TRUST_STATUSES), tab: z.enum(TRUST_TABS),
  principal: money, daily_rate_ppm: ppm, cycle_days: z.number().int(),
  daily_interest: money.describe("one day's interest on the principal"),
  expected_interest: money.describe('the interest at maturity'),
  accrued: money.describe('interest accrued so far'), days_paid: z.number().int(),
  yesterday_income: money,
  redeem_penalty: money.describe('what an early redemption costs now: 1.5 x one day\'s interest, from the principal'),
  penalty: money.describe('the penalty taken (redeemed orders)'),
  returned: money.describe('what went back to the funding account when it closed'),
  created_at: time, start_at: time.describe('interest starts (next 00:00 UTC)'), maturity_at: time, closed_at: time.nullable(),
});
export type TrustOrder = z.output<typeof trustOrder>;

/** lh/deposit/report: per coin, what is hosted and earned, and yesterday's income. */
export const trustReport = z.object({
  coins: z.array(z.object({
    coin: z.string(), hosting: money.describe('principal in hosting orders'), accrued: money,
    total_income: money.describe('every yield paid so far (trust, U plan, quantify and mining in this coin)'),
    yesterday_income: money,
  })),
});
export type TrustReport = z.output<typeof trustReport>;

/** The U plan: opt-in; each day idle funding USDT above the kept amount moves into the flexible holding. */
export const uplanState = z.object({
  enabled: z.boolean(), coin: z.string(), keep_amount: money.describe('stays in the funding account'),
  daily_rate_ppm: ppm, balance: money.describe('in the flexible holding, interest included'),
  total_income: money, yesterday_income: money,
  last_sweep_at: time.nullable(), next_sweep_at: time,
  product_open: z.boolean().describe('the flexible product takes money (paused or uncovered: no sweep)'),
  closed_reason: z.enum(EARN_CLOSED_REASONS).nullable(),
  coverage: earnCoverage,
});
export type UplanState = z.output<typeof uplanState>;

/** lh/defaultPay: subscriptions pay from the funding account; its available balance per coin. */
export const defaultPay = z.object({
  account: z.literal('funding'), coins: z.array(z.object({ coin: z.string(), available: money })),
});
export type DefaultPay = z.output<typeof defaultPay>;

/** One day's published quantify rate of a plan (the same for every order of the plan that day). */
export const quantifyDayRate = z.object({ day: z.string().describe('YYYY-MM-DD, UTC'), rate_ppm: ppm });
export type QuantifyDayRate = z.output<typeof quantifyDayRate>;

export const quantifyPlan = z.object({
  id: z.number(), coin: z.string(), name: z.string(), days: z.number().int(),
  min_amount: money, max_amount: money, quota_total: money, quota_used: money, quota_left: money,
  rate_min_ppm: ppm, rate_max_ppm: ppm,
  exit_ratio_ppm: z.number().int().describe('early exit: ratio x remaining days x amount (4000 = 0.4%)'),
  description: z.string().describe('in the request language'),
  recent_rates: z.array(quantifyDayRate).describe('the rates paid on the last days, newest first'),
  ...productState,
  updated_at: time,
});
export type QuantifyPlan = z.output<typeof quantifyPlan>;

/** lh/send/config: the plans, the published rate rule and the coverage. */
export const quantifyConfig = z.object({
  plans: z.array(quantifyPlan),
  rule: z.string().describe('the published rule choosing each day\'s rate (rules/earn.ts quantifyRatePpm)'),
  robot: z.boolean().describe('false: no trading robot is behind the yield; it comes from the earn account'),
});
export type QuantifyConfig = z.output<typeof quantifyConfig>;

export const quantifyOrder = z.object({
  id: z.number(), plan_id: z.number(), plan_name: z.string(), coin: z.string(), amount: money,
  days: z.number().int(), days_paid: z.number().int(), status: z.enum(QUANTIFY_STATUSES),
  rate_min_ppm: ppm, rate_max_ppm: ppm, exit_ratio_ppm: z.number().int(),
  income: money.describe('paid so far, to the funding account each day'), yesterday_income: money,
  exit_penalty: money.describe('what exiting now costs: ratio x remaining days x amount'),
  penalty: money, returned: money,
  created_at: time, start_at: time, end_at: time, closed_at: time.nullable(),
});
export type QuantifyOrder = z.output<typeof quantifyOrder>;

export const quantifyPayout = z.object({ day: z.string(), rate_ppm: ppm, amount: money, paid_at: time });
export const quantifyOrderDetail = quantifyOrder.extend({ payouts: z.array(quantifyPayout) });
export type QuantifyOrderDetail = z.output<typeof quantifyOrderDetail>;

export const miningMachine = z.object({
  id: z.number(), name: z.string(), description: z.string(),
  price_coin: z.string(), price: money.describe('per machine, paid from the funding account'),
  output_coin: z.string(), daily_output: money.describe('per machine per day'),
  term_days: z.number().int(), total_output: money.describe('daily output x term, per machine'),
  stock: z.number().int(), sold: z.number().int(), left: z.number().int(),
  ...productState,
  updated_at: time,
});
export type MiningMachine = z.output<typeof miningMachine>;

export const miningConfig = z.object({ machines: z.array(miningMachine) });
export type MiningConfig = z.output<typeof miningConfig>;

export const miningLease = z.object({
  id: z.number(), machine_id: z.number(), machine_name: z.string(), quantity: z.number().int(),
  price_coin: z.string(), price_paid: money, output_coin: z.string(),
  daily_output: money.describe('of the lease (per machine x quantity)'), term_days: z.number().int(),
  days_paid: z.number().int(), output_paid: money, yesterday_output: money,
  status: z.enum(MINING_STATUSES), created_at: time, start_at: time, end_at: time,
});
export type MiningLease = z.output<typeof miningLease>;

/** lh/redeem's answer: what went back to the funding account and the penalty taken. */
export const redeemOutcome = z.object({
  type: z.enum(['trust', 'uplan', 'quantify']), returned: money, penalty: money,
  trust: trustOrder.nullable(), uplan: uplanState.nullable(), quantify: quantifyOrder.nullable(),
});
export type RedeemOutcome = z.output<typeof redeemOutcome>;
