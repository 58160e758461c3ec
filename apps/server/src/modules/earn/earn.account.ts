import { DAY_MS, dayKey, formatAmount, type EarnAccountOverview, type EarnFunding, type EarnHolding, type EarnKind, type EarnPayoutDay } from '@candor/shared';
import { AppError, fail } from '../../platform/http/errors.js';
import type { AdminService, ApprovalNamedRow } from '../backoffice/index.js';
import type { UsersService } from '../users/index.js';
import type { EarnContext } from './earn.context.js';
import { EarnCoverageService } from './earn.coverage.js';
import { amountOf, coinOf, textIn, textsOf } from './earn.input.js';
import type { FundingRow } from './earn.repo.js';
import { TRIAL_EARN_FUNDING } from './earn.defaults.js';
import { SYSTEM } from './earn.money.js';

/** The four-eyes action of an earn account funding. */
export const EARN_FUND = 'earn.fund';
const subjectOf = (id: number) => ({ type: 'earn_funding', id });
type Reviewer = { id: number; ip: string };
/** The coins the overview always shows (others appear once promised). */
const BASE_COINS = ['USDT', 'BTC', 'ETH', 'USDC'];

function fundingOut(f: FundingRow, requests: readonly ApprovalNamedRow[] = []): EarnFunding {
  const r = requests[requests.length - 1];
  return {
    id: f.id, coin: f.coin, amount: formatAmount(f.amount_atoms), note: f.note, status: f.status, proposed_by: f.proposed_by,
    proposed_by_name: r?.proposer ?? null, decided_by: f.decided_by, decided_by_name: r?.decider ?? null, created_at: f.created_at, decided_at: f.decided_at,
  };
}

/**
 * The earn account in the back office: balance, promised yields outstanding, days covered, yields paid per day, every
 * holding of a user, and funding it from the platform's recorded holdings through two admins (the four eyes). A trial
 * install funds it once from outside at start, labelled as trial funding; production never does.
 */
export class EarnAccount {
  constructor(private readonly c: EarnContext, private readonly admin: AdminService, private readonly users: UsersService) {}

  async fundTrial(): Promise<void> {
    await this.c.ledger.transaction(async (tx) => {
      for (const [coin, amount] of Object.entries(TRIAL_EARN_FUNDING)) {
        await this.c.money.fund(tx, { reason: 'earn_trial_funding', ref: `earn:trial-funding:${coin}`, actor: SYSTEM, detail: coin }, coin, amount, 'external');
      }
    });
  }

  async overview(): Promise<EarnAccountOverview> {
    const [all, paid, pending] = await Promise.all([this.c.coverage.all(), this.c.repo.paidTotals(), this.fundings({ status: 'pending', limit: 100, offset: 0 })]);
    const paidBy = new Map(paid.map((p) => [p.coin, BigInt(p.amount_atoms)]));
    const coins = [...new Set([...BASE_COINS, ...all.keys()])];
    const rows = await Promise.all(coins.map(async (coin) => ({
      ...EarnCoverageService.view(await this.c.coverage.coin(coin, all)),
      holdings: formatAmount(await this.c.money.holdings(coin)), paid_total: formatAmount(paidBy.get(coin) ?? 0n),
    })));
    return { coins: rows, pending: pending.items };
  }

  async fundings(q: { status?: FundingRow['status']; limit: number; offset: number }): Promise<{ total: number; items: EarnFunding[] }> {
    const { rows, total } = await this.c.repo.fundings(q);
    const requests = await this.admin.fourEyes.ofSubjects(subjectOf(0).type, rows.map((r) => r.id));
    return { total, items: rows.map((r) => fundingOut(r, requests.get(r.id))) };
  }

  async propose(by: Reviewer, f: { coin?: string | undefined; amount?: string | undefined; note?: string | undefined }): Promise<EarnFunding> {
    const coin = coinOf(f.coin);
    const amount = amountOf(f.amount);
    if ((await this.c.money.holdings(coin)) < amount) fail('earn_holdings_short', { coin });
    return this.c.ledger.transaction(async (tx) => {
      const row = await this.c.repo.insertFunding(tx, { coin, amount_atoms: amount, note: f.note?.trim() ?? '', status: 'pending', proposed_by: by.id, decided_by: null, created_at: this.c.clock.now(), decided_at: null });
      await this.admin.fourEyes.review(tx, { action: EARN_FUND, subject: subjectOf(row.id), by, detail: { coin, amount: formatAmount(amount) }, errors: { sameAdmin: 'earn_same_admin', busy: 'earn_funding_not_pending' } });
      return fundingOut(row, (await this.admin.fourEyes.ofSubjectsIn(tx, subjectOf(0).type, [row.id])).get(row.id));
    });
  }

  /** A second, different admin approves: the holdings move into the earn account in one ledger entry, or nothing does. */
  async approve(by: Reviewer, id: number): Promise<EarnFunding> {
    return this.c.ledger.transaction(async (tx) => {
      const f = (await this.c.repo.funding(id, tx)) ?? fail('earn_funding_not_found');
      if (!(await this.c.repo.decideFunding(tx, id, 'done', by.id, this.c.clock.now()))) fail('earn_funding_not_pending');
      const outcome = await this.admin.fourEyes.review(tx, { action: EARN_FUND, subject: subjectOf(id), by, detail: { coin: f.coin, amount: formatAmount(f.amount_atoms) }, errors: { sameAdmin: 'earn_same_admin', busy: 'earn_funding_not_pending' } });
      if (outcome.stage !== 'approved') fail('earn_funding_not_pending');
      await this.c.money.fund(tx, { reason: 'earn_funding', ref: `earn:funding:${id}`, actor: { type: 'admin', id: by.id }, detail: f.coin }, f.coin, f.amount_atoms, 'holdings')
        .catch((e: unknown) => { if (e instanceof AppError && e.key === 'earn_holdings_short') fail('earn_holdings_short', { coin: f.coin }); throw e; });
      const done = (await this.c.repo.funding(id, tx)) ?? fail('earn_funding_not_found');
      return fundingOut(done, (await this.admin.fourEyes.ofSubjectsIn(tx, subjectOf(0).type, [id])).get(id));
    });
  }

  async reject(by: Reviewer, id: number): Promise<EarnFunding> {
    return this.c.ledger.transaction(async (tx) => {
      if (!(await this.c.repo.funding(id, tx))) fail('earn_funding_not_found');
      if (!(await this.c.repo.decideFunding(tx, id, 'rejected', by.id, this.c.clock.now()))) fail('earn_funding_not_pending');
      await this.admin.fourEyes.close(tx, EARN_FUND, subjectOf(id), by);
      const done = (await this.c.repo.funding(id, tx)) ?? fail('earn_funding_not_found');
      return fundingOut(done, (await this.admin.fourEyes.ofSubjectsIn(tx, subjectOf(0).type, [id])).get(id));
    });
  }

  async payouts(days: number, coin: string | undefined): Promise<EarnPayoutDay[]> {
    const from = dayKey(this.c.clock.now() - days * DAY_MS);
    const rows = await this.c.repo.payoutDays(from, coin?.toUpperCase());
    return rows.map((r) => ({ day: r.day, coin: r.coin, kind: r.kind, amount: formatAmount(BigInt(r.amount_atoms)), orders: Number(r.orders) }));
  }

  /** Every holding of a user (or of everyone), all kinds, newest first. */
  async holdings(q: { user_id?: number | undefined; kind?: EarnKind | undefined; limit: number; offset: number }): Promise<{ total: number; items: EarnHolding[] }> {
    const userId = q.user_id ?? null;
    const want = (k: EarnKind) => !q.kind || q.kind === k;
    const page = { limit: q.offset + q.limit, offset: 0 };
    const none = { rows: [], total: 0 };
    const [trust, quantify, leases, uplans, tp, qp, ms] = await Promise.all([
      want('trust') ? this.c.lists.trustOrders(userId, null, page) : none, want('quantify') ? this.c.lists.quantifyOrders(userId, undefined, page) : none,
      want('mining') ? this.c.lists.leases(userId, undefined, page) : none, want('uplan') ? this.c.lists.uplans(userId, page) : [],
      this.c.repo.trustProducts(), this.c.repo.quantifyPlans(), this.c.repo.machines(),
    ]);
    const name = (rows: { id: number; names: string }[]) => new Map(rows.map((r) => [r.id, textIn(textsOf(r.names), 'en')]));
    const [tn, qn, mn] = [name(tp), name(qp), name(ms)];
    const items: Omit<EarnHolding, 'user'>[] = [
      ...trust.rows.map((o) => ({ kind: 'trust' as const, id: o.id, user_id: o.user_id, product_id: o.product_id, product_name: tn.get(o.product_id) ?? '', coin: o.coin, amount: formatAmount(o.principal_atoms), income: formatAmount(o.accrued_atoms), status: o.status, created_at: o.created_at, end_at: o.maturity_at })),
      ...quantify.rows.map((o) => ({ kind: 'quantify' as const, id: o.id, user_id: o.user_id, product_id: o.plan_id, product_name: qn.get(o.plan_id) ?? '', coin: o.coin, amount: formatAmount(o.amount_atoms), income: formatAmount(o.income_atoms), status: o.status, created_at: o.created_at, end_at: o.end_at })),
      ...leases.rows.map((l) => ({ kind: 'mining' as const, id: l.id, user_id: l.user_id, product_id: l.machine_id, product_name: mn.get(l.machine_id) ?? '', coin: l.output_coin, amount: formatAmount(l.price_paid_atoms), income: formatAmount(l.output_paid_atoms), status: l.status, created_at: l.created_at, end_at: l.end_at })),
      ...uplans.map((u) => ({ kind: 'uplan' as const, id: u.user_id, user_id: u.user_id, product_id: null, product_name: 'U plan', coin: 'USDT', amount: formatAmount(u.balance_atoms), income: formatAmount(u.income_atoms), status: u.enabled === 1 ? 'on' : 'off', created_at: u.updated_at, end_at: null })),
    ].sort((a, b) => b.created_at - a.created_at || b.id - a.id).slice(q.offset, q.offset + q.limit);
    const names = await this.users.namesOf(items.map((i) => i.user_id));
    return { total: trust.total + quantify.total + leases.total + uplans.length, items: items.map((i) => ({ ...i, user: names.get(i.user_id) ?? null })) };
  }
}
