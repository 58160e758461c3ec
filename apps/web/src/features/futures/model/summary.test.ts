import { parseAmount } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { formReducer, initialForm } from './form';
import { lotsOf, maintenanceRate, summarize } from './summary';
import { btcContract } from './testkit';

const a = (v: string) => parseAmount(v);

describe('open form summary', () => {
  const form = { ...initialForm(btcContract()), marginMode: 'isolated' as const };

  it('values 1 lot at the mark: size, value, margin at 10x, taker fee and the isolated liquidation price', () => {
    expect(summarize(form, '96000', null)).toEqual({
      price: a('96000'), size: a('0.001'), value: a('96'), margin: a('9.6'), fee: a('0.048'), liq: 8683417085428n, estimated: true,
    });
  });

  it('uses the limit price for a limit order and is then no estimate', () => {
    const limit = formReducer(formReducer(form, { kind: 'type', type: 'limit' }), { kind: 'price', text: '95000' });
    const s = summarize(limit, '96000', null);
    expect(s.price).toBe(a('95000'));
    expect(s.value).toBe(a('95'));
    expect(s.estimated).toBe(false);
  });

  it('rounds the margin up to the atom at odd leverage', () => {
    const f = formReducer(form, { kind: 'leverage', leverage: 50 });
    expect(summarize({ ...f, lots: '3' }, '96000.01', null).margin).toBe(a('5.7600006'));
  });

  it('under cross margin, the account backs the position: the liquidation price is further away', () => {
    const cross = { ...form, marginMode: 'cross' as const };
    const liq = summarize(cross, '96000', a('20')).liq;
    expect(liq).not.toBeNull();
    expect(liq ?? 0n).toBeLessThan(8683417085428n);
    // Enough in the account and a 1x-like long cannot be liquidated at all.
    expect(summarize(cross, '96000', a('1000')).liq).toBeNull();
  });

  it('knows nothing without a price or a whole number of lots', () => {
    expect(summarize(form, null, null).value).toBeNull();
    expect(summarize({ ...form, lots: '0' }, '96000', null).size).toBeNull();
    expect(lotsOf('1.5')).toBeNull();
    expect(lotsOf('12')).toBe(12);
  });

  it('picks the maintenance tier by value', () => {
    const tiers = btcContract().tiers;
    expect(maintenanceRate(tiers, a('50000'))).toBe(a('0.005'));
    expect(maintenanceRate(tiers, a('50000.01'))).toBe(a('0.01'));
  });
});
