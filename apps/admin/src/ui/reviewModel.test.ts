import { describe, expect, it } from 'vitest';
import { adminName, approvalsText, reasonProblem, reviewQuery, waitingNotice } from './reviewModel';

describe('the review queues', () => {
  it('ask by a known status only', () => {
    expect(reviewQuery({ pagination: { page: 2, perPage: 25 }, filter: { status: 'processing' } })).toEqual({ page: 2, limit: 25, status: 'processing' });
    expect(reviewQuery({ pagination: { page: 1, perPage: 500 }, filter: { status: 'bogus' } })).toEqual({ page: 1, limit: 100, status: undefined });
  });

  it('name an admin and count the approvals', () => {
    expect(adminName('fin', 3)).toBe('fin (#3)');
    expect(adminName(null, 3)).toBe('admin #3');
    expect(approvalsText('processing', [], 1)).toBe('0 of 1');
    expect(approvalsText('approved', ['#1', '#2'], 2)).toBe('2 of 2 (#1, #2)');
    expect(approvalsText('rejected', ['#1'], 2)).toBe('—');
  });

  it('say when two approvals are needed', () => {
    expect(waitingNotice(false, 'One approval does it.')).toEqual({ severity: 'info', title: 'Waiting for review', text: 'One approval does it.' });
    expect(waitingNotice(true, 'unused').title).toBe('Two approvals needed');
  });

  it('require a reject reason of at most 500 characters', () => {
    expect(reasonProblem('  ')).toBe('Give the reason: the user sees it.');
    expect(reasonProblem('x'.repeat(501))).toBe('At most 500 characters.');
    expect(reasonProblem(' Proof does not match ')).toBeNull();
  });
});
