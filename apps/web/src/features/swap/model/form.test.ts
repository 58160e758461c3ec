import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { assetOf, choicesOf, readCatalog } from './catalog';
import { initialForm, pairOf, swapFormReducer as reduce, type SwapForm } from './form';
import { CATALOG } from './testkit';

const start = (patch: Partial<SwapForm> = {}): SwapForm => ({ ...initialForm(), ...patch });

describe('the swap catalog', () => {
  it('reads coins and fiat currencies with their places, rates and sample flags', () => {
    expect(assetOf(CATALOG, 'coin', 'BTC')).toMatchObject({ symbol: 'BTC', decimals: 8, fiat: false });
    expect(assetOf(CATALOG, 'fiat', 'JPY')).toMatchObject({ decimals: 0, fiat: true, ratePerUsdt: p('150'), sample: true });
    expect(assetOf(CATALOG, 'fiat', 'USDT')).toMatchObject({ symbol: 'USDT', fiat: false });
    // A fiat code is no coin, and a coin is no fiat currency.
    expect(assetOf(CATALOG, 'coin', 'EUR')).toBeUndefined();
    expect(assetOf(CATALOG, 'fiat', 'BTC')).toBeUndefined();
    expect([CATALOG.spreadBps, CATALOG.quoteValidMs]).toEqual([20, 15_000]);
  });

  it('offers every coin on both sides of a coin swap, fiat currencies only opposite USDT', () => {
    expect(choicesOf(CATALOG, 'coin', 'USDT').map((a) => a.symbol)).toEqual(['BTC', 'ETH', 'USDT', 'USDC', 'SOL']);
    expect(choicesOf(CATALOG, 'fiat', 'EUR').map((a) => a.symbol)).toEqual(['EUR', 'JPY', 'USD']);
    expect(choicesOf(CATALOG, 'fiat', 'USDT')).toEqual([]);
  });
});

describe('the swap form', () => {
  it('opens on USDT to BTC, or on the pair a link names', () => {
    expect(pairOf(initialForm())).toEqual({ from: 'USDT', to: 'BTC' });
    expect(pairOf(initialForm({ from: 'btc' }))).toEqual({ from: 'BTC', to: 'USDT' });
    expect(pairOf(initialForm({ to: 'eth' }))).toEqual({ from: 'USDT', to: 'ETH' });
    expect(pairOf(initialForm({ to: 'USDT' }))).toEqual({ from: 'BTC', to: 'USDT' });
    expect(pairOf(initialForm({ from: '<script>', to: 'ETH' }))).toEqual({ from: 'USDT', to: 'ETH' });
    expect(initialForm({ kind: 'fiat' })).toMatchObject({ kind: 'fiat', fiat: { from: 'USDT', to: 'USD' } });
  });

  it('falls back to offered assets when the catalog arrives', () => {
    const s = reduce(start({ coin: { from: 'NOPE', to: 'BTC' }, fiat: { from: 'USDT', to: 'XYZ' } }), { kind: 'catalog', catalog: CATALOG });
    expect(s.coin).toEqual({ from: 'BTC', to: 'ETH' });
    expect(s.fiat).toEqual({ from: 'USDT', to: 'USD' });
    const noUsd = readCatalog({ coins: [], fiats: [{ code: 'EUR', rate: '0.9', decimals: 2, sample: false }], spread_bps: 20, quote_valid_ms: 1 });
    expect(reduce(start({ fiat: { from: 'GBP', to: 'USDT' } }), { kind: 'catalog', catalog: noUsd }).fiat).toEqual({ from: 'EUR', to: 'USDT' });
    // Known pairs stay as they are, the same coin twice included (the form says what is wrong with it).
    expect(reduce(start({ coin: { from: 'BTC', to: 'BTC' } }), { kind: 'catalog', catalog: CATALOG }).coin).toEqual({ from: 'BTC', to: 'BTC' });
  });

  it('switches between crypto and fiat, keeping each kind’s pair and clearing the amount', () => {
    let s = reduce(start({ amount: '5' }), { kind: 'pick', side: 'to', symbol: 'ETH' });
    s = reduce(s, { kind: 'kind', to: 'fiat' });
    expect(s).toMatchObject({ kind: 'fiat', amount: '' });
    expect(pairOf(s)).toEqual({ from: 'USDT', to: 'USD' });
    s = reduce(reduce(s, { kind: 'amount', text: '7' }), { kind: 'kind', to: 'coin' });
    expect(pairOf(s)).toEqual({ from: 'USDT', to: 'ETH' });
    expect(s.amount).toBe('');
    expect(reduce(s, { kind: 'kind', to: 'coin' })).toBe(s);
  });

  it('flips the sides and keeps the amount', () => {
    const s = reduce(start({ amount: '12.5' }), { kind: 'flip' });
    expect(pairOf(s)).toEqual({ from: 'BTC', to: 'USDT' });
    expect(s.amount).toBe('12.5');
    const fiat = reduce(start({ kind: 'fiat' }), { kind: 'flip' });
    expect(pairOf(fiat)).toEqual({ from: 'USD', to: 'USDT' });
  });

  it('turns the pair around when a side picks the other side’s asset', () => {
    expect(pairOf(reduce(start(), { kind: 'pick', side: 'from', symbol: 'BTC' }))).toEqual({ from: 'BTC', to: 'USDT' });
    expect(pairOf(reduce(start(), { kind: 'pick', side: 'from', symbol: 'ETH' }))).toEqual({ from: 'ETH', to: 'BTC' });
  });

  it('lets a fiat swap choose the currency, never replace USDT', () => {
    const s = start({ kind: 'fiat' });
    expect(pairOf(reduce(s, { kind: 'pick', side: 'to', symbol: 'EUR' }))).toEqual({ from: 'USDT', to: 'EUR' });
    expect(reduce(s, { kind: 'pick', side: 'from', symbol: 'EUR' })).toBe(s);
  });

  it('keeps only digits and one point as the amount is typed (the kit\'s cleanAmountText)', () => {
    const typed = (text: string): string => reduce(start(), { kind: 'amount', text }).amount;
    expect(typed('007.10')).toBe('7.10');
    expect(typed('1.123456789')).toBe('1.123456789');
    expect(typed('9'.repeat(50))).toHaveLength(30);
    expect(typed('0.')).toBe('0.');
  });

  it('fills All with the whole balance, cut to the asset’s places', () => {
    const all = (available: bigint, decimals: number): string => reduce(start(), { kind: 'all', available, decimals }).amount;
    expect(all(p('100000'), 8)).toBe('100000');
    expect(all(p('1234.5678'), 2)).toBe('1234.56');
    expect(all(p('999.99'), 0)).toBe('999');
    expect(all(0n, 8)).toBe('0');
    expect(all(p('10.129'), 2)).toBe('10.12');
  });

  it('marks a submit attempt and clears the amount once swapped', () => {
    const s = reduce(start({ amount: '3' }), { kind: 'submitted' });
    expect(s.submitted).toBe(true);
    expect(reduce(s, { kind: 'done' })).toMatchObject({ amount: '', submitted: false });
  });
});
