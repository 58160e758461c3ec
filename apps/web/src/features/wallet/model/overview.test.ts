import { describe, expect, it } from 'vitest';
import { atomsOf, decimalsOf, textOf } from './money';
import { accountCards, accountKindOf, accountOf, allAssets, coinChoices, coinsAcross, hasUnpriced, isEmpty, sortAssets } from './overview';
import { asset, sampleOverview } from './testkit';

describe('money helpers', () => {
  it('read and write decimals exactly, whatever their places', () => {
    expect(atomsOf('0.000000000000000001')).toBe(1n);
    expect(textOf(atomsOf('1000.5') + atomsOf('0.00000001'))).toBe('1000.50000001');
    expect(atomsOf('abc')).toBe(0n);
    expect(atomsOf(null)).toBe(0n);
    expect(textOf(atomsOf('-3.25'))).toBe('-3.25');
  });
  it('know the places of the seed coins and default to 8', () => {
    expect(decimalsOf('usdt')).toBe(8);
    expect(decimalsOf('XYZ')).toBe(8);
  });
});

describe('accounts', () => {
  it('reads the account kind of a link, funding by default', () => {
    expect(accountKindOf('Futures')).toBe('futures');
    expect(accountKindOf('trust')).toBe('trust');
    expect(accountKindOf('spot')).toBe('funding');
    expect(accountKindOf(null)).toBe('funding');
  });
  it('lists the four accounts in order with their totals and held coins', () => {
    expect(accountCards(sampleOverview())).toEqual([
      { kind: 'funding', total_usdt: '13000.5', held: 2 },
      { kind: 'options', total_usdt: '0', held: 0 },
      { kind: 'futures', total_usdt: '250', held: 1 },
      { kind: 'trust', total_usdt: '0', held: 0 },
    ]);
  });
  it('answers an empty account when the overview lacks one', () => {
    const o = { ...sampleOverview(), accounts: [] };
    expect(accountOf(o, 'trust')).toEqual({ kind: 'trust', total_usdt: '0', assets: [] });
    expect(accountCards(o).map((c) => c.total_usdt)).toEqual(['0', '0', '0', '0']);
  });
});

describe('sortAssets', () => {
  it('puts held coins first by USDT value, then the rest in the server order', () => {
    const sorted = sortAssets(accountOf(sampleOverview(), 'funding').assets).map((a) => a.coin);
    expect(sorted).toEqual(['BTC', 'USDT', 'USDC', 'ETH']);
  });
  it('orders unpriced holdings after priced ones of more value, by amount among equals', () => {
    const sorted = sortAssets([
      asset('AAA', { total: '5', usdt_value: '0', priced: false }),
      asset('BBB', { total: '9', usdt_value: '0', priced: false }),
      asset('USDT', { total: '1', usdt_value: '1' }),
    ]).map((a) => a.coin);
    expect(sorted).toEqual(['USDT', 'BBB', 'AAA']);
  });
});

describe('coinsAcross', () => {
  it('sums each coin over every account exactly and names the accounts holding it', () => {
    const coins = coinsAcross(sampleOverview());
    expect(coins.map((c) => c.coin)).toEqual(['BTC', 'USDT', 'USDC', 'ETH']);
    expect(coins[1]).toMatchObject({ available: '1150.5', locked: '100', total: '1250.5', usdt_value: '1250.5', priced: true });
    expect(coins[1]?.accounts).toEqual([{ kind: 'funding', total: '1000.5' }, { kind: 'futures', total: '250' }]);
    expect(coins[2]?.accounts).toEqual([]);
  });
  it('marks a coin unpriced when any account could not value it', () => {
    const o = sampleOverview();
    o.accounts[0]?.assets.push(asset('SOL', { total: '3', available: '3', priced: false }));
    expect(coinsAcross(o).find((c) => c.coin === 'SOL')).toMatchObject({ total: '3', priced: false, currency_id: null });
  });
  it('offers every coin of the overview as a filter, once each', () => {
    expect(coinChoices(sampleOverview())).toEqual(['USDT', 'USDC', 'ETH', 'BTC']);
    expect(coinChoices(undefined)).toEqual([]);
  });
});

describe('hasUnpriced', () => {
  it('is true only for a held coin without a price', () => {
    expect(hasUnpriced(allAssets(sampleOverview()))).toBe(false);
    expect(hasUnpriced([asset('SOL', { total: '0', priced: false })])).toBe(false);
    expect(hasUnpriced([asset('SOL', { total: '2', priced: false })])).toBe(true);
  });
});

describe('isEmpty', () => {
  it('is true only when no account holds anything, locked included', () => {
    expect(isEmpty(sampleOverview())).toBe(false);
    const none = { ...sampleOverview(), accounts: [{ kind: 'funding', total_usdt: '0', assets: [asset('USDT'), asset('BTC')] }] };
    expect(isEmpty(none)).toBe(true);
    const locked = { ...none, accounts: [{ kind: 'funding', total_usdt: '1', assets: [asset('USDT', { locked: '1', total: '1' })] }] };
    expect(isEmpty(locked)).toBe(false);
  });
});
