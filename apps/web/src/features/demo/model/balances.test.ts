import { describe, expect, it } from 'vitest';
import { totalOf, totalsByAsset, type Balance } from './balances';

const b = (asset: string, kind: string, available: string, locked = '0'): Balance => ({ asset, kind, mode: 'demo', available, locked });

describe('balance totals', () => {
  it('adds every account kind of an asset exactly', () => {
    const list = [b('USDT', 'funding', '99999.99999999', '0.00000001'), b('BTC', 'funding', '0.1'), b('USDT', 'options', '0.1', '0.2')];
    expect(totalsByAsset(list)).toEqual([
      { asset: 'USDT', available: '100000.09999999', locked: '0.20000001', total: '100000.3' },
      { asset: 'BTC', available: '0.1', locked: '0', total: '0.1' },
    ]);
    expect(totalOf(list, 'USDT')).toBe('100000.3');
    expect(totalOf(list, 'ETH')).toBe('0');
  });
  it('ignores values that are not amounts', () => {
    expect(totalOf([b('USDT', 'funding', 'oops')], 'USDT')).toBe('0');
  });
});
