import { liquidationPrice, parseAmount } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { formReducer, initialForm } from './form';
import { lotsOf, summarize, termsOf } from './summary';
import { btcContract } from './testkit';

const a = (v: string) => parseAmount(v);

describe('open form summary', () => {
  const form = { ...initialForm(btcContract()), marginMode: 'isolated' as const };

  it('values 1 lot at the mark: size, value, margin at 10x, the 0.05 % taker fee and the isolated liquidation price', () => {
    const s = summarize(form, '96000', null);
    expect(s).toMatchObject({ price: a('96000'), size: a('0.001'), value: a('96'), margin: a('9.6'), fee: a('0.048'), estimated: true });
    // Maintenance 0.5 % of 96 = 0.48: margin 9.6 + PnL reaches it 9.12 USDT lower, 9,120 USDT on 0.001 BTC.
    expect(s.liq).toBe(a('86880'));
    expect(s.liq).toBe(liquidationPrice('long', a('96000'), a('0.001'), a('9.6'), a('0.48'), a('0.01')));
  });

  it('of a short, the liquidation price is above the entry by as much', () => {
    expect(summarize({ ...form, side: 'short' }, '96000', null).liq).toBe(a('105120'));
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

  it('under cross margin the free balance backs the position too: the liquidation price is further away', () => {
    const cross = { ...form, marginMode: 'cross' as const };
    const liq = summarize(cross, '96000', a('20')).liq;
    expect(liq).not.toBeNull();
    expect(liq ?? 0n).toBeLessThan(a('86880'));
    // Enough in the account: no positive price liquidates the long.
    expect(summarize(cross, '96000', a('1000')).liq).toBeNull();
  });

  it('knows nothing without a price or a whole number of lots', () => {
    expect(summarize(form, null, null).value).toBeNull();
    expect(summarize({ ...form, lots: '0' }, '96000', null).size).toBeNull();
    expect(lotsOf('1.5')).toBeNull();
    expect(lotsOf('12')).toBe(12);
  });

  it('reads the contract into the rules’ terms, refusing a broken tier', () => {
    expect(termsOf(btcContract())?.tick).toBe(a('0.01'));
    expect(termsOf(btcContract({ tiers: [{ maxNotional: 'x', rateBps: 1 }] }))).toBeNull();
  });
});
