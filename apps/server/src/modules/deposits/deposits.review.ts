import { formatAmount } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { CoinsService } from '../coins/index.js';
import { platformAccount, userAccount, type LedgerService } from '../ledger/index.js';
import { silentDeposits, type DepositsAnnounce } from './deposits.events.js';
import { createDepositsRepo, type DepositRow, type DepositsRepo } from './deposits.repo.js';
import { parseRejectReason } from './deposits.rules.js';
import { depositReview, type DepositReview } from './deposits.views.js';

import type { AdminActor as Reviewer, Auditor, FourEyes } from '../backoffice/index.js';

export type { Reviewer };
export type ApproveOutcome = 'awaiting_second_approval' | 'approved';

export type ReviewDeps = { db: Db; clock: Clock; coins: CoinsService; ledger: LedgerService; audit: Auditor; fourEyes: FourEyes; announce?: DepositsAnnounce | undefined };

const APPROVE = 'deposit.approve';
const subjectOf = (id: number) => ({ type: 'deposit', id });

/**
 * The back office's review of deposits. Approval credits the user's funding account from the platform's
 * `external` account in the same transaction as the status change; at or above the coin's review threshold
 * two different admins must approve (the back office's four-eyes requests). Every status change is a conditional
 * UPDATE on status = 'processing', so racing approvals and rejections end in exactly one final state. A credit is
 * announced (`deposits.credited`) after its commit.
 */
export class DepositReviews {
  private readonly repo: DepositsRepo;

  constructor(private readonly d: ReviewDeps) {
    this.repo = createDepositsRepo(d.db);
  }

  async list(by: Reviewer, q: { status?: DepositRow['status'] | undefined; page: number; limit: number }): Promise<{ total: number; items: DepositReview[] }> {
    const { items, total } = await this.repo.forReview({ status: q.status, limit: q.limit, offset: (q.page - 1) * q.limit });
    const thresholds = await this.thresholds();
    const requests = await this.d.fourEyes.ofSubjects('deposit', items.map((r) => r.id));
    await this.d.audit.audit(by.id, 'deposit.list', 'deposits', { status: q.status ?? null, page: q.page, limit: q.limit }, by.ip);
    return { total, items: items.map((r) => depositReview(r, thresholds.get(r.asset), requests.get(r.id))) };
  }

  async get(by: Reviewer, id: number): Promise<DepositReview> {
    const view = await this.view(id);
    await this.d.audit.audit(by.id, 'deposit.read', `deposit:${id}`, {}, by.ip);
    return view;
  }

  /** One approval: the first of two above the threshold, otherwise the one that credits. */
  async approve(by: Reviewer, id: number): Promise<{ outcome: ApproveOutcome; deposit: DepositReview }> {
    const outcome = await this.d.ledger.transaction(async (tx): Promise<ApproveOutcome> => {
      const row = await this.processing(tx, id);
      const coin = await this.d.coins.get(row.asset, tx);
      // A pending first approval keeps the deposit under two approvals even if the threshold moved since.
      const pending = await this.d.fourEyes.pending(tx, APPROVE, subjectOf(id));
      if (pending || row.amount_atoms >= coin.reviewThresholdAtoms) {
        const review = await this.d.fourEyes.review(tx, {
          action: APPROVE, subject: subjectOf(id), by, detail: { amount: formatAmount(row.amount_atoms), coin: row.asset, user_id: row.user_id },
          errors: { sameAdmin: 'deposit_same_approver', busy: 'deposit_not_processing' },
        });
        if (review.stage === 'proposed') return 'awaiting_second_approval';
      }
      if (!(await this.repo.finalApproval(tx, id, by.id, this.d.clock.now()))) throw new AppError('deposit_not_processing');
      await this.credit(tx, row, by.id);
      return 'approved';
    });
    const deposit = await this.view(id);
    await this.d.audit.audit(by.id, outcome === 'approved' ? 'deposit.approve' : 'deposit.approve_first', `deposit:${id}`,
      { amount: deposit.amount, coin: deposit.coin, user_id: deposit.user_id }, by.ip);
    return { outcome, deposit };
  }

  /** Rejects a deposit still under review; the record stays, with its reason. */
  async reject(by: Reviewer, id: number, reasonText: string | undefined): Promise<DepositReview> {
    const reason = parseRejectReason(reasonText);
    await this.d.ledger.transaction(async (tx) => {
      await this.processing(tx, id);
      if (!(await this.repo.reject(tx, id, by.id, reason, this.d.clock.now()))) throw new AppError('deposit_not_processing');
      await this.d.fourEyes.close(tx, APPROVE, subjectOf(id), by);
    });
    await this.d.audit.audit(by.id, 'deposit.reject', `deposit:${id}`, { reason }, by.ip);
    return this.view(id);
  }

  private async credit(tx: Tx, row: DepositRow, adminId: number): Promise<void> {
    (this.d.announce ?? silentDeposits)(tx, { userId: row.user_id, depositId: row.id, asset: row.asset, amount: row.amount_atoms, time: this.d.clock.now() });
    await this.d.ledger.post(tx, {
      actor: { type: 'admin', id: adminId }, reason: 'deposit', ref: `deposit:${row.id}`,
      lines: [
        { account: platformAccount(row.asset, 'external', 'real'), amount: -row.amount_atoms },
        { account: userAccount(row.user_id, row.asset, 'funding', 'real'), amount: row.amount_atoms },
      ],
    });
  }

  /** The deposit under review, locked for this transaction (so its four-eyes steps and decision never interleave). */
  private async processing(tx: Tx, id: number): Promise<DepositRow> {
    const locked = await this.repo.lockProcessing(tx, id);
    const row = await this.repo.byId(id, tx);
    if (!row) throw new AppError('deposit_not_found');
    if (!locked || row.status !== 'processing') throw new AppError('deposit_not_processing');
    return row;
  }

  private async view(id: number): Promise<DepositReview> {
    const row = await this.repo.reviewRow(id);
    if (!row) throw new AppError('deposit_not_found');
    const requests = await this.d.fourEyes.ofSubjects('deposit', [id]);
    return depositReview(row, (await this.thresholds()).get(row.asset), requests.get(id));
  }

  private async thresholds(): Promise<Map<string, bigint>> {
    return new Map((await this.d.coins.list()).map((c) => [c.asset, c.reviewThresholdAtoms]));
  }
}
