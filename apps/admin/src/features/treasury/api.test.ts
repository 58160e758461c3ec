import { describe, expect, it } from 'vitest';
import { formProblem } from './api';

describe('platform money forms', () => {
  it('need an asset, a positive amount and, for a holding, a reference', () => {
    expect(formProblem({ asset: 'USDT', amount: '250000', reference: 'Bank ****1234' })).toBeNull();
    expect(formProblem({ asset: 'USDT', amount: '0.5' })).toBeNull();
    expect(formProblem({ asset: '', amount: '1' })).toBe('Choose an asset.');
    expect(formProblem({ asset: 'BTC', amount: '0' })).toMatch(/greater than zero/);
    expect(formProblem({ asset: 'BTC', amount: '1e3' })).toMatch(/greater than zero/);
    expect(formProblem({ asset: 'BTC', amount: '0.123456789' })).toMatch(/8 decimals/);
    expect(formProblem({ asset: 'BTC', amount: '1', reference: ' ' })).toMatch(/where the holding is kept/);
  });
});
