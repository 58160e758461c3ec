import { formatAmount, parseAmount, type Atoms } from '@candor/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, validate, visibleErrors } from './errors';
import { initialForm, quickAmount, type FormState } from './form';
import type { MarketSpec } from './market';
import { summarize } from './summary';

const BTC: MarketSpec = { symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT', priceDecimals: 2, qtyDecimals: 6 };
const a = (text: string): Atoms => parseAmount(text);
const form = (patch: Partial<FormState>): FormState => ({ ...initialForm(BTC), ...patch });

describe('order summary', () => {
  it('limit buy: locks price x amount in USDT, the 0.1 % fee comes off the BTC received', () => {
    expect(summarize(form({ price: '96000', amount: '0.5' }), null)).toEqual({
      total: { atoms: a('48000'), asset: 'USDT' }, fee: { atoms: a('0.0005'), asset: 'BTC' },
      receive: { atoms: a('0.4995'), asset: 'BTC' }, lock: { atoms: a('48000'), asset: 'USDT' }, estimated: [],
    });
  });
  it('limit sell: locks the BTC, the fee comes off the USDT received, rounded down to the atom', () => {
    expect(summarize(form({ side: 'sell', price: '95999.99', amount: '0.000001' }), null)).toEqual({
      total: { atoms: a('0.09599999'), asset: 'USDT' }, fee: { atoms: a('0.00009599'), asset: 'USDT' },
      receive: { atoms: a('0.095904'), asset: 'USDT' }, lock: { atoms: a('0.000001'), asset: 'BTC' }, estimated: [],
    });
  });
  it('market buy: locks the budget exactly; what it gets is estimated at the last price', () => {
    expect(summarize(form({ type: 'market', amount: '1000' }), '96000')).toEqual({
      total: { atoms: a('1000'), asset: 'USDT' }, fee: { atoms: a('0.00001041'), asset: 'BTC' },
      receive: { atoms: a('0.01040559'), asset: 'BTC' }, lock: { atoms: a('1000'), asset: 'USDT' }, estimated: ['fee', 'receive'],
    });
    expect(summarize(form({ type: 'market', amount: '1000' }), null).receive).toBeNull();
  });
  it('market sell: locks the BTC; the USDT is estimated at the last price', () => {
    const s = summarize(form({ type: 'market', side: 'sell', amount: '0.01' }), '96000.5');
    expect(s.total).toEqual({ atoms: a('960.005'), asset: 'USDT' });
    expect(s.fee).toEqual({ atoms: a('0.960005'), asset: 'USDT' });
    expect(s.receive).toEqual({ atoms: a('959.044995'), asset: 'USDT' });
    expect(s.lock).toEqual({ atoms: a('0.01'), asset: 'BTC' });
    expect(s.estimated).toEqual(['total', 'fee', 'receive']);
    expect(summarize(form({ type: 'market', side: 'sell', amount: '0.01' }), null)).toMatchObject({ total: null, estimated: [] });
  });
  it('has nothing to say without an amount, and for a buy without a price', () => {
    expect(summarize(form({ amount: '' }), '1').total).toBeNull();
    expect(summarize(form({ amount: '0' }), '1').lock).toBeNull();
    expect(summarize(form({ amount: '1' }), '1').lock).toBeNull();
    expect(summarize(form({ side: 'sell', amount: '1' }), '1').lock).toEqual({ atoms: a('1'), asset: 'BTC' });
  });
});

describe('form errors', () => {
  const errors = (s: FormState, available: string | null = null) => validate(s, summarize(s, '96000'), available === null ? null : a(available));

  it('asks for price and amount, but only once a submit was tried', () => {
    const s = form({});
    expect(errors(s)).toEqual([{ field: 'price', key: 'price_required' }, { field: 'amount', key: 'amount_required' }]);
    expect(visibleErrors(errors(s), s)).toEqual([]);
    expect(visibleErrors(errors(s), { submitted: true })).toHaveLength(2);
    expect(errors(form({ type: 'market' }))).toEqual([{ field: 'amount', key: 'amount_required' }]);
  });
  it('refuses zero, garbage and too many decimals at once', () => {
    expect(errors(form({ price: '0', amount: '0.' }))).toEqual([{ field: 'price', key: 'price_invalid' }, { field: 'amount', key: 'amount_invalid' }]);
    expect(errors(form({ price: '1.001', amount: '0.0000001' }))).toEqual([
      { field: 'price', key: 'price_precision', params: { places: 2 } },
      { field: 'amount', key: 'amount_precision', params: { places: 6, asset: 'BTC' } },
    ]);
    expect(visibleErrors(errors(form({ price: '0', amount: '' })), { submitted: false })).toEqual([{ field: 'price', key: 'price_invalid' }]);
  });
  it('checks the balance the order draws on: USDT for a buy, BTC for a sell', () => {
    expect(errors(form({ price: '100', amount: '1' }), '99.99')).toEqual([{ field: 'amount', key: 'insufficient_balance', params: { asset: 'USDT' } }]);
    expect(errors(form({ price: '100', amount: '1' }), '100')).toEqual([]);
    expect(errorOf(errors(form({ side: 'sell', price: '100', amount: '1' }), '0.5'), 'amount')).toEqual({ field: 'amount', key: 'insufficient_sellable', params: { asset: 'BTC' } });
    expect(errors(form({ type: 'market', amount: '10' }), '9')).toEqual([{ field: 'amount', key: 'insufficient_balance', params: { asset: 'USDT' } }]);
    expect(errors(form({ price: '100', amount: '1' }), null)).toEqual([]);
  });
});

describe('property: a quick share never asks for more than is available', () => {
  it('holds for every side, type, share, balance and price', () => {
    fc.assert(fc.property(
      fc.constantFrom<'buy' | 'sell'>('buy', 'sell'), fc.constantFrom<'limit' | 'market'>('limit', 'market'),
      fc.constantFrom(25, 50, 75, 100), fc.bigInt({ min: 0n, max: 10n ** 16n }), fc.bigInt({ min: 1n, max: 10n ** 9n }),
      (side, type, percent, available, ticks) => {
        const price = formatAmount(ticks * 10n ** 6n);
        const s = form({ side, type, price });
        const amount = quickAmount(s, percent, available, null);
        if (amount === null || amount === '0') return;
        const next = { ...s, amount };
        const found = validate(next, summarize(next, price), available);
        expect(found.filter((e) => e.key === 'insufficient_balance' || e.key === 'insufficient_sellable')).toEqual([]);
        expect(found).toEqual([]);
      },
    ));
  });
});
