import { describe, expect, it } from 'vitest';
import { cardErrors, emptyCardForm, maskedAccount } from './card-form';
import { amountProblem, previewOf } from './withdraw';

describe('the add-card form', () => {
  const ok = { ...emptyCardForm('Alice Example'), bank_name: 'Sample Bank', card_number: '6222 0212 3456 7890' };
  it('takes a form with the KYC name, a bank and an account number', () => {
    expect(cardErrors(ok, 'Alice Example')).toEqual({});
    expect(cardErrors({ ...ok, holder: 'alice  example' }, 'Alice Example')).toEqual({});
  });
  it('names the fields in error', () => {
    expect(cardErrors({ ...ok, holder: 'Bob', bank_name: 'x', card_number: '123', swift: 'DEUT', iban: 'DE89' }, 'Alice Example'))
      .toEqual({ holder: 'holder', bank_name: 'bank_name', card_number: 'card_number', swift: 'swift', iban: 'iban' });
    expect(cardErrors({ ...ok, swift: 'deutdeff', iban: 'DE89 3704 0044 0532 0130 00' }, 'Alice Example')).toEqual({});
  });
  it('masks the account', () => expect(maskedAccount('7890')).toBe('•••• 7890'));
});

describe('the bank withdrawal preview', () => {
  it('shows fee, total and the fiat paid at the rate, as the server charges', () => {
    expect(previewOf('1000', '0.92', 2)).toEqual({ fee: '5', total: '1005', fiat: '920' });
    expect(previewOf('10.00999999', '150', 0)).toEqual({ fee: '1', total: '11.00999999', fiat: '1501' });
    expect(previewOf('9', '1', 2)).toBeNull();
    expect(previewOf('100', undefined, 2)).toBeNull();
  });
  it('says why an amount cannot go', () => {
    expect(amountProblem('', '100')).toBe('required');
    expect(amountProblem('abc', '100')).toBe('invalid');
    expect(amountProblem('5', '100')).toBe('min');
    expect(amountProblem('100', '100')).toBe('balance');
    expect(amountProblem('99', '100')).toBeNull();
  });
});
