import { describe, expect, it } from 'vitest';
import { approvedMessage, historyLine, kycApprovals, kycNotice } from './kycReview';
import type { KycHistoryItem } from './types';

const base: KycHistoryItem = {
  id: 7, user_id: 3, user: 'alice@example.com', level: 'advanced', status: 'processing', full_name: 'Alice Example', id_type: 'passport',
  id_number: 'P1234567', country: 'DE', birth_date: '1990-05-17', address: '1 Main Street', documents: [], reason: null,
  decided_by: null, decided_at: null, second_approval_required: true, first_approved_by: null, first_approved_at: null, created_at: 0,
};

describe('KYC review wording', () => {
  it('says how many approvals a submission needs and has', () => {
    expect(kycNotice(base).title).toBe('Two approvals needed');
    expect(kycApprovals(base)).toBe('0 of 2');
    const first = { ...base, first_approved_by: 2, first_approved_at: 0 };
    expect(kycNotice(first).title).toBe('Awaiting second approval');
    expect(kycApprovals({ ...first, status: 'approved', decided_by: 4 })).toBe('2 of 2 (#2, #4)');
    expect(kycNotice({ ...base, level: 'basic', second_approval_required: false }).title).toBe('Waiting for review');
  });

  it('shows a rejection with its reason, in the history too', () => {
    const rejected = { ...base, status: 'rejected' as const, reason: 'Blurred selfie', decided_by: 2, decided_at: 0 };
    expect(kycNotice(rejected).text).toContain('Blurred selfie');
    expect(historyLine(rejected)).toContain('rejected: Blurred selfie');
    expect(kycApprovals(rejected)).toBe('—');
  });

  it('tells a first approval from a completed one', () => {
    const submission = { ...base, status: 'pending' as const };
    expect(approvedMessage({ submission, approved: false, awaiting_second_approval: true }).type).toBe('info');
    expect(approvedMessage({ submission: { ...submission, status: 'approved' }, approved: true, awaiting_second_approval: false }).text).toContain('approved');
  });
});
