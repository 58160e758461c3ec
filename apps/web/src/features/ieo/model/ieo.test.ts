import { describe, expect, it } from 'vitest';
import { amountProblem, costText, idParam, statusTone } from './ieo';

describe('IEO page rules', () => {
  it('prices an amount as the server locks it, rounded up to 8 places', () => {
    expect(costText('100', '0.5')).toBe('50');
    expect(costText('0.00000001', '0.5')).toBe('0.00000001');
    expect(costText('0', '0.5')).toBeNull();
    expect(costText('abc', '0.5')).toBeNull();
  });

  it('checks the per-user bounds', () => {
    expect(amountProblem('5', '10', '600')).toBe('min');
    expect(amountProblem('601', '10', '600')).toBe('max');
    expect(amountProblem('1.123456789', '1', '600')).toBe('invalid');
    expect(amountProblem('10', '10', '600')).toBeNull();
  });

  it('maps statuses and reads the id', () => {
    expect(statusTone(2)).toBe('danger');
    expect(statusTone(6)).toBe('success');
    expect(idParam('?id=12')).toBe(12);
    expect(idParam('?id=x')).toBe(0);
  });
});
