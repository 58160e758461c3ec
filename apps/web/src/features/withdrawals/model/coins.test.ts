import { describe, expect, it } from 'vitest';
import { coinOrDefault, findCoin, networksOf, pickNetwork } from './coins';
import { BTC, ETH, INFO, USDT } from './testkit';

describe('coins and networks of the withdraw page', () => {
  it('finds a coin by symbol in any case, else USDT, else the first', () => {
    expect(findCoin(INFO.coins, 'eth')).toBe(ETH);
    expect(findCoin(INFO.coins, 'DOGE')).toBeUndefined();
    expect(coinOrDefault(INFO.coins, null)).toBe(USDT);
    expect(coinOrDefault(INFO.coins, 'DOGE')).toBe(USDT);
    expect(coinOrDefault([BTC, ETH], null)).toBe(BTC);
    expect(coinOrDefault([], 'USDT')).toBeUndefined();
  });

  it('keeps a network the coin moves on, else its first', () => {
    expect(pickNetwork(USDT, 'trc20')).toBe('TRC20');
    expect(pickNetwork(USDT, 'SOL')).toBe('ERC20');
    expect(pickNetwork(ETH, 'TRC20')).toBe('ERC20');
    expect(pickNetwork({ ...USDT, networks: ['SOL'] }, null)).toBeUndefined();
    expect(networksOf({ ...USDT, networks: ['SOL', 'TRC20'] })).toEqual(['TRC20']);
  });
});
