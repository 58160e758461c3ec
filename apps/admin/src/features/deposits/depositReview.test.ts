import { describe, expect, it } from 'vitest';
import { approvedMessage, approveIntro, depositApprovals, depositNotice, depositUser } from './depositReview';
import type { DepositReview } from './types';

const T = Date.UTC(2026, 0, 2, 3, 4, 5);

const deposit = (over: Partial<DepositReview> = {}): DepositReview => ({
  id: 7, user_id: 12, user: 'alice@example.com', coin: 'USDT', currency_id: 3, network: 'TRC20', amount: '25000', hash: null, proof_id: 3,
  proof_url: '/api/admin/uploads/3', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', sample_address: true, status: 'processing',
  reject_reason: null, created_at: T, reviewed_at: null, approvals: [], reviewed_by: null, reviewer: null,
  needs_two_approvals: false, awaiting_second_approval: false, ...over,
});

describe('the deposit review state', () => {
  it('says one approval credits a deposit under the threshold', () => {
    expect(depositNotice(deposit()).title).toBe('Waiting for review');
    expect(depositApprovals(deposit())).toBe('0 of 1');
    expect(depositUser(deposit())).toBe('alice@example.com (#12)');
    expect(depositUser(deposit({ user: null }))).toBe('guest (#12)');
    expect(depositUser(deposit())).toBe('alice@example.com (#12)');
  });

  it('says two admins must approve at or above the threshold, and who approved first', () => {
    expect(depositNotice(deposit({ needs_two_approvals: true })).title).toBe('Two approvals needed');
    const first = deposit({ needs_two_approvals: true, awaiting_second_approval: true, approvals: [{ admin_id: 1, admin: 'admin', at: T }] });
    const n = depositNotice(first);
    expect(n).toMatchObject({ severity: 'warning', title: 'Awaiting second approval' });
    expect(n.text).toBe('admin (#1) approved first, 2026-01-02 03:04:05 UTC. A different admin must approve before the deposit is credited.');
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

describe('approving a deposit', () => {
  it('says what the approval does', () => {
    expect(approveIntro(deposit())).toBe('25,000 USDT is credited to the funding account of alice@example.com (#12) at once.');
    expect(approveIntro(deposit({ needs_two_approvals: true }))).toMatch(/^This records the first of two approvals of 25,000 USDT/);
    expect(approveIntro(deposit({ needs_two_approvals: true, awaiting_second_approval: true }))).toMatch(/^This is the second approval/);
  });

  it('words the outcome', () => {
    expect(approvedMessage({ outcome: 'approved', deposit: deposit({ status: 'approved' }) }))
      .toEqual({ type: 'success', text: 'Deposit #7 approved: 25,000 USDT credited to alice@example.com (#12).' });
    expect(approvedMessage({ outcome: 'awaiting_second_approval', deposit: deposit() }))
      .toEqual({ type: 'info', text: 'First approval of deposit #7 recorded. It now awaits a second approval by a different admin.' });
  });
});
