import { describe, expect, it } from 'vitest';
import type { WithdrawalReview } from './types';
import { paidMessage, payIntro, rejectedMessage, txHashProblem, withdrawalApprovals, withdrawalNotice } from './withdrawalReview';

const T = Date.UTC(2026, 0, 2, 3, 4, 5);

const withdrawal = (over: Partial<WithdrawalReview> = {}): WithdrawalReview => ({
  id: 4, user_id: 12, user: 'bob@example.com', currency_id: 3, coin: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '100',
  fee: '3', total: '103', status: 'processing', reason: null, tx_hash: null, created_at: T, updated_at: T,
  second_approval_required: false, first_approved_by: null, first_approved_at: null, decided_by: null, decided_at: null, ...over,
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
    expect(withdrawalNotice(first)).toEqual({
      severity: 'warning', title: 'Awaiting second approval',
      text: 'Admin #1 approved first, 2026-01-02 03:04:05 UTC. A different admin must approve to pay it out.',
    });
    expect(withdrawalApprovals(first)).toBe('1 of 2 (#1)');
    const paid = withdrawal({ status: 'approved', second_approval_required: true, first_approved_by: 1, decided_by: 2, decided_at: T });
    expect(withdrawalNotice(paid).text).toContain('after a first approval by admin #1');
    expect(withdrawalApprovals(paid)).toBe('2 of 2 (#1, #2)');
  });

  it('tells a rejection and that the money went back', () => {
    const rejected = withdrawal({ status: 'rejected', reason: 'Address on a sanctions list', decided_by: 2, decided_at: T });
    expect(withdrawalNotice(rejected).text).toBe('Rejected by admin #2, 2026-01-02 03:04:05 UTC: Address on a sanctions list. The amount and fee went back to the user.');
    expect(withdrawalApprovals(rejected)).toBe('—');
    expect(rejectedMessage(withdrawal()).text).toBe('Withdrawal #4 rejected: 103 USDT went back to bob@example.com (#12).');
  });
});

describe('paying a withdrawal', () => {
  it('says what paying does, or that it is the first of two approvals', () => {
    expect(payIntro(withdrawal())).toBe('Send 100 USDT on TRC20 to TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t, then record the payout here. '
      + "The fee of 3 USDT goes to the platform's fees account.");
    expect(payIntro(withdrawal({ second_approval_required: true }))).toMatch(/^This records the first of two approvals of 100 USDT/);
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

  it('words the outcome of a payout', () => {
    expect(paidMessage({ withdrawal: withdrawal({ status: 'approved' }), paid: true, awaiting_second_approval: false }).text)
      .toBe('Withdrawal #4 paid: 100 USDT to TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t.');
    expect(paidMessage({ withdrawal: withdrawal(), paid: false, awaiting_second_approval: true }))
      .toEqual({ type: 'info', text: 'First approval of withdrawal #4 recorded. It now awaits a second approval by a different admin.' });
  });
});
