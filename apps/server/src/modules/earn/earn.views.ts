import {
  dailyYield, formatAmount, quantifyExitPenalty, trustRedeemPenalty, type Lang, type MiningLease, type MiningMachine, type QuantifyOrder,
  type QuantifyPlan, type TrustOrder, type TrustProduct,
} from '@candor/shared';
import { EarnCoverageService, type CoinCover } from './earn.coverage.js';
import { textIn, textsOf } from './earn.input.js';
import type { LeaseRow, MachineRow, QuantifyOrderRow, QuantifyPlanRow, TrustOrderRow, TrustProductRow } from './earn.repo.js';
import { trustRemaining } from './earn.schedule.js';

/** The wire shapes of earn rows (packages/shared/src/api/earn-shapes.ts). */
const f = (atoms: bigint) => formatAmount(atoms);

export function trustProductOut(p: TrustProductRow, lang: Lang, cover: CoinCover): TrustProduct {
  const left = p.quota_atoms - p.quota_used_atoms;
  const closed = EarnCoverageService.closedReason(p.paused === 1, left, p.min_atoms, dailyYield(p.min_atoms, p.daily_rate_ppm) * BigInt(p.cycle_days), cover);
  return {
    id: p.id, coin: p.coin, name: textIn(textsOf(p.names), lang), cycle_days: p.cycle_days, daily_rate_ppm: p.daily_rate_ppm,
    min_amount: f(p.min_atoms), max_amount: f(p.max_atoms), quota_total: f(p.quota_atoms), quota_used: f(p.quota_used_atoms),
    quota_left: f(left > 0n ? left : 0n), agreement: textIn(textsOf(p.agreements), lang),
    open: closed === null, closed_reason: closed, coverage: EarnCoverageService.view(cover), updated_at: p.updated_at,
  };
}

export function trustOrderOut(o: TrustOrderRow, name: string, now: number, yesterday: bigint): TrustOrder {
  const started = now >= o.start_at;
  const open = o.status === 'hosting';
  return {
    id: o.id, product_id: o.product_id, product_name: name, coin: o.coin,
    status: open && !started ? 'pending' : o.status,
    tab: open ? 'hosting' : o.status === 'completed' ? 'completed' : 'redeemed',
    principal: f(o.principal_atoms), daily_rate_ppm: o.daily_rate_ppm, cycle_days: o.cycle_days,
    daily_interest: f(dailyYield(o.principal_atoms, o.daily_rate_ppm)),
    expected_interest: f(o.accrued_atoms + (open ? trustRemaining(o) : 0n)),
    accrued: f(o.accrued_atoms), days_paid: o.days_paid, yesterday_income: f(yesterday),
    redeem_penalty: f(open && started ? trustRedeemPenalty(o.principal_atoms, o.daily_rate_ppm) : 0n),
    penalty: f(o.penalty_atoms), returned: f(o.returned_atoms),
    created_at: o.created_at, start_at: o.start_at, maturity_at: o.maturity_at, closed_at: o.closed_at,
  };
}

export function quantifyPlanOut(p: QuantifyPlanRow, lang: Lang, cover: CoinCover, recent: { day: string; rate_ppm: number }[]): QuantifyPlan {
  const left = p.quota_atoms - p.quota_used_atoms;
  const closed = EarnCoverageService.closedReason(p.paused === 1, left, p.min_atoms, dailyYield(p.min_atoms, p.rate_max_ppm) * BigInt(p.days), cover);
  return {
    id: p.id, coin: p.coin, name: textIn(textsOf(p.names), lang), days: p.days,
    min_amount: f(p.min_atoms), max_amount: f(p.max_atoms), quota_total: f(p.quota_atoms), quota_used: f(p.quota_used_atoms),
    quota_left: f(left > 0n ? left : 0n), rate_min_ppm: p.rate_min_ppm, rate_max_ppm: p.rate_max_ppm, exit_ratio_ppm: p.exit_ratio_ppm,
    description: textIn(textsOf(p.descriptions), lang), recent_rates: recent,
    open: closed === null, closed_reason: closed, coverage: EarnCoverageService.view(cover), updated_at: p.updated_at,
  };
}

export function quantifyOrderOut(o: QuantifyOrderRow, name: string, yesterday: bigint): QuantifyOrder {
  const open = o.status === 'in_progress';
  return {
    id: o.id, plan_id: o.plan_id, plan_name: name, coin: o.coin, amount: f(o.amount_atoms), days: o.days, days_paid: o.days_paid,
    status: o.status, rate_min_ppm: o.rate_min_ppm, rate_max_ppm: o.rate_max_ppm, exit_ratio_ppm: o.exit_ratio_ppm,
    income: f(o.income_atoms), yesterday_income: f(yesterday),
    exit_penalty: f(open ? quantifyExitPenalty(o.amount_atoms, o.exit_ratio_ppm, o.days - o.days_paid) : 0n),
    penalty: f(o.penalty_atoms), returned: f(o.returned_atoms),
    created_at: o.created_at, start_at: o.start_at, end_at: o.end_at, closed_at: o.closed_at,
  };
}

export function machineOut(m: MachineRow, lang: Lang, cover: CoinCover): MiningMachine {
  const left = m.stock - m.sold;
  const closed = EarnCoverageService.closedReason(m.paused === 1, BigInt(left), 1n, m.daily_output_atoms * BigInt(m.term_days), cover);
  return {
    id: m.id, name: textIn(textsOf(m.names), lang), description: textIn(textsOf(m.descriptions), lang),
    price_coin: m.price_coin, price: f(m.price_atoms), output_coin: m.output_coin, daily_output: f(m.daily_output_atoms),
    term_days: m.term_days, total_output: f(m.daily_output_atoms * BigInt(m.term_days)),
    stock: m.stock, sold: m.sold, left: left > 0 ? left : 0,
    open: closed === null, closed_reason: closed, coverage: EarnCoverageService.view(cover), updated_at: m.updated_at,
  };
}

export function leaseOut(l: LeaseRow, name: string, yesterday: bigint): MiningLease {
  return {
    id: l.id, machine_id: l.machine_id, machine_name: name, quantity: l.quantity, price_coin: l.price_coin, price_paid: f(l.price_paid_atoms),
    output_coin: l.output_coin, daily_output: f(l.daily_output_atoms), term_days: l.term_days, days_paid: l.days_paid,
    output_paid: f(l.output_paid_atoms), yesterday_output: f(yesterday), status: l.status,
    created_at: l.created_at, start_at: l.start_at, end_at: l.end_at,
  };
}
