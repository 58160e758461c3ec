import { describe, expect, it } from 'vitest';
import { errorOf, isKycRefusal, validate, visibleErrors } from './errors';
import { initialForm, setAmount, setPayPassword, submitAttempt } from './form';
import { context, USDC, USDT } from './testkit';

const form = (amount: string, password = '246810') => setPayPassword(setAmount(initialForm(), amount, 8), password);
const keys = (amount: string, over = {}, password?: string) => validate(form(amount, password), context(over)).map((e) => e.key);

describe('withdraw form rules', () => {
  it('a filled form within the balance passes', () => {
    expect(keys('100')).toEqual([]);
  });

  it('the amount: required, a number of the coin, at least the minimum', () => {
    expect(keys('')).toEqual(['amount_required']);
    expect(keys('0')).toEqual(['amount_invalid']);
    expect(validate(form('9.99999999'), context())).toEqual([{ field: 'amount', key: 'amount_below_min', params: { min: '10', coin: 'USDT' } }]);
    expect(keys('10')).toEqual([]);
  });

  it('amount + fee must fit the available balance', () => {
    expect(keys('970.87378640')).toEqual([]);
    expect(keys('970.87378641')).toEqual(['insufficient_balance']);
    expect(keys('1000')).toEqual(['insufficient_balance']);
  });

  it('an address is needed: set one first, or choose one of several', () => {
    expect(keys('100', { addressCount: 0, addressId: null })).toEqual(['address_required']);
    expect(keys('100', { addressCount: 2, addressId: null })).toEqual(['address_choose']);
  });

  it('the fund password: exactly six digits, and set at all', () => {
    expect(keys('100', {}, '')).toEqual(['fund_password_required']);
    expect(keys('100', {}, '12345')).toEqual(['fund_password_format']);
    expect(keys('100', { hasFundPassword: false }, '')).toEqual(['fund_password_missing']);
  });

  it('a paused coin and a used-up day come first', () => {
    expect(validate(form('100'), context({ coin: { ...USDC, available: '1000' } }))[0]).toEqual({ field: 'form', key: 'withdraw_disabled', params: { coin: 'USDC' } });
    expect(validate(form('100'), context({ remainingToday: 0 }))[0]).toEqual({ field: 'form', key: 'daily_limit', params: { limit: 3 } });
  });

  it('keeps empty fields quiet until the first submit, but says at once what is wrong with what was typed', () => {
    const empty = setPayPassword(initialForm(), '');
    const errors = validate(empty, context({ addressCount: 2, addressId: null }));
    expect(visibleErrors(errors, empty)).toEqual([]);
    const submitted = submitAttempt(empty, null, () => 'k');
    expect(visibleErrors(errors, submitted).map((e) => e.key)).toEqual(['address_choose', 'amount_required', 'fund_password_required']);
    const tooMuch = validate(form('5000', ''), context());
    expect(visibleErrors(tooMuch, form('5000', '')).map((e) => e.key)).toEqual(['insufficient_balance']);
    expect(errorOf(tooMuch, 'amount')?.key).toBe('insufficient_balance');
    expect(errorOf(tooMuch, 'address')).toBeUndefined();
  });

  it('reads the minimum and balance at the coin places', () => {
    expect(validate(form('0.00999999'), context({ coin: { ...USDT, min_withdraw: '0.01', decimals: 8 } }))[0]?.key).toBe('amount_below_min');
  });
});

describe('refusals that lead to the verification page', () => {
  it('are the server\'s two KYC level refusals and nothing else', () => {
    expect(isKycRefusal(7203)).toBe(true); // kyc_basic_required
    expect(isKycRefusal(7204)).toBe(true); // kyc_advanced_required
    expect([1403, 7201, 7209, 3001].some(isKycRefusal)).toBe(false);
  });
});
