import { formatAmount, isValidTxHash, isNetworkCode, type ReviewStatus } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { FourEyes } from '../backoffice/index.js';
import type { CoinsService } from '../coins/index.js';
import type { UsersService } from '../users/index.js';
import { platformAccount, userAccount, type LedgerService } from '../ledger/index.js';
import { silentWithdrawals, type WithdrawalsAnnounce } from './withdrawals.events.js';
import { createWithdrawalsRepo, type WithdrawalRow } from './withdrawals.repo.js';
import { adminWithdrawalOut, type AdminWithdrawalView } from './withdrawals.views.js';

export type PayOutcome = { withdrawal: AdminWithdrawalView; paid: boolean; awaiting_second_approval: boolean };

const PAY = 'withdrawal.pay';
const subjectOf = (id: number) => ({ type: 'withdrawal', id });

/**
 * The back-office review of withdrawals. Paying moves the locked amount to the outside world and the fee to the
 * platform's fees account; rejecting releases the lock. At or above the coin's review threshold two different
 * admins must approve (the back office's four-eyes requests): the first proposes, the second pays. Every decision is one conditional update
 * on `status = 'processing'` in the transaction of its postings, so racing decisions end in exactly one state; each
 * decision is announced (`withdrawals.decided`) after its commit.
 */
export class WithdrawalReview {
  private readonly repo;

  constructor(db: Db, private readonly clock: Clock, private readonly ledger: LedgerService, private readonly coins: CoinsService,
    private readonly fourEyes: FourEyes, private readonly users: Pick<UsersService, 'namesOf'>,
    private readonly announce: WithdrawalsAnnounce = silentWithdrawals) {
    this.repo = createWithdrawalsRepo(db);
  }

  private async needsTwo(w: WithdrawalRow, tx?: Tx): Promise<boolean> {
    return w.amount_atoms >= (await this.coins.get(w.asset, tx)).reviewThresholdAtoms;
  }

  async list(q: { status?: ReviewStatus | undefined; page: number; limit: number }): Promise<{ total: number; items: AdminWithdrawalView[] }> {
    const { rows, total } = await this.repo.list(q.status, { limit: q.limit, offset: (q.page - 1) * q.limit });
    const thresholds = new Map((await this.coins.list()).map((c) => [c.asset, c.reviewThresholdAtoms]));
    const requests = await this.fourEyes.ofSubjects('withdrawal', rows.map((w) => w.id));
    const names = await this.users.namesOf(rows.map((w) => w.user_id));
    const items = rows.map((w) => adminWithdrawalOut(w, w.amount_atoms >= (thresholds.get(w.asset) ?? 0n), requests.get(w.id), names.get(w.user_id) ?? null));
    return { total, items };
  }

  async get(id: number): Promise<AdminWithdrawalView> {
    const w = (await this.repo.byId(id)) ?? fail('withdrawal_not_found');
    return adminWithdrawalOut(w, await this.needsTwo(w), (await this.fourEyes.ofSubjects('withdrawal', [id])).get(id), await this.nameOf(w.user_id));
  }

  /** The withdrawal under review, locked for this transaction (so its four-eyes steps and decision never interleave). */
  private async processing(tx: Tx, id: number): Promise<WithdrawalRow> {
    const locked = await this.repo.lockProcessing(tx, id);
    const w = (await this.repo.byId(id, tx)) ?? fail('withdrawal_not_found');
    if (!locked || w.status !== 'processing') fail('withdrawal_not_processing');
    return w;
  }

  private async view(tx: Tx, id: number): Promise<AdminWithdrawalView> {
    const w = (await this.repo.byId(id, tx)) ?? fail('withdrawal_not_found');
    return adminWithdrawalOut(w, await this.needsTwo(w, tx), (await this.fourEyes.ofSubjectsIn(tx, 'withdrawal', [id])).get(id), await this.nameOf(w.user_id, tx));
  }

  private async nameOf(userId: number, tx?: Tx): Promise<string | null> {
    return (await this.users.namesOf([userId], tx)).get(userId) ?? null;
  }

  async pay(by: { id: number; ip: string }, id: number, txHash: string | undefined): Promise<PayOutcome> {
    const adminId = by.id;
    const hash = txHash?.trim() || null;
    return this.ledger.transaction(async (tx) => {
      const w = await this.processing(tx, id);
      if (hash !== null && !(isNetworkCode(w.network) && isValidTxHash(w.network, hash))) fail('withdrawal_tx_hash_invalid');
      const now = this.clock.now();
      // A pending first approval keeps the withdrawal under two approvals even if the threshold moved since.
      if ((await this.fourEyes.pending(tx, PAY, subjectOf(id))) || (await this.needsTwo(w, tx))) {
        const review = await this.fourEyes.review(tx, {
          action: PAY, subject: subjectOf(id), by, detail: { amount: formatAmount(w.amount_atoms), coin: w.asset, user_id: w.user_id },
          errors: { sameAdmin: 'withdrawal_second_admin_required', busy: 'withdrawal_busy' },
        });
        if (review.stage === 'proposed') return { withdrawal: await this.view(tx, id), paid: false, awaiting_second_approval: true };
      }
      if (!(await this.repo.decide(tx, id, { status: 'approved', tx_hash: hash, decided_by: adminId, decided_at: now, updated_at: now }))) {
        fail('withdrawal_not_processing');
      }
      this.announce(tx, { userId: w.user_id, withdrawalId: id, status: 'approved', asset: w.asset, amount: w.amount_atoms, fee: w.fee_atoms, time: now });
      const actor = { type: 'admin' as const, id: adminId };
      const from = userAccount(w.user_id, w.asset, 'funding', 'real');
      await this.ledger.post(tx, { actor, reason: 'withdrawal', ref: `withdrawal:${id}:pay`, lines: [
        { account: from, amount: -w.amount_atoms, bucket: 'locked' },
        { account: platformAccount(w.asset, 'external'), amount: w.amount_atoms },
      ] });
      if (w.fee_atoms > 0n) {
        await this.ledger.post(tx, { actor, reason: 'withdrawal_fee', ref: `withdrawal:${id}:fee`, lines: [
          { account: from, amount: -w.fee_atoms, bucket: 'locked' },
          { account: platformAccount(w.asset, 'fees'), amount: w.fee_atoms },
        ] });
      }
      return { withdrawal: await this.view(tx, id), paid: true, awaiting_second_approval: false };
    });
  }

  async reject(by: { id: number; ip: string }, id: number, reason: string | undefined): Promise<AdminWithdrawalView> {
    const adminId = by.id;
    const why = reason?.trim();
    if (!why) fail('withdrawal_reason_required');
    return this.ledger.transaction(async (tx) => {
      const w = await this.processing(tx, id);
      const now = this.clock.now();
      if (!(await this.repo.decide(tx, id, { status: 'rejected', reason: why, decided_by: adminId, decided_at: now, updated_at: now }))) {
        fail('withdrawal_not_processing');
      }
      await this.fourEyes.close(tx, PAY, subjectOf(id), by);
      this.announce(tx, { userId: w.user_id, withdrawalId: id, status: 'rejected', asset: w.asset, amount: w.amount_atoms, fee: w.fee_atoms, time: now });
      await this.ledger.unlock(tx, {
        account: userAccount(w.user_id, w.asset, 'funding', 'real'), amount: w.amount_atoms + w.fee_atoms,
        actor: { type: 'admin', id: adminId }, reason: 'withdrawal_rejected', ref: `withdrawal:${id}:release`,
      });
      return this.view(tx, id);
    });
  }

}
