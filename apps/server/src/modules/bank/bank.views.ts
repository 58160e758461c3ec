import { formatAmount, type AdminBankWithdrawal, type BankCard, type BankWithdrawal } from '@candor/shared';
import type { ApprovalNamedRow } from '../backoffice/index.js';
import type { BankCardRow, BankWithdrawalRow } from './bank.repo.js';

/** What the bank routes answer (packages/shared/src/api/bank.ts): amounts as decimal strings. */

type CardFields = Omit<BankCard, 'id' | 'created_at'>;

const tailOf = (n: string): string => n.slice(-4);

export const cardOut = (c: BankCardRow): BankCard => ({
  id: c.id, holder: c.holder, bank_name: c.bank_name, branch_name: c.branch_name, branch_number: c.branch_number,
  card_number: c.card_number, card_tail: tailOf(c.card_number), swift: c.swift, iban: c.iban, bank_address: c.bank_address,
  payee_address: c.payee_address, postal_code: c.postal_code, currency: c.currency, created_at: c.created_at,
});

/** The card as stored on a withdrawal (JSON of its fields at request). */
export function cardSnapshot(c: BankCardRow): string {
  const { id: _id, created_at: _at, ...fields } = cardOut(c);
  return JSON.stringify(fields);
}

function snapshotOf(w: BankWithdrawalRow): CardFields {
  return JSON.parse(w.card_json) as CardFields;
}

export function withdrawalOut(w: BankWithdrawalRow): BankWithdrawal {
  const card = snapshotOf(w);
  return {
    id: w.id, card_id: w.card_id, bank_name: card.bank_name, card_tail: card.card_tail, holder: card.holder,
    amount: formatAmount(w.amount_atoms), fee: formatAmount(w.fee_atoms), total: formatAmount(w.amount_atoms + w.fee_atoms),
    currency: w.currency, rate: formatAmount(w.rate_atoms), fiat_amount: formatAmount(w.fiat_atoms, w.currency_decimals),
    status: w.status, reason: w.reason, payment_ref: w.payment_ref, created_at: w.created_at, updated_at: w.updated_at,
  };
}

/** A bank withdrawal in the finance queue, with the card as it was and the four-eyes state. */
export function adminWithdrawalOut(w: BankWithdrawalRow, secondApprovalRequired: boolean, requests: readonly ApprovalNamedRow[] = [],
  user: string | null = null): AdminBankWithdrawal {
  const first = requests.find((a) => a.status === 'pending') ?? requests.find((a) => a.status === 'approved');
  return {
    ...withdrawalOut(w), user_id: w.user_id, user, card: snapshotOf(w),
    second_approval_required: secondApprovalRequired || first !== undefined,
    first_approved_by: first?.proposed_by ?? null, first_approved_at: first?.proposed_at ?? null,
    decided_by: w.decided_by, decided_at: w.decided_at,
  };
}
