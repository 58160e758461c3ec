import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { initialForm, type SwapForm } from './form';
import {
  afterRefusal, answers, exchangeBody, exchangePath, isLive, MAX_AUTO_REFRESHES, quoteEnd, quotePath, quoteRequest, readiness,
  pairKey, shouldAutoRefresh, SUBMIT_MARGIN_MS, usableUntil,
} from './quote';
import { quoteAt } from './testkit';

const btcForm = (amount: string): SwapForm => ({ ...initialForm({ from: 'BTC', to: 'USDT' }), amount });
const ctx = { loggedIn: true, decimals: 8, toKnown: true, min: p('0.00001042') };

describe('reading a quote', () => {
  it('turns the decimal strings into atoms, exactly', () => {
    const q = quoteAt(5_000);
    expect(q).toMatchObject({
      id: '0123456789abcdef0123456789abcdef', from: 'BTC', to: 'USDT', rate: p('96000'), fromPrice: p('96000'), toPrice: p('1'),
      amount: p('0.5'), gross: p('48000'), fee: p('96'), receive: p('47904'), min: p('0.00001042'), spreadBps: 20, validMs: 15_000,
    });
    expect(quoteAt(0, { amount: null, gross: null, fee: null, receive: null })).toMatchObject({ amount: null, receive: null });
  });

  it('times its validity from its arrival on this device, whatever this device’s clock says', () => {
    // The server's clock reads 1,000,000; this device's reads 5,000: the quote still holds 15 s from arrival.
    const q = quoteAt(5_000);
    expect(quoteEnd(q)).toBe(20_000);
    expect(usableUntil(q)).toBe(20_000 - SUBMIT_MARGIN_MS);
    // On a whole second, never later: the countdown ticks on whole seconds.
    expect(usableUntil(quoteAt(5_090))).toBe(19_000);
    expect(usableUntil(quoteAt(5_999))).toBe(19_000);
    expect(isLive(q, 5_000)).toBe(true);
    expect(isLive(q, 20_000 - SUBMIT_MARGIN_MS - 1)).toBe(true);
    // Never sent in its last second: it must reach the server before it expires there.
    expect(isLive(q, 20_000 - SUBMIT_MARGIN_MS)).toBe(false);
    expect(isLive(q, 25_000)).toBe(false);
  });
});

describe('what to quote', () => {
  it('asks with the amount when it is a valid amount not below the minimum', () => {
    expect(quoteRequest(btcForm('0.50'), ctx)).toEqual({ kind: 'coin', from: 'BTC', to: 'USDT', amount: '0.5' });
    expect(quoteRequest(btcForm('5.'), ctx)).toMatchObject({ amount: '5' });
  });

  it('asks for the rate only while the amount is empty, wrong or below the minimum', () => {
    for (const amount of ['', '0', 'x', '0.000000001', '0.00001041']) expect(quoteRequest(btcForm(amount), ctx)).toMatchObject({ amount: null });
    // The minimum is not known before the first quote of a pair: the server decides.
    expect(quoteRequest(btcForm('0.00001041'), { ...ctx, min: null })).toMatchObject({ amount: '0.00001041' });
  });

  it('asks nothing for a visitor, an unknown asset or the same asset twice', () => {
    expect(quoteRequest(btcForm('1'), { ...ctx, loggedIn: false })).toBeNull();
    expect(quoteRequest(btcForm('1'), { ...ctx, decimals: null })).toBeNull();
    expect(quoteRequest(btcForm('1'), { ...ctx, toKnown: false })).toBeNull();
    expect(quoteRequest({ ...btcForm('1'), coin: { from: 'BTC', to: 'BTC' } }, ctx)).toBeNull();
  });

  it('matches a quote to the request it answers', () => {
    const q = quoteAt(0);
    expect(answers(q, { kind: 'coin', from: 'BTC', to: 'USDT', amount: '0.50' })).toBe(true);
    expect(answers(q, { kind: 'coin', from: 'BTC', to: 'USDT', amount: '0.6' })).toBe(false);
    expect(answers(q, { kind: 'coin', from: 'BTC', to: 'USDT', amount: null })).toBe(false);
    expect(answers(q, { kind: 'coin', from: 'USDT', to: 'BTC', amount: '0.5' })).toBe(false);
    expect(answers(q, { kind: 'fiat', from: 'BTC', to: 'USDT', amount: '0.5' })).toBe(false);
    expect(answers(undefined, { kind: 'coin', from: 'BTC', to: 'USDT', amount: '0.5' })).toBe(false);
    expect(answers(q, null)).toBe(false);
  });

  it('keys a pair by kind and both sides', () => {
    expect(pairKey(quoteAt(0))).toBe('coin:BTC:USDT');
    expect(pairKey({ kind: 'fiat', from: 'USDT', to: 'EUR' })).toBe('fiat:USDT:EUR');
  });

  it('uses the fiat variant of the calls for a fiat swap', () => {
    expect([quotePath('coin'), exchangePath('coin')]).toEqual(['swap/getCurrencyRate', 'swap/exchangeCurrency']);
    expect([quotePath('fiat'), exchangePath('fiat')]).toEqual(['swap/getCurrencyRateFiat', 'swap/exchangeCurrencyFiat']);
  });
});

describe('confirming', () => {
  const request = { kind: 'coin' as const, from: 'BTC', to: 'USDT', amount: '0.5' };
  const base = { loggedIn: true, errors: 0, request, quote: quoteAt(0), now: 1_000 };

  it('is ready only with a live quote for exactly this amount and no error', () => {
    expect(readiness(base)).toBe('ready');
    expect(readiness({ ...base, loggedIn: false })).toBe('visitor');
    expect(readiness({ ...base, errors: 1 })).toBe('invalid');
    expect(readiness({ ...base, request: { ...request, amount: null } })).toBe('invalid');
    expect(readiness({ ...base, request: { ...request, amount: '0.6' } })).toBe('quoting');
    expect(readiness({ ...base, quote: undefined })).toBe('quoting');
  });

  it('never sends an expired quote', () => {
    expect(readiness({ ...base, now: 14_000 })).toBe('expired');
    expect(readiness({ ...base, now: 60_000 })).toBe('expired');
  });

  it('sends exactly the quoted amount, keyed by the quote so a repeat swaps once', () => {
    expect(exchangeBody(quoteAt(0))).toEqual({
      quote_id: '0123456789abcdef0123456789abcdef', amount: '0.5', idempotency_key: 'swap:0123456789abcdef0123456789abcdef',
    });
    expect(exchangeBody(quoteAt(0, { amount: null }))).toBeNull();
    // The server accepts 8 to 64 of A-Za-z0-9_.:- as a key.
    expect(exchangeBody(quoteAt(0))?.idempotency_key).toMatch(/^[A-Za-z0-9_.:-]{8,64}$/);
  });

  it('fetches a fresh quote after a refusal of the quote, the balances after one of the balance', () => {
    expect([6404, 6409, 6410, 6411].map(afterRefusal)).toEqual(['requote', 'requote', 'requote', 'requote']);
    expect(afterRefusal(3001)).toBe('balances');
    expect(afterRefusal(6412)).toBe('none');
    expect(afterRefusal(0)).toBe('none');
  });

  it('refreshes an expired quote by itself while the page is watched, up to a limit', () => {
    expect(shouldAutoRefresh(0, true)).toBe(true);
    expect(shouldAutoRefresh(MAX_AUTO_REFRESHES - 1, true)).toBe(true);
    expect(shouldAutoRefresh(MAX_AUTO_REFRESHES, true)).toBe(false);
    expect(shouldAutoRefresh(0, false)).toBe(false);
  });
});
