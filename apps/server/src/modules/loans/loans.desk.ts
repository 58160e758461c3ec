import { LOAN_ASSET, loanDueAt, ppmOfPercent, tryParseAmount, type AdminLoan, type LoanAccount, type LoanApproveOutcome, type LoanProduct } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { FourEyes } from '../backoffice/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { UsersService } from '../users/index.js';
import type { LoanRow } from './loans.repo.js';
import { loanAccountKey, type LoansService } from './loans.service.js';
import type { LoanStatusRow } from './loans.tables.js';
import { adminLoanOut, productOut, usdt } from './loans.views.js';

type By = { id: number; ip: string };
export type ProductInput = {
  name?: string | undefined; term_days?: string | undefined; daily_rate?: string | undefined; penalty_rate?: string | undefined;
  min_amount?: string | undefined; max_amount?: string | undefined; enabled?: boolean | undefined;
};
export type SettingsInput = { basic_limit?: string | undefined; advanced_limit?: string | undefined; approval_threshold?: string | undefined };

const APPROVE = 'loan.approve';
const subjectOf = (id: number) => ({ type: 'loan', id });
const invalid = (field: string): never => fail('loans_field_invalid', { field });
const amountOf = (text: string | undefined, field: string, fallback: bigint): bigint => {
  if (text === undefined || text.trim() === '') return fallback;
  const a = tryParseAmount(text.trim(), 8);
  return a !== null && a > 0n ? a : invalid(field);
};

/**
 * The back office of loans: products (terms and rates as data), the limits row, the loan account with what it has
 * lent, and finance's review of applications above the approval amount (two different admins, four eyes).
 */
export class LoansDesk {
  constructor(private readonly loans: LoansService, private readonly clock: Clock, private readonly ledger: LedgerService,
    private readonly fourEyes: FourEyes, private readonly users: Pick<UsersService, 'namesOf'>) {}

  async products(): Promise<LoanProduct[]> {
    return (await this.loans.repo.products()).map(productOut);
  }

  /** A product's fields, checked: a name, 2 to 365 days, rates in percent per day (penalty at least the daily rate), min <= max. */
  private fields(f: ProductInput, base?: LoanProduct) {
    const name = f.name?.trim() ?? base?.name ?? '';
    if (name.length < 1 || name.length > 60) invalid('name');
    const term = f.term_days !== undefined && f.term_days.trim() !== '' ? Number(f.term_days) : base?.term_days;
    if (term === undefined || !Number.isInteger(term) || term < 2 || term > 365) invalid('term_days');
    const daily = ppmOfPercent(f.daily_rate ?? base?.daily_rate) ?? invalid('daily_rate');
    const penalty = ppmOfPercent(f.penalty_rate ?? base?.penalty_rate) ?? invalid('penalty_rate');
    if (penalty < daily) invalid('penalty_rate');
    const min = amountOf(f.min_amount, 'min_amount', base ? tryParseAmount(base.min_amount, 8) ?? 0n : 0n);
    const max = amountOf(f.max_amount, 'max_amount', base ? tryParseAmount(base.max_amount, 8) ?? 0n : 0n);
    if (min <= 0n) invalid('min_amount');
    if (max < min) invalid('max_amount');
    return { name, term_days: term as number, daily_rate_ppm: daily, penalty_rate_ppm: penalty, min_amount_atoms: min, max_amount_atoms: max };
  }

  async createProduct(f: ProductInput): Promise<LoanProduct> {
    const now = this.clock.now();
    return productOut(await this.loans.repo.insertProduct({ ...this.fields(f), enabled: f.enabled === false ? 0 : 1, created_at: now, updated_at: now }));
  }

  async updateProduct(id: number, f: ProductInput): Promise<LoanProduct> {
    const row = (await this.loans.repo.product(id)) ?? fail('loans_product_not_found');
    const base = productOut(row);
    const patch = { ...this.fields(f, base), enabled: (f.enabled ?? base.enabled) ? 1 as const : 0 as const, updated_at: this.clock.now() };
    return productOut((await this.loans.repo.updateProduct(id, patch)) ?? fail('loans_product_not_found'));
  }

  async account(): Promise<LoanAccount> {
    const now = this.clock.now();
    const repo = this.loans.repo;
    const [balance, active, repaid, overdue, pending, s] = await Promise.all([
      this.ledger.balance(loanAccountKey()), repo.totals('active'), repo.totals('repaid'), repo.totals('active', now), repo.totals('pending'), repo.settings(),
    ]);
    return {
      asset: LOAN_ASSET, balance: usdt(balance.available + balance.locked), outstanding_principal: usdt(active.outstanding),
      interest_receivable: usdt(active.interestDue), interest_received: usdt(active.interestPaid + repaid.interestPaid),
      active: active.n, overdue: overdue.n, overdue_principal: usdt(overdue.outstanding), overdue_owed: usdt(overdue.outstanding + overdue.interestDue),
      pending: pending.n, pending_amount: usdt(pending.principal),
      basic_limit: usdt(BigInt(s.basic_limit_atoms)), advanced_limit: usdt(BigInt(s.advanced_limit_atoms)), approval_threshold: usdt(BigInt(s.approval_threshold_atoms)),
    };
  }

  /** The limits, the same for every user: basic <= advanced; the approval amount above zero. */
  async saveSettings(by: By, f: SettingsInput): Promise<LoanAccount> {
    const s = await this.loans.repo.settings();
    const basic = amountOf(f.basic_limit, 'basic_limit', BigInt(s.basic_limit_atoms));
    const advanced = amountOf(f.advanced_limit, 'advanced_limit', BigInt(s.advanced_limit_atoms));
    const threshold = amountOf(f.approval_threshold, 'approval_threshold', BigInt(s.approval_threshold_atoms));
    if (advanced < basic) invalid('advanced_limit');
    await this.loans.repo.saveSettings({
      basic_limit_atoms: basic, advanced_limit_atoms: advanced, approval_threshold_atoms: threshold, updated_at: this.clock.now(), updated_by: by.id,
    });
    return this.account();
  }

  private async views(rows: LoanRow[], tx?: Tx): Promise<AdminLoan[]> {
    const ids = rows.map((l) => l.id);
    const requests = tx ? await this.fourEyes.ofSubjectsIn(tx, 'loan', ids) : await this.fourEyes.ofSubjects('loan', ids);
    const names = await this.users.namesOf(rows.map((l) => Number(l.user_id)), tx);
    const now = this.clock.now();
    return rows.map((l) => adminLoanOut(l, now, l.status === 'pending', requests.get(l.id), names.get(Number(l.user_id)) ?? null));
  }

  async list(q: { status?: LoanStatusRow | undefined; overdue?: boolean | undefined; page: number; limit: number }): Promise<{ total: number; items: AdminLoan[] }> {
    const { rows, total } = await this.loans.repo.list(
      { status: q.overdue ? undefined : q.status, overdueAt: q.overdue ? this.clock.now() : undefined },
      { limit: q.limit, offset: (q.page - 1) * q.limit },
    );
    return { total, items: await this.views(rows) };
  }

  private async pendingLoan(tx: Tx, id: number): Promise<LoanRow> {
    const locked = await this.loans.repo.lock(tx, id, 'pending');
    const loan = (await this.loans.repo.byId(id, tx)) ?? fail('loans_not_found');
    if (!locked) fail('loans_not_pending');
    return loan;
  }

  private async one(tx: Tx, id: number): Promise<AdminLoan> {
    const [view] = await this.views([(await this.loans.repo.byId(id, tx)) ?? fail('loans_not_found')], tx);
    return view ?? fail('loans_not_found');
  }

  /** The first finance admin proposes; a second, different one approves and the loan is paid out, its term starting now. */
  async approve(by: By, id: number): Promise<LoanApproveOutcome> {
    return this.ledger.transaction(async (tx) => {
      const loan = await this.pendingLoan(tx, id);
      const review = await this.fourEyes.review(tx, {
        action: APPROVE, subject: subjectOf(id), by, detail: { amount: usdt(BigInt(loan.principal_atoms)), coin: LOAN_ASSET, user_id: Number(loan.user_id) },
        errors: { sameAdmin: 'loans_second_admin_required', busy: 'loans_busy' },
      });
      if (review.stage === 'proposed') return { loan: await this.one(tx, id), disbursed: false, awaiting_second_approval: true };
      const now = this.clock.now();
      await this.loans.repo.update(tx, id, 'pending', {
        status: 'active', started_at: now, due_at: loanDueAt(now, loan.term_days), decided_by: by.id, decided_at: now, updated_at: now,
      });
      await this.loans.payOut(tx, loan, { type: 'admin', id: by.id });
      return { loan: await this.one(tx, id), disbursed: true, awaiting_second_approval: false };
    });
  }

  /** Refuses an application with a reason: any pending approval is closed and the amount frees the borrow limit. */
  async reject(by: By, id: number, reason: string | undefined): Promise<AdminLoan> {
    const why = reason?.trim();
    if (!why) return fail('loans_reason_required');
    return this.ledger.transaction(async (tx) => {
      const loan = await this.pendingLoan(tx, id);
      const now = this.clock.now();
      await this.loans.repo.update(tx, id, 'pending', { status: 'rejected', reason: why, decided_by: by.id, decided_at: now, updated_at: now });
      await this.fourEyes.close(tx, APPROVE, subjectOf(id), by);
      await this.loans.repo.release(tx, Number(loan.user_id), BigInt(loan.principal_atoms));
      return this.one(tx, id);
    });
  }
}
