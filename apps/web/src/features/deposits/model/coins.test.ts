import { describe, expect, it } from 'vitest';
import { findCoin, isOpen, MAX_DEPOSIT_ATOMS, pickNetwork, sortCoins, depositRuleOf, limitsOf } from './coins';
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

  it('reads the shared deposit rule from the answer: minimum and step, whole numbers without a step', () => {
    expect(limitsOf({ minDeposit: '10', step: '1' })).toEqual({ min: '10', step: '1', whole: true });
    expect(limitsOf({ minDeposit: '0.001', step: '0.0001' })).toEqual({ min: '0.001', step: '0.0001', whole: false });
    expect(limitsOf({ minDeposit: '0.015', step: '0.01' })).toEqual({ min: '0.02', step: '0.01', whole: false });
    expect(limitsOf({ minDeposit: '0.01' })).toEqual({ min: '1', step: '1', whole: true });
    expect(depositRuleOf({ minDeposit: 'not a number', step: '0' })).toEqual({ decimals: 8, minAtoms: 0n, stepAtoms: 100_000_000n });
  });

  it('is open when switched on with at least one address', () => {
    expect(COINS.map((c) => [c.coin, isOpen(c)])).toEqual([['USDT', true], ['USDC', false], ['ETH', true], ['BTC', false]]);
  });

  it('caps a deposit at a billion coins, as the server does', () => {
    expect(MAX_DEPOSIT_ATOMS).toBe(100_000_000_000_000_000n);
  });
});
