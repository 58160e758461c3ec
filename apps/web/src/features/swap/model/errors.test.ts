import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { checkAmount, errorOf, validate, visibleErrors, type SwapContext } from './errors';
import { initialForm, type SwapForm } from './form';

const form = (amount: string, patch: Partial<SwapForm> = {}): SwapForm => ({ ...initialForm(), amount, ...patch });
const ctx = (patch: Partial<SwapContext> = {}): SwapContext => ({ decimals: 8, available: p('100'), min: p('1'), ...patch });
const keys = (s: SwapForm, c: SwapContext = ctx()): string[] => validate(s, c).map((e) => e.key);

describe('the swap form’s errors', () => {
  it('asks for an amount, only once a submit was attempted', () => {
    const s = form('');
    expect(validate(s, ctx())).toEqual([{ field: 'amount', key: 'amount_required' }]);
    expect(visibleErrors(validate(s, ctx()), s)).toEqual([]);
    expect(visibleErrors(validate(s, ctx()), { submitted: true })).toHaveLength(1);
  });

  it('wants an amount above zero', () => {
    expect(keys(form('0'))).toEqual(['amount_invalid']);
    expect(keys(form('0.000'))).toEqual(['amount_invalid']);
    expect(keys(form('abc'))).toEqual(['amount_invalid']);
    expect(keys(form('1e3'))).toEqual(['amount_invalid']);
    // Shown as soon as typed, unlike the empty field.
    expect(visibleErrors(validate(form('0'), ctx()), { submitted: false })).toHaveLength(1);
  });

  it('takes at most the asset’s places', () => {
    expect(validate(form('1.123456789'), ctx())).toEqual([{ field: 'amount', key: 'amount_precision', params: { places: 8, asset: 'USDT' } }]);
    expect(keys(form('1.12345678'))).toEqual([]);
    const fiat: SwapForm = { ...initialForm({ kind: 'fiat' }), fiat: { from: 'JPY', to: 'USDT' }, amount: '1500.5' };
    expect(validate(fiat, ctx({ decimals: 0, min: p('150'), available: p('10000') }))).toEqual([
      { field: 'amount', key: 'amount_precision', params: { places: 0, asset: 'JPY' } },
    ]);
    expect(keys({ ...fiat, amount: '1500' }, ctx({ decimals: 0, min: p('150'), available: p('10000') }))).toEqual([]);
  });

  it('reads a trailing point as a whole number while it is typed', () => {
    expect(checkAmount('5.', 8)).toEqual({ ok: true, atoms: p('5') });
    expect(checkAmount('.', 8)).toEqual({ ok: false, why: 'required' });
  });

  it('refuses an amount above the funding balance, exactly to the atom', () => {
    expect(keys(form('100'))).toEqual([]);
    expect(validate(form('100.00000001'), ctx())).toEqual([{ field: 'amount', key: 'insufficient_balance', params: { asset: 'USDT' } }]);
    // A visitor or a balance still loading: nothing to compare with.
    expect(keys(form('1000000'), ctx({ available: null }))).toEqual([]);
  });

  it('says the minimum once the pair’s quote told it', () => {
    expect(validate(form('0.5'), ctx())).toEqual([{ field: 'amount', key: 'amount_below_min', params: { min: '1', asset: 'USDT' } }]);
    expect(keys(form('0.5'), ctx({ min: null }))).toEqual([]);
    expect(keys(form('1'))).toEqual([]);
  });

  it('refuses the same asset on both sides, whatever the amount', () => {
    const same = form('5', { coin: { from: 'BTC', to: 'BTC' } });
    expect(keys(same)).toEqual(['same_asset']);
    expect(errorOf(validate(same, ctx()), 'pair')).toEqual({ field: 'pair', key: 'same_asset' });
    expect(keys(form('', { coin: { from: 'ETH', to: 'ETH' } }))).toEqual(['same_asset', 'amount_required']);
  });

  it('checks the places of an asset it does not know yet at the ledger’s 8', () => {
    expect(keys(form('0.123456789'), ctx({ decimals: null }))).toEqual(['amount_precision']);
  });
});
