import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { fail, type ErrorKey } from '../../platform/http/errors.js';
import { createFourEyesRepo, type ApprovalNamedRow, type ApprovalRow } from './four-eyes.repo.js';

export type { ApprovalRow, ApprovalNamedRow };

/** The admin acting, for the request and the audit log. */
export type Reviewer = { id: number; ip: string };

export type FourEyesRequest = {
  /** `<module>.<action>`: deposit.approve, withdrawal.pay. */
  action: string;
  subject: { type: string; id: number };
  by: Reviewer;
  /** What the proposer saw (amount, coin, user), kept with the request and the audit entry. */
  detail: Record<string, string | number | null>;
  /** The module's own refusals: the same admin twice, and a request someone else decided meanwhile. */
  errors: { sameAdmin: ErrorKey; busy: ErrorKey };
};

export type FourEyesOutcome =
  | { stage: 'proposed'; approval: ApprovalRow }
  | { stage: 'approved'; approval: ApprovalRow };

type AuditInTx = (tx: Tx, adminId: number, action: string, target: string, detail: Record<string, unknown>, ip: string) => Promise<void>;

/**
 * Maker-checker ("four eyes") for every money-moving admin action: the first admin's approval records a proposal, a
 * second, different admin's approves it; the same admin twice is refused. Each step runs in the caller's transaction
 * (the one that moves the money), writes the audit log there too, and changes a row only while it is pending, so
 * racing admins end in exactly one state.
 */
export class FourEyes {
  private readonly repo;

  constructor(db: Db, private readonly clock: Clock, private readonly audit: AuditInTx) {
    this.repo = createFourEyesRepo(db);
  }

  /** The request pending on a subject, if any: a recorded proposal needs its second approval whatever changed since. */
  pending(tx: Tx, action: string, subject: { type: string; id: number }): Promise<ApprovalRow | undefined> {
    return this.repo.pending(tx, action, subject.type, subject.id);
  }

  /**
   * One admin's approval: proposes when nobody has, approves another admin's proposal, refuses the proposer's own.
   * Call it after locking the subject (a conditional write on its status), so a stale approval can never propose again
   * for a subject another admin has just decided.
   */
  async review(tx: Tx, r: FourEyesRequest): Promise<FourEyesOutcome> {
    const now = this.clock.now();
    const subject = `${r.subject.type}:${r.subject.id}`;
    let pending = await this.repo.pending(tx, r.action, r.subject.type, r.subject.id);
    if (!pending) {
      const proposed = await this.repo.propose(tx, {
        action: r.action, subject_type: r.subject.type, subject_id: r.subject.id, detail: JSON.stringify(r.detail), proposed_by: r.by.id, proposed_at: now,
      });
      if (proposed) {
        await this.audit(tx, r.by.id, 'four_eyes.propose', `approval:${proposed.id}`, { action: r.action, subject, ...r.detail }, r.by.ip);
        return { stage: 'proposed', approval: proposed };
      }
      // Another admin proposed in the same instant: this approval is the second, if that one is still pending.
      pending = await this.repo.pending(tx, r.action, r.subject.type, r.subject.id);
      if (!pending) return fail(r.errors.busy);
    }
    if (pending.proposed_by === r.by.id) fail(r.errors.sameAdmin);
    if (!(await this.repo.decide(tx, pending.id, 'approved', r.by.id, now))) fail(r.errors.busy);
    await this.audit(tx, r.by.id, 'four_eyes.approve', `approval:${pending.id}`, { action: r.action, subject, proposed_by: pending.proposed_by, ...r.detail }, r.by.ip);
    return { stage: 'approved', approval: { ...pending, status: 'approved', decided_by: r.by.id, decided_at: now } };
  }

  /** Closes a pending request when its subject is refused instead (a rejected deposit): nothing is left to approve. */
  async close(tx: Tx, action: string, subject: { type: string; id: number }, by: Reviewer): Promise<void> {
    const pending = await this.repo.pending(tx, action, subject.type, subject.id);
    if (pending && (await this.repo.decide(tx, pending.id, 'rejected', by.id, this.clock.now()))) {
      await this.audit(tx, by.id, 'four_eyes.reject', `approval:${pending.id}`, { action, subject: `${subject.type}:${subject.id}`, proposed_by: pending.proposed_by }, by.ip);
    }
  }

  /** The requests of some subjects of one kind, oldest first, with the admins' names: what their screens show. */
  ofSubjects(type: string, ids: readonly number[]): Promise<Map<number, ApprovalNamedRow[]>> {
    return this.group(this.repo.ofSubjects(type, ids));
  }

  /** The same, read inside the caller's transaction (what it has just written included). */
  ofSubjectsIn(tx: Tx, type: string, ids: readonly number[]): Promise<Map<number, ApprovalNamedRow[]>> {
    return this.group(this.repo.ofSubjects(type, ids, tx));
  }

  private async group(rows: Promise<ApprovalNamedRow[]>): Promise<Map<number, ApprovalNamedRow[]>> {
    const out = new Map<number, ApprovalNamedRow[]>();
    for (const row of await rows) out.set(row.subject_id, [...(out.get(row.subject_id) ?? []), row]);
    return out;
  }

  page(q: { status?: ApprovalRow['status'] | undefined; limit: number; offset: number }) {
    return this.repo.page(q);
  }
}
