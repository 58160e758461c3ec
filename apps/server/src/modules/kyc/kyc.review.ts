import { inTransaction } from '../../platform/db/transactions.js';
import type { AdminKycDetail, AdminKycSubmission, KycApproveOutcome } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { FourEyes } from '../backoffice/index.js';
import type { UsersService } from '../users/index.js';
import type { KycRepo, KycSubmissionRow } from './kyc.repo.js';
import type { KycSubmissionStatus, KycLevel } from './kyc.tables.js';
import { adminSubmissionOut } from './kyc.views.js';

const APPROVE_ADVANCED = 'kyc.approve_advanced';
const SUBJECT = 'kyc_submission';
const subjectOf = (id: number) => ({ type: SUBJECT, id });
export type Reviewer = { id: number; ip: string };
type AuditIn = (tx: Tx, adminId: number, action: string, target: string, detail: Record<string, unknown>, ip: string) => Promise<void>;
export const MAX_REASON = 300;

/**
 * The compliance review of KYC submissions: a basic submission is decided by one admin, an advanced approval needs a
 * second, different admin (the back office's four eyes). Each decision locks the pending row first and writes the
 * audit log in its own transaction, so racing admins end in exactly one state.
 */
export class KycReview {
  constructor(
    private readonly db: Db, private readonly clock: Clock, private readonly repo: KycRepo,
    private readonly fourEyes: FourEyes, private readonly users: Pick<UsersService, 'namesOf'>, private readonly audit: AuditIn,
  ) {}

  async list(f: { status?: KycSubmissionStatus | undefined; level?: KycLevel | undefined; user_id?: number | undefined; page: number; limit: number }) {
    const { rows, total } = await this.repo.list(f, { limit: f.limit, offset: (f.page - 1) * f.limit });
    return { total, items: await this.views(rows) };
  }

  async get(id: number): Promise<AdminKycDetail> {
    const row = (await this.repo.byId(id)) ?? fail('kyc_submission_not_found');
    const history = await this.views(await this.repo.history(row.user_id));
    const self = history.find((h) => h.id === id) ?? (await this.views([row]))[0] ?? fail('kyc_submission_not_found');
    return { ...self, history };
  }

  /** Approves a pending submission: basic at once; advanced on the second, different admin's approval. */
  async approve(by: Reviewer, id: number): Promise<KycApproveOutcome> {
    return inTransaction(this.db, async (tx) => {
      const row = await this.pending(tx, id);
      if (row.level === 'advanced') {
        const review = await this.fourEyes.review(tx, {
          action: APPROVE_ADVANCED, subject: subjectOf(id), by, detail: { user_id: row.user_id, level: row.level, name: row.full_name },
          errors: { sameAdmin: 'kyc_second_admin_required', busy: 'kyc_busy' },
        });
        if (review.stage === 'proposed') return { submission: await this.view(tx, id), approved: false, awaiting_second_approval: true };
      }
      const now = this.clock.now();
      if (!(await this.repo.decide(tx, id, { status: 'approved', reason: null, by: by.id, at: now }))) fail('kyc_not_pending');
      await this.audit(tx, by.id, 'kyc.approve', `kyc_submission:${id}`, { user_id: row.user_id, level: row.level }, by.ip);
      return { submission: await this.view(tx, id), approved: true, awaiting_second_approval: false };
    });
  }

  /** Rejects a pending submission with a reason the user sees; a pending first approval is closed. */
  async reject(by: Reviewer, id: number, reason: string | undefined): Promise<AdminKycSubmission> {
    const why = reason?.trim().replace(/\s+/g, ' ');
    if (!why) fail('kyc_reason_required');
    if (why.length > MAX_REASON) fail('validation_failed', { field: 'reason' });
    return inTransaction(this.db, async (tx) => {
      const row = await this.pending(tx, id);
      if (!(await this.repo.decide(tx, id, { status: 'rejected', reason: why, by: by.id, at: this.clock.now() }))) fail('kyc_not_pending');
      if (row.level === 'advanced') await this.fourEyes.close(tx, APPROVE_ADVANCED, subjectOf(id), by);
      await this.audit(tx, by.id, 'kyc.reject', `kyc_submission:${id}`, { user_id: row.user_id, level: row.level, reason: why }, by.ip);
      return this.view(tx, id);
    });
  }

  /** The submission, locked while it is pending; kyc_not_pending once decided. */
  private async pending(tx: Tx, id: number): Promise<KycSubmissionRow> {
    const locked = await this.repo.lockPending(tx, id);
    const row = (await this.repo.byId(id, tx)) ?? fail('kyc_submission_not_found');
    if (!locked || row.status !== 'pending') fail('kyc_not_pending');
    return row;
  }

  private async view(tx: Tx, id: number): Promise<AdminKycSubmission> {
    const row = (await this.repo.byId(id, tx)) ?? fail('kyc_submission_not_found');
    const requests = (await this.fourEyes.ofSubjectsIn(tx, SUBJECT, [id])).get(id);
    const name = (await this.users.namesOf([row.user_id], tx)).get(row.user_id) ?? null;
    return adminSubmissionOut(row, name, requests);
  }

  private async views(rows: readonly KycSubmissionRow[]): Promise<AdminKycSubmission[]> {
    if (rows.length === 0) return [];
    const requests = await this.fourEyes.ofSubjects(SUBJECT, rows.map((r) => r.id));
    const names = await this.users.namesOf([...new Set(rows.map((r) => r.user_id))]);
    return rows.map((r) => adminSubmissionOut(r, names.get(r.user_id) ?? null, requests.get(r.id)));
  }
}
