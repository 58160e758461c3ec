import type { LoanProduct } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { applyProblem, quoteOf, repayProblem } from './quote';

const seven: LoanProduct = { id: 1, name: '7 days', term_days: 7, daily_rate: '0.1', penalty_rate: '0.5', min_amount: '50', max_amount: '10000', enabled: true };

describe('the loan quote shown before confirming', () => {
  it('is the server arithmetic: six charged days at the daily rate, due after the term', () => {
    expect(quoteOf(seven, '500', '2000', 0)).toEqual({ daily: '0.5', interest: '3', total: '503', due: 7 * 86_400_000, needsApproval: false });
    expect(quoteOf(seven, '2000.01', '2000', 0)?.needsApproval).toBe(true);
    expect(quoteOf(seven, '10', '2000', 0)).toBeNull();
  });

  it('names what is wrong with an amount', () => {
    expect(applyProblem(seven, '', '1000')).toBe('required');
    expect(applyProblem(seven, 'abc', '1000')).toBe('invalid');
    expect(applyProblem(seven, '49', '1000')).toBe('below_min');
    expect(applyProblem(seven, '10001', '20000')).toBe('above_max');
    expect(applyProblem(seven, '1001', '1000')).toBe('above_limit');
    expect(applyProblem(seven, '1000', '1000')).toBeNull();
    expect(repayProblem('', '5')).toBe('required');
    expect(repayProblem('0', '5')).toBe('invalid');
    expect(repayProblem('5.00000001', '5')).toBe('above_owed');
    expect(repayProblem('5', '5')).toBeNull();
  });
});

describe('loan figures on the pages', () => {
  it('are grouped for the language, padded to 2 places and keep every exact place', async () => {
    const { loanUsdt } = await import('./amount');
    expect(loanUsdt('1000', 'en')).toBe('1,000.00');
    expect(loanUsdt('1234567.5', 'en')).toBe('1,234,567.50');
    expect(loanUsdt('503.00123456', 'en')).toBe('503.00123456');
    expect(loanUsdt('1000.5', 'de')).toBe('1.000,50');
    expect(loanUsdt('0', 'en')).toBe('0.00');
  });
});
