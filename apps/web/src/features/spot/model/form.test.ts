import { parseAmount, type MarketProduct } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { amountAsset, amountPlaces, formReducer, initialForm, quickAmount, stepPrice, type FormAction, type FormState } from './form';
import { availableOf, findSpec, normalizeSymbol, type MarketSpec } from './market';

const BTC: MarketSpec = { symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT', priceDecimals: 2, qtyDecimals: 6 };
const DOGE: MarketSpec = { symbol: 'DOGE/USDT', base: 'DOGE', quote: 'USDT', priceDecimals: 5, qtyDecimals: 0 };

const run = (s: FormState, ...actions: FormAction[]): FormState => actions.reduce(formReducer, s);

describe('market', () => {
  it('reads a symbol the way links carry it, BTC/USDT by default', () => {
    expect(normalizeSymbol(null)).toBe('BTC/USDT');
    expect(normalizeSymbol(' eth-usdt ')).toBe('ETH/USDT');
    expect(normalizeSymbol('sol_usdt')).toBe('SOL/USDT');
  });
  it('finds crypto markets only', () => {
    const products: MarketProduct[] = [
      { symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT', name: 'Bitcoin', kind: 'crypto', price_decimals: 2, qty_decimals: 6 },
      { symbol: 'AAPL', base: 'AAPL', quote: 'USD', name: 'Apple', kind: 'stock', price_decimals: 2, qty_decimals: 0 },
    ];
    expect(findSpec(products, 'BTC/USDT')).toEqual(BTC);
    expect(findSpec(products, 'AAPL')).toBeUndefined();
  });
  it('spends from the funding (spot) account only', () => {
    const balances = [{ asset: 'USDT', kind: 'futures', available: '5' }, { asset: 'USDT', kind: 'funding', available: '100000.5' }];
    expect(availableOf(balances, 'USDT')).toBe(parseAmount('100000.5'));
    expect(availableOf(balances, 'BTC')).toBe(0n);
  });
});

describe('typing numbers', () => {
  it('cleans the price to the market\'s places and the amount to its lots (the kit\'s cleanDecimalText)', () => {
    const s = initialForm(BTC);
    expect(formReducer(s, { kind: 'price', text: '0065123,4567' }).price).toBe('65123.45');
    expect(formReducer(s, { kind: 'amount', text: '-0.12345678 BTC' }).amount).toBe('0.123456');
    expect(formReducer(s, { kind: 'amount', text: '.5' }).amount).toBe('0.5');
  });
  it('takes the amount in lots, or for a market buy the quote budget', () => {
    const s = initialForm(BTC);
    expect(amountPlaces(s)).toBe(6);
    expect(amountAsset(s)).toBe('BTC');
    const marketBuy = { ...s, type: 'market' as const };
    expect(amountPlaces(marketBuy)).toBe(8);
    expect(amountAsset(marketBuy)).toBe('USDT');
    expect(amountPlaces({ ...marketBuy, spec: DOGE })).toBe(5);
    expect(amountAsset({ ...marketBuy, side: 'sell' as const })).toBe('BTC');
    expect(run(s, { kind: 'amount', text: '0.1234567' }).amount).toBe('0.123456');
    expect(run(s, { kind: 'price', text: '96000.129' }).price).toBe('96000.12');
  });
});

describe('the form', () => {
  it('prefills the price once from the market, on its tick grid', () => {
    const s = run(initialForm(BTC), { kind: 'prefill', price: '96123.456' });
    expect(s.price).toBe('96123.45');
    expect(run(s, { kind: 'price', text: '' }, { kind: 'prefill', price: '1' }).price).toBe('');
    expect(run(initialForm(BTC), { kind: 'prefill', price: 'x' }).price).toBe('');
  });
  it('takes a price from the book and turns a market order into a limit order', () => {
    const s = run(initialForm(BTC), { kind: 'type', type: 'market' }, { kind: 'amount', text: '100' }, { kind: 'pick', price: '95000.5' });
    expect(s).toMatchObject({ type: 'limit', price: '95000.5', amount: '' });
  });
  it('clears the amount when side or type change what it means, and after an order is placed', () => {
    const s = run(initialForm(BTC), { kind: 'price', text: '100' }, { kind: 'amount', text: '1' });
    expect(run(s, { kind: 'side', side: 'sell' })).toMatchObject({ side: 'sell', amount: '', price: '100' });
    expect(run(s, { kind: 'type', type: 'market' })).toMatchObject({ type: 'market', amount: '' });
    expect(run(s, { kind: 'side', side: 'buy' })).toBe(s);
    expect(run(s, { kind: 'submitted' }, { kind: 'placed' })).toMatchObject({ amount: '', price: '100', submitted: false });
  });
  it('starts afresh on another market, keeping side and type', () => {
    const s = run(initialForm(BTC, 'sell'), { kind: 'type', type: 'market' }, { kind: 'amount', text: '1' }, { kind: 'market', spec: DOGE });
    expect(s).toMatchObject({ spec: DOGE, side: 'sell', type: 'market', amount: '', price: '', prefilled: false });
  });
  it('steps the price by one tick, never below one tick', () => {
    const s = initialForm(BTC);
    expect(stepPrice({ ...s, price: '100.05' }, 1, null)).toBe('100.06');
    expect(stepPrice({ ...s, price: '100' }, -1, null)).toBe('99.99');
    expect(stepPrice({ ...s, price: '' }, 1, '96000.1')).toBe('96000.11');
    expect(stepPrice({ ...s, price: '0.01' }, -1, null)).toBe('0.01');
    expect(stepPrice({ ...s, price: '' }, 1, null)).toBe('0.01');
    expect(run(s, { kind: 'step', dir: 1, last: '5' }).price).toBe('5.01');
  });
});

describe('quick shares of the available balance', () => {
  const usdt = parseAmount('1000');
  it('limit buy: the quantity the share pays for at the price, in whole lots', () => {
    const s = { ...initialForm(BTC), price: '96000' };
    expect(quickAmount(s, 100, usdt, null)).toBe('0.010416');
    expect(quickAmount(s, 25, usdt, null)).toBe('0.002604');
    expect(quickAmount({ ...s, price: '' }, 50, usdt, '50000')).toBe('0.01');
    expect(quickAmount({ ...s, price: '' }, 50, usdt, null)).toBeNull();
  });
  it('market buy: the share of the quote itself', () => {
    const s = { ...initialForm(BTC), type: 'market' as const };
    expect(quickAmount(s, 75, usdt, null)).toBe('750');
    expect(quickAmount({ ...s, spec: DOGE }, 100, parseAmount('0.12345678'), null)).toBe('0.12345');
  });
  it('sell: the share of the base, in whole lots', () => {
    const s = initialForm(BTC, 'sell');
    expect(quickAmount(s, 50, parseAmount('0.0123457'), null)).toBe('0.006172');
    expect(quickAmount({ ...s, spec: DOGE }, 100, parseAmount('10.5'), null)).toBe('10');
    expect(quickAmount(s, 100, 0n, null)).toBe('0');
  });
  it('remembers the share until the amount is typed', () => {
    const s = run({ ...initialForm(BTC), price: '100' }, { kind: 'quick', percent: 50, available: usdt, last: null });
    expect(s).toMatchObject({ amount: '5', percent: 50 });
    expect(run(s, { kind: 'amount', text: '4' }).percent).toBeNull();
    expect(run({ ...initialForm(BTC), price: '' }, { kind: 'quick', percent: 50, available: usdt, last: null }).percent).toBeNull();
  });
});
