import { describe, expect, it } from 'vitest';
import type { DepositReview, WithdrawalReview } from '../wallet/types';
import {
  approvedMessage, depositApprovals, depositNotice, paidMessage, reasonProblem, txHashProblem, withdrawalApprovals, withdrawalNotice,
} from './depositReview';

const T = Date.UTC(2026, 0, 2, 3, 4, 5);

const deposit = (over: Partial<DepositReview> = {}): DepositReview => ({
  id: 7, user_id: 12, user: 'alice', coin: 'USDT', currency_id: 3, network: 'TRC20', amount: '25000', hash: null, proof_id: 3,
  proof_url: '/api/admin/uploads/3', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', sample_address: true, status: 'processing',
  reject_reason: null, created_at: T, reviewed_at: null, approvals: [], reviewed_by: null, reviewer: null,
  needs_two_approvals: false, awaiting_second_approval: false, ...over,
});

const withdrawal = (over: Partial<WithdrawalReview> = {}): WithdrawalReview => ({
  id: 4, user_id: 12, currency_id: 3, coin: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '100',
  fee: '3', total: '103', status: 'processing', reason: null, tx_hash: null, created_at: T, updated_at: T,
  second_approval_required: false, first_approved_by: null, first_approved_at: null, decided_by: null, decided_at: null, ...over,
});

describe('the deposit review state', () => {
  it('says one approval credits a deposit under the threshold', () => {
    expect(depositNotice(deposit()).title).toBe('Waiting for review');
    expect(depositApprovals(deposit())).toBe('0 of 1');
  });

  it('says two admins must approve at or above the threshold, and who approved first', () => {
    expect(depositNotice(deposit({ needs_two_approvals: true })).title).toBe('Two approvals needed');
    const first = deposit({ needs_two_approvals: true, awaiting_second_approval: true, approvals: [{ admin_id: 1, admin: 'admin', at: T }] });
    const n = depositNotice(first);
    expect(n).toMatchObject({ severity: 'warning', title: 'Awaiting second approval' });
    expect(n.text).toContain('admin (#1) approved first, 2026-01-02 03:04:05 UTC');
    expect(depositApprovals(first)).toBe('1 of 2 (admin)');
  });

  it('names both approvers of an approved deposit and the reason of a rejected one', () => {
    const approved = deposit({
      status: 'approved', needs_two_approvals: true, reviewed_at: T,
      approvals: [{ admin_id: 1, admin: 'admin', at: T }, { admin_id: 2, admin: null, at: T }],
    });
    expect(depositNotice(approved).text).toBe("25,000 USDT credited to the user's funding account. Approved by admin (#1) and admin #2, 2026-01-02 03:04:05 UTC.");
    expect(depositApprovals(approved)).toBe('2 of 2 (admin, #2)');
    const rejected = deposit({ status: 'rejected', reject_reason: 'No such transfer', reviewed_by: 3, reviewer: 'fin', reviewed_at: T });
    expect(depositNotice(rejected)).toMatchObject({ severity: 'error', text: 'Rejected by fin (#3), 2026-01-02 03:04:05 UTC: No such transfer' });
    expect(depositApprovals(rejected)).toBe('—');
  });
});

describe('the withdrawal review state', () => {
  it('follows a withdrawal from the queue to paid', () => {
    expect(withdrawalNotice(withdrawal()).title).toBe('Waiting for review');
    expect(withdrawalApprovals(withdrawal())).toBe('0 of 1');
    const paid = withdrawal({ status: 'approved', decided_by: 2, decided_at: T });
    expect(withdrawalNotice(paid).text).toBe('100 USDT paid out by admin #2, 2026-01-02 03:04:05 UTC.');
    expect(withdrawalApprovals(paid)).toBe('1 of 1 (#2)');
  });

  it('waits for a second admin at or above the threshold', () => {
    expect(withdrawalNotice(withdrawal({ second_approval_required: true })).title).toBe('Two approvals needed');
    const first = withdrawal({ second_approval_required: true, first_approved_by: 1, first_approved_at: T });
    expect(withdrawalNotice(first).title).toBe('Awaiting second approval');
    expect(withdrawalApprovals(first)).toBe('1 of 2 (#1)');
    const paid = withdrawal({ status: 'approved', second_approval_required: true, first_approved_by: 1, decided_by: 2, decided_at: T });
    expect(withdrawalNotice(paid).text).toContain('after a first approval by admin #1');
    expect(withdrawalApprovals(paid)).toBe('2 of 2 (#1, #2)');
  });

  it('tells a rejection and that the money went back', () => {
    const rejected = withdrawal({ status: 'rejected', reason: 'Address on a sanctions list', decided_by: 2, decided_at: T });
    expect(withdrawalNotice(rejected).text).toContain('Address on a sanctions list. The amount and fee went back to the user.');
    expect(withdrawalApprovals(rejected)).toBe('—');
  });
});

describe('the dialogs', () => {
  it('requires a reason of at most 500 characters', () => {
    expect(reasonProblem('  ')).toBe('Give the reason: the user sees it.');
    expect(reasonProblem('x'.repeat(501))).toBe('At most 500 characters.');
    expect(reasonProblem(' Proof does not match ')).toBeNull();
  });

  it('takes an optional transaction hash in the network format', () => {
    const hex = 'ab'.repeat(32);
    expect(txHashProblem('TRC20', '')).toBeNull();
    expect(txHashProblem('TRC20', hex)).toBeNull();
    expect(txHashProblem('OMNI', ` ${hex} `)).toBeNull();
    expect(txHashProblem('ERC20', `0x${hex}`)).toBeNull();
    expect(txHashProblem('ERC20', hex)).toBe('An ERC20 transaction hash is 0x and 64 hex digits.');
    expect(txHashProblem('TRC20', `0x${hex}`)).toBe('A TRC20 transaction hash is 64 hex digits.');
  });

  it('words the outcome of an approval and a payout', () => {
    expect(approvedMessage({ outcome: 'approved', deposit: deposit({ status: 'approved' }) }))
      .toEqual({ type: 'success', text: 'Deposit #7 approved: 25,000 USDT credited to user #12.' });
    expect(approvedMessage({ outcome: 'awaiting_second_approval', deposit: deposit() }).type).toBe('info');
    expect(paidMessage({ withdrawal: withdrawal({ status: 'approved' }), paid: true, awaiting_second_approval: false }).text)
      .toBe('Withdrawal #4 paid: 100 USDT to TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t.');
    expect(paidMessage({ withdrawal: withdrawal(), paid: false, awaiting_second_approval: true }).text).toContain('awaits a second approval');
  });
});
