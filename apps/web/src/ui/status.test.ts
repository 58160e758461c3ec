import { describe, expect, it } from 'vitest';
import { reviewStatus } from './status';

describe('reviewStatus', () => {
  it('tags each review state with its tone', () => {
    expect(reviewStatus('processing')).toEqual({ tone: 'warning', key: 'processing' });
    expect(reviewStatus('approved')).toEqual({ tone: 'success', key: 'approved' });
    expect(reviewStatus('rejected')).toEqual({ tone: 'danger', key: 'rejected' });
  });
  it('shows a state it does not know (a newer server) neutrally', () => {
    for (const s of ['reversed', 'paid', '', 'toString']) expect(reviewStatus(s)).toEqual({ tone: 'neutral', key: 'unknown' });
  });
});
