import { BANK_REVIEW_THRESHOLD_ATOMS, formatAmount, type AdminBankWithdrawal, type ReviewStatus } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { FourEyes } from '../backoffice/index.js';
import { platformAccount, userAccount, type LedgerService } from '../ledger/index.js';
import type { UsersService } from '../users/index.js';
import type { BankRepo, BankWithdrawalRow } from './bank.repo.js';
import { adminWithdrawalOut } from './bank.views.js';

export type BankPayOutcomeView = { withdrawal: AdminBankWithdrawal; paid: boolean; awaiting_second_approval: boolean };
type By = { id: number; ip: string };

const PAY = 'bank_withdrawal.pay';
const subjectOf = (id: number) => ({ type: 'bank_withdrawal', id });
const needsTwo = (w: BankWithdrawalRow): boolean => w.amount_atoms >= BANK_REVIEW_THRESHOLD_ATOMS;
const REF = /^[\p{L}\p{N} ._/#:-]{1,100}$/u;

/**
 * Finance's review of bank withdrawals. Marking paid (the bank transfer went out) moves the held amount to the
 * outside world and the fee to the platform's fees account; rejecting releases the hold. At or above the review
 * threshold two different admins approve (the back office's four eyes). Each decision is one conditional update on
 * `status = 'processing'` in the transaction of its postings, so racing decisions end in one state.
 */
export class BankReview {
  constructor(private readonly repo: BankRepo, private readonly clock: Clock, private readonly ledger: LedgerService,
    private readonly fourEyes: FourEyes, private readonly users: Pick<UsersService, 'namesOf'>) {}

  async list(q: { status?: ReviewStatus | undefined; page: number; limit: number }): Promise<{ total: number; items: AdminBankWithdrawal[] }> {
    const { rows, total } = await this.repo.list({ status: q.status }, { limit: q.limit, offset: (q.page - 1) * q.limit });
    const requests = await this.fourEyes.ofSubjects('bank_withdrawal', rows.map((w) => w.id));
    const names = await this.users.namesOf(rows.map((w) => w.user_id));
    return { total, items: rows.map((w) => adminWithdrawalOut(w, needsTwo(w), requests.get(w.id), names.get(w.user_id) ?? null)) };
  }

  async get(id: number): Promise<AdminBankWithdrawal> {
    const w = (await this.repo.byId(id)) ?? fail('bank_withdrawal_not_found');
    const names = await this.users.namesOf([w.user_id]);
    return adminWithdrawalOut(w, needsTwo(w), (await this.fourEyes.ofSubjects('bank_withdrawal', [id])).get(id), names.get(w.user_id) ?? null);
  }

  private async processing(tx: Tx, id: number): Promise<BankWithdrawalRow> {
    const locked = await this.repo.lockProcessing(tx, id);
    const w = (await this.repo.byId(id, tx)) ?? fail('bank_withdrawal_not_found');
    if (!locked || w.status !== 'processing') fail('bank_withdrawal_not_processing');
    return w;
  }

  private async view(tx: Tx, id: number): Promise<AdminBankWithdrawal> {
    const w = (await this.repo.byId(id, tx)) ?? fail('bank_withdrawal_not_found');
    const names = await this.users.namesOf([w.user_id], tx);
    return adminWithdrawalOut(w, needsTwo(w), (await this.fourEyes.ofSubjectsIn(tx, 'bank_withdrawal', [id])).get(id), names.get(w.user_id) ?? null);
  }

  async pay(by: By, id: number, paymentRef: string | undefined): Promise<BankPayOutcomeView> {
    const ref = paymentRef?.trim() || null;
    if (ref !== null && !REF.test(ref)) fail('bank_field_invalid', { field: 'payment_ref' });
    return this.ledger.transaction(async (tx) => {
      const w = await this.processing(tx, id);
      if ((await this.fourEyes.pending(tx, PAY, subjectOf(id))) || needsTwo(w)) {
        const review = await this.fourEyes.review(tx, {
          action: PAY, subject: subjectOf(id), by,
          detail: { amount: formatAmount(w.amount_atoms), coin: w.asset, currency: w.currency, user_id: w.user_id },
          errors: { sameAdmin: 'bank_second_admin_required', busy: 'bank_busy' },
        });
        if (review.stage === 'proposed') return { withdrawal: await this.view(tx, id), paid: false, awaiting_second_approval: true };
      }
      const now = this.clock.now();
      if (!(await this.repo.decide(tx, id, { status: 'approved', payment_ref: ref, decided_by: by.id, decided_at: now, updated_at: now }))) {
        fail('bank_withdrawal_not_processing');
      }
      const actor = { type: 'admin' as const, id: by.id };
      const from = userAccount(w.user_id, w.asset, 'funding', 'real');
      await this.ledger.post(tx, { actor, reason: 'bank_withdrawal', ref: `bank_withdrawal:${id}:pay`, lines: [
        { account: from, amount: -w.amount_atoms, bucket: 'locked' },
        { account: platformAccount(w.asset, 'external'), amount: w.amount_atoms },
      ] });
      if (w.fee_atoms > 0n) {
        await this.ledger.post(tx, { actor, reason: 'bank_withdrawal_fee', ref: `bank_withdrawal:${id}:fee`, lines: [
          { account: from, amount: -w.fee_atoms, bucket: 'locked' },
          { account: platformAccount(w.asset, 'fees'), amount: w.fee_atoms },
        ] });
      }
      return { withdrawal: await this.view(tx, id), paid: true, awaiting_second_approval: false };
    });
  }

  async reject(by: By, id: number, reason: string | undefined): Promise<AdminBankWithdrawal> {
    const why = reason?.trim();
    if (!why) fail('bank_reason_required');
    return this.ledger.transaction(async (tx) => {
      const w = await this.processing(tx, id);
      const now = this.clock.now();
      if (!(await this.repo.decide(tx, id, { status: 'rejected', reason: why, decided_by: by.id, decided_at: now, updated_at: now }))) {
        fail('bank_withdrawal_not_processing');
      }
      await this.fourEyes.close(tx, PAY, subjectOf(id), by);
      await this.ledger.unlock(tx, {
        account: userAccount(w.user_id, w.asset, 'funding', 'real'), amount: w.amount_atoms + w.fee_atoms,
        actor: { type: 'admin', id: by.id }, reason: 'bank_withdrawal_rejected', ref: `bank_withdrawal:${id}:release`,
      });
      return this.view(tx, id);
    });
  }
}
