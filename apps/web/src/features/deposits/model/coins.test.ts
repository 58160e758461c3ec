import { describe, expect, it } from 'vitest';
import { findCoin, isOpen, MAX_DEPOSIT_ATOMS, pickNetwork, sortCoins, wholeMinimum, wholeMinimumText } from './coins';
import { COINS } from './testkit';

describe('deposit coins', () => {
  it("lists coins in the seed's order of ids: BTC, ETH, USDT, USDC", () => {
    expect(sortCoins(COINS).map((c) => c.coin)).toEqual(['BTC', 'ETH', 'USDT', 'USDC']);
    expect(COINS[0]?.coin).toBe('USDT');
  });

  it('finds the coin a query names in any letter case, and nothing for an empty or unknown name', () => {
    expect(findCoin(COINS, 'usdt')?.currency_id).toBe(3);
    expect(findCoin(COINS, ' ETH ')?.coin).toBe('ETH');
    expect(findCoin(COINS, '')).toBeUndefined();
    expect(findCoin(COINS, null)).toBeUndefined();
    expect(findCoin(COINS, 'DOGE')).toBeUndefined();
  });

  it('shows the named network, else the first with an address, else the first', () => {
    const usdt = findCoin(COINS, 'USDT');
    const btc = findCoin(COINS, 'BTC');
    if (!usdt || !btc) throw new Error('fixture');
    expect(pickNetwork(usdt, 'trc20')).toBe('TRC20');
    expect(pickNetwork(usdt, 'OMNI')).toBe('OMNI');
    expect(pickNetwork(usdt, null)).toBe('ERC20');
    expect(pickNetwork(usdt, 'BEP20')).toBe('ERC20');
    expect(pickNetwork(btc, undefined)).toBe('OMNI');
    expect(pickNetwork({ ...usdt, networks: [] }, 'TRC20')).toBeUndefined();
  });

  it('turns the minimum into whole coins: 10 stays 10, 0.01 and 0.001 become 1, 2.5 becomes 3', () => {
    expect(wholeMinimumText('10')).toBe('10');
    expect(wholeMinimumText('0.01')).toBe('1');
    expect(wholeMinimumText('0.001')).toBe('1');
    expect(wholeMinimumText('2.5')).toBe('3');
    expect(wholeMinimumText('0')).toBe('1');
    expect(wholeMinimumText('not a number')).toBe('1');
    expect(wholeMinimum('10')).toBe(1_000_000_000n);
    expect(wholeMinimum('3', 2)).toBe(300n);
  });

  it('is open when switched on with at least one address', () => {
    expect(COINS.map((c) => [c.coin, isOpen(c)])).toEqual([['USDT', true], ['USDC', false], ['ETH', true], ['BTC', false]]);
  });

  it('caps a deposit at a billion coins, as the server does', () => {
    expect(MAX_DEPOSIT_ATOMS).toBe(100_000_000_000_000_000n);
  });
});
