import { describe, expect, it } from 'vitest';
import { adFields, adProblem, type AdDraft } from './adForm';

const draft: AdDraft = {
  side: 'sell', coin: 'USDT', fiat: 'USD', price_type: 'fixed', fixed_price: '1.01', margin: '', min_amount: '10', max_amount: '500',
  available: '1000', methods: [3], payment_window: 30, terms: ' Pay fast ',
};

describe('the ad form', () => {
  it('accepts a complete fixed-price draft and sends its fields', () => {
    expect(adProblem(draft)).toBeNull();
    expect(adFields(draft)).toEqual({
      side: 'sell', coin: 'USDT', fiat: 'USD', price_type: 'fixed', fixed_price: '1.01', min_amount: '10', max_amount: '500', available: '1000',
      payment_method_ids: '3', payment_window: '30', terms: 'Pay fast',
    });
  });
  it('names the first problem', () => {
    expect(adProblem({ ...draft, fixed_price: '0' })).toBe('price');
    expect(adProblem({ ...draft, price_type: 'float', margin: 'x' })).toBe('margin');
    expect(adProblem({ ...draft, price_type: 'float', margin: '-0.5' })).toBeNull();
    expect(adProblem({ ...draft, max_amount: '5' })).toBe('limits');
    expect(adProblem({ ...draft, available: '' })).toBe('available');
    expect(adProblem({ ...draft, methods: [] })).toBe('methods');
  });
  it('sends the margin, not a price, for a floating ad', () => {
    expect(adFields({ ...draft, price_type: 'float', margin: '1.5' })).toMatchObject({ margin: '1.5' });
    expect(adFields({ ...draft, price_type: 'float', margin: '1.5' })).not.toHaveProperty('fixed_price');
  });
});
