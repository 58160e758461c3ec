import { describe, expect, it } from 'vitest';
import { validate } from './errors';
import { context } from './testkit';
import { afterRefusal, fillAll, initialForm, requestOf, setAmount, setPayPassword, signatureOf, submitAttempt } from './form';
import { attemptFor, newIdempotencyKey } from './idempotency';
import { ETH, USDT } from './testkit';

const keys = (): (() => string) => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('the withdraw form', () => {
  it('cleans what is typed: the amount to the coin places, the password to six digits', () => {
    expect(setAmount(initialForm(), '12,345', 8).amount).toBe('12.345');
    expect(setAmount(initialForm(), '0100.123456789', 8).amount).toBe('100.12345678');
    expect(setAmount(initialForm(), '7.9', 0).amount).toBe('7');
    expect(setPayPassword(initialForm(), '12a34567').payPassword).toBe('123456');
  });

  it('"All" fills the most the balance pays with its fee, or nothing from an empty balance', () => {
    expect(fillAll(initialForm(), { ...USDT, available: '103' }).amount).toBe('100');
    expect(fillAll(initialForm(), { ...USDT, available: '100' }).amount).toBe('97.08737864');
    expect(fillAll(initialForm(), { ...USDT, available: '0' }).amount).toBe('');
    expect(fillAll(setAmount(initialForm(), '5', 8), ETH).amount).toBe('0.48543689');
  });

  it('builds the request with the amount in its exact spelling', () => {
    const f = setPayPassword(setAmount(initialForm(), '0100.50', 8), '246810');
    expect(requestOf(f, USDT, 'TRC20', 7)).toEqual({ address_id: 7, coin: 'USDT', network: 'TRC20', amount: '100.5', pay_password: '246810' });
    expect(requestOf(setAmount(initialForm(), '0', 8), USDT, 'TRC20', 7)).toBeNull();
  });
});

describe('idempotency of a submission', () => {
  const filled = setPayPassword(setAmount(initialForm(), '100', 8), '246810');
  const request = requestOf(filled, USDT, 'TRC20', 7);

  it('a retry of the same request keeps its key; a changed request gets a new one', () => {
    const make = keys();
    const first = submitAttempt(filled, request, make);
    expect(first.submitted).toBe(true);
    expect(first.attempt?.key).toBe('key-1');
    const retried = submitAttempt(afterRefusal(first), request, make);
    expect(retried.attempt?.key).toBe('key-1');
    const other = requestOf(setAmount(retried, '101', 8), USDT, 'TRC20', 7);
    expect(submitAttempt(retried, other, make).attempt?.key).toBe('key-2');
    const elsewhere = request && { ...request, address_id: 8 };
    expect(submitAttempt(retried, elsewhere, make).attempt?.key).toBe('key-3');
  });

  it('the fund password is not part of what makes a request the same', () => {
    expect(request && signatureOf({ ...request, pay_password: '000000' })).toBe(request && signatureOf(request));
  });

  it('an invalid form only marks the submit', () => {
    const f = submitAttempt(initialForm(), null, keys());
    expect(f).toMatchObject({ submitted: true, attempt: null });
  });

  it('after a refusal the password is typed again', () => {
    expect(afterRefusal(filled).payPassword).toBe('');
    expect(afterRefusal(filled).amount).toBe('100');
  });

  it('a refused fund password keeps the server\'s words (tries left) under the field until it is typed again', () => {
    const wrong = { code: 6301, message: 'Wrong fund password. 4 tries left before it is locked for 30 minutes.' };
    const refused = submitAttempt(afterRefusal(filled, wrong), null, () => 'k');
    expect(refused.refused).toBe(wrong.message);
    expect(validate(refused, context()).find((e) => e.field === 'pay_password')).toEqual({ field: 'pay_password', key: 'refused', message: wrong.message });
    expect(setPayPassword(refused, '1').refused).toBeNull();
    expect(afterRefusal(filled, { code: 6310, message: 'Daily limit reached' }).refused).toBeNull();
    expect(afterRefusal(filled, { code: 6302, message: 'Locked' }).refused).toBe('Locked');
  });

  it('attemptFor and the key format the server accepts', () => {
    expect(attemptFor(null, 'a', () => 'k1')).toEqual({ signature: 'a', key: 'k1' });
    expect(attemptFor({ signature: 'a', key: 'k1' }, 'a', () => 'k2').key).toBe('k1');
    const key = newIdempotencyKey((b) => b.fill(171));
    expect(key).toBe(`wd-${'ab'.repeat(16)}`);
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
