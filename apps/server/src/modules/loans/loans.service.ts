import {
  LOAN_ASSET, LOAN_DAY_MS, LOAN_FREE_DAYS, checkLoanAmount, loanChargeFor, loanDaysBegun, loanDueAt, tryParseAmount, type Loan, type LoanIndex,
} from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { AppError, fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { KycService } from '../kyc/index.js';
import { platformAccount, userAccount, type LedgerService, type Mode } from '../ledger/index.js';
import { createLoansRepo, type LoanRow, type LoansRepo } from './loans.repo.js';
import type { LoanStatusRow } from './loans.tables.js';
import { loanOut, productOut, usdt } from './loans.views.js';

export type LoansDeps = { db: Db; clock: Clock; ledger: LedgerService; idempotency: Idempotency; kyc: Pick<KycService, 'levelOf'> };
export type LoanApplyInput = { product_id?: number | undefined; amount?: string | undefined };
export type LoanRepayInput = { id?: number | undefined; amount?: string | undefined; all?: boolean | undefined };

const SYSTEM = { type: 'system' as const, id: 0 };
export const loanAccountKey = (mode: Mode = 'real') => platformAccount(LOAN_ASSET, 'loans', mode);
/** What a trial install's loan account starts with (from the outside world); production funds it through the treasury. */
export const TRIAL_LOAN_FUND_ATOMS = 500_000n * 10n ** 8n;

/**
 * Loans, the borrower's side: eligibility and limit by KYC level, applying (paid out at once from the platform's loan
 * account, or after two finance admins above the approval amount), daily charging and repaying. Money moves only
 * through the ledger; charged interest is a claim on the loan row until it is paid.
 */
export class LoansService {
  readonly repo: LoansRepo;

  constructor(private readonly d: LoansDeps) {
    this.repo = createLoansRepo(d.db);
  }

  async limitOf(userId: number, tx?: Tx): Promise<{ level: 'none' | 'basic' | 'advanced'; limit: bigint }> {
    const level = await this.d.kyc.levelOf(userId, tx);
    const s = await this.repo.settings(tx);
    return { level, limit: level === 'advanced' ? BigInt(s.advanced_limit_atoms) : level === 'basic' ? BigInt(s.basic_limit_atoms) : 0n };
  }

  async index(userId: number): Promise<LoanIndex> {
    const now = this.d.clock.now();
    const [{ level, limit }, settings, used, overdue, summary, products] = await Promise.all([
      this.limitOf(userId), this.repo.settings(), this.repo.committed(userId), this.repo.overdueCount(userId, now),
      this.repo.userSummary(userId), this.repo.products(),
    ]);
    const ineligible = level === 'none' ? 'kyc_required' : overdue > 0 ? 'overdue' : null;
    return {
      asset: LOAN_ASSET, eligible: ineligible === null, ineligible_reason: ineligible, kyc_level: level, limit: usdt(limit),
      basic_limit: usdt(BigInt(settings.basic_limit_atoms)), advanced_limit: usdt(BigInt(settings.advanced_limit_atoms)),
      used: usdt(used), available: usdt(limit > used ? limit - used : 0n), total_borrowed: usdt(summary.borrowed),
      last_repayment_at: summary.lastRepaid, overdue, approval_threshold: usdt(BigInt(settings.approval_threshold_atoms)),
      free_days: LOAN_FREE_DAYS, products: products.filter((p) => Number(p.enabled) === 1).map(productOut),
    };
  }

  async records(userId: number, q: { page: number; limit: number; status?: LoanStatusRow | undefined }): Promise<{ total: number; items: Loan[] }> {
    const { rows, total } = await this.repo.list({ userId, status: q.status }, { limit: q.limit, offset: (q.page - 1) * q.limit });
    const now = this.d.clock.now();
    return { total, items: rows.map((l) => loanOut(l, now)) };
  }

  /**
   * An application: checked, then at most once per idempotency key, in one transaction: the user's commitment grows
   * within the limit of the KYC level, the loan is stored, and at or below the approval amount it is paid out. A
   * refusal (the limit, an empty loan account) rolls everything back.
   */
  async apply(userId: number, f: LoanApplyInput, key: string | undefined): Promise<Loan> {
    if (f.product_id === undefined) fail('loans_product_required');
    const product = await this.repo.product(f.product_id);
    if (!product || Number(product.enabled) !== 1) return fail('loans_product_not_found');
    const min = BigInt(product.min_amount_atoms);
    const max = BigInt(product.max_amount_atoms);
    const checked = checkLoanAmount(f.amount, min, max);
    if (!checked.ok) return fail(checked.error, { min: usdt(min), max: usdt(max) });
    const amount = checked.amount;
    const { level, limit } = await this.limitOf(userId);
    if (level === 'none') fail('loans_kyc_required');
    if ((await this.repo.overdueCount(userId, this.d.clock.now())) > 0) fail('loans_overdue');
    const request = { product_id: product.id, amount: amount.toString() };
    return this.d.idempotency.once({ userId, scope: 'loans.apply', key, request }, async (tx) => {
      if (!(await this.repo.commit(tx, userId, amount, limit))) {
        const used = await this.repo.committed(userId, tx);
        fail('loans_limit_exceeded', { available: usdt(limit > used ? limit - used : 0n) });
      }
      const now = this.d.clock.now();
      const settings = await this.repo.settings(tx);
      const review = amount > BigInt(settings.approval_threshold_atoms);
      const row = await this.repo.insert(tx, {
        user_id: userId, product_id: product.id, product_name: product.name, principal_atoms: amount, term_days: product.term_days,
        daily_rate_ppm: product.daily_rate_ppm, penalty_rate_ppm: product.penalty_rate_ppm, status: review ? 'pending' : 'active',
        outstanding_atoms: amount, interest_due_atoms: 0n, interest_charged_atoms: 0n, penalty_charged_atoms: 0n, repaid_atoms: 0n, days_charged: 0,
        started_at: review ? null : now, due_at: review ? null : loanDueAt(now, product.term_days), last_repaid_at: null, reason: null,
        decided_by: null, decided_at: null, created_at: now, updated_at: now,
      });
      if (!review) await this.payOut(tx, row, { type: 'user', id: userId });
      return loanOut(row, now);
    });
  }

  /** Pays a loan's principal from the platform's loan account to the borrower's funding account. */
  async payOut(tx: Tx, loan: LoanRow, actor: { type: 'user' | 'admin'; id: number }): Promise<void> {
    const amount = BigInt(loan.principal_atoms);
    if ((await this.d.ledger.balance(loanAccountKey(), tx)).available < amount) fail('loans_pool_empty');
    try {
      await this.d.ledger.post(tx, { actor, reason: 'loan_disbursed', ref: `loan:${loan.id}:disburse`, lines: [
        { account: loanAccountKey(), amount: -amount },
        { account: userAccount(Number(loan.user_id), LOAN_ASSET, 'funding', 'real'), amount },
      ] });
    } catch (e) {
      // Only the loan account is debited: a concurrent payout emptied it after the check above.
      if (e instanceof AppError && e.key === 'insufficient_balance') fail('loans_pool_empty');
      throw e;
    }
  }

  /**
   * Charges the days of an active loan begun since its mark, on its outstanding principal: the daily rate before the
   * term, the penalty rate from the due date. Every principal change charges first, so the principal of each day is
   * the one outstanding when it began. Answers the row as it is now.
   */
  async chargeIn(tx: Tx, loan: LoanRow, now: number): Promise<LoanRow> {
    if (loan.status !== 'active' || loan.started_at === null) return loan;
    const days = loanDaysBegun(Number(loan.started_at), now);
    if (days <= loan.days_charged) return loan;
    const c = loanChargeFor(BigInt(loan.outstanding_atoms), loan.days_charged, days,
      { termDays: loan.term_days, dailyRatePpm: loan.daily_rate_ppm, penaltyRatePpm: loan.penalty_rate_ppm });
    await this.repo.charge(tx, loan.id, loan.days_charged, days, c.interest, c.penalty, now);
    return (await this.repo.byId(loan.id, tx)) ?? loan;
  }

  /** The scheduler's work: every active loan with a day begun and not charged, each in its own transaction. */
  async chargeDue(now: number): Promise<number> {
    let charged = 0;
    for (const id of await this.repo.dueForCharge(now, LOAN_DAY_MS)) {
      await this.d.ledger.transaction(async (tx) => {
        if (!(await this.repo.lock(tx, id, 'active'))) return;
        const loan = await this.repo.byId(id, tx);
        if (loan && (await this.chargeIn(tx, loan, now)).days_charged > loan.days_charged) charged += 1;
      });
    }
    return charged;
  }

  /**
   * Repays part or all of a loan from the funding account, at most once per idempotency key: the days begun are
   * charged first, then the payment goes to interest and penalty, then to principal; the principal repaid frees the
   * same amount of the borrow limit. Paying all that is owed closes the loan.
   */
  async repay(userId: number, f: LoanRepayInput, key: string | undefined): Promise<Loan> {
    if (f.id === undefined) return fail('loans_id_required');
    const id = f.id;
    let asked: bigint | 'all' = 'all';
    if (!f.all) {
      if (f.amount === undefined || f.amount.trim() === '') fail('loans_amount_required');
      const parsed = tryParseAmount(f.amount.trim(), 8);
      if (parsed === null || parsed <= 0n) return fail('loans_amount_invalid');
      asked = parsed;
    }
    const request = { id, amount: asked === 'all' ? 'all' : asked.toString() };
    return this.d.idempotency.once({ userId, scope: 'loans.repay', key, request }, async (tx) => {
      const locked = await this.repo.lock(tx, id, 'active');
      const found = await this.repo.byId(id, tx);
      if (!found || Number(found.user_id) !== userId) return fail('loans_not_found');
      if (!locked) return fail('loans_not_active');
      const now = this.d.clock.now();
      const loan = await this.chargeIn(tx, found, now);
      const outstanding = BigInt(loan.outstanding_atoms);
      const due = BigInt(loan.interest_due_atoms);
      const owed = outstanding + due;
      const pay = asked === 'all' ? owed : asked;
      if (pay > owed) fail('loans_repay_above_owed', { owed: usdt(owed) });
      const toInterest = pay < due ? pay : due;
      const toPrincipal = pay - toInterest;
      const actor = { type: 'user' as const, id: userId };
      const from = userAccount(userId, LOAN_ASSET, 'funding', 'real');
      const paidBefore = BigInt(loan.repaid_atoms);
      if (toInterest > 0n) {
        await this.d.ledger.post(tx, { actor, reason: 'loan_interest', ref: `loan:${id}:interest:${paidBefore}`, lines: [
          { account: from, amount: -toInterest }, { account: loanAccountKey(), amount: toInterest },
        ] });
      }
      if (toPrincipal > 0n) {
        await this.d.ledger.post(tx, { actor, reason: 'loan_repayment', ref: `loan:${id}:principal:${paidBefore}`, lines: [
          { account: from, amount: -toPrincipal }, { account: loanAccountKey(), amount: toPrincipal },
        ] });
      }
      const closed = toPrincipal === outstanding && toInterest === due;
      await this.repo.update(tx, id, 'active', {
        outstanding_atoms: outstanding - toPrincipal, interest_due_atoms: due - toInterest, repaid_atoms: paidBefore + pay,
        last_repaid_at: now, status: closed ? 'repaid' : 'active', updated_at: now,
      });
      await this.repo.release(tx, userId, toPrincipal);
      return loanOut((await this.repo.byId(id, tx)) ?? loan, now);
    });
  }

  /** A trial install's loan account is funded from the outside world once (the reference makes it a no-op after). */
  async fundTrial(): Promise<void> {
    await this.d.ledger.transaction((tx) => this.d.ledger.post(tx, {
      actor: SYSTEM, reason: 'loan_funding', ref: 'loans:fund:real:v1',
      lines: [{ account: platformAccount(LOAN_ASSET, 'external', 'real'), amount: -TRIAL_LOAN_FUND_ATOMS }, { account: loanAccountKey(), amount: TRIAL_LOAN_FUND_ATOMS }],
    }));
  }
}
