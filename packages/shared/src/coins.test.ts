import { describe, expect, it } from 'vitest';
import {
  COINS,
  NETWORKS,
  NETWORK_CODES,
  coinById,
  coinBySymbol,
  coinSupportsNetwork,
  isNetworkCode,
  isValidTxHash,
  networkByCode,
  type Coin,
} from './coins.js';

const hex64 = 'a'.repeat(32) + 'F0'.repeat(16);

describe('coin table', () => {
  it('matches the seed', () => {
    const table = COINS.map((c) => [c.symbol, c.id, c.networks.join(',')]);
    expect(table).toEqual([
      ['USDT', 3, 'ERC20,TRC20,OMNI'],
      ['USDC', 4, 'ERC20,TRC20'],
      ['ETH', 2, 'ERC20'],
      ['BTC', 1, 'OMNI'],
    ]);
    expect(COINS.every((c) => c.decimals === 8 && c.name.length > 0)).toBe(true);
    expect(new Set(COINS.map((c) => c.id)).size).toBe(COINS.length);
  });

  it('maps networks to chains', () => {
    expect(NETWORK_CODES).toEqual(['ERC20', 'TRC20', 'OMNI']);
    expect(NETWORKS.ERC20.chain).toBe('evm');
    expect(NETWORKS.TRC20.chain).toBe('tron');
    expect(NETWORKS.OMNI.chain).toBe('btc');
    for (const code of NETWORK_CODES) expect(NETWORKS[code].code).toBe(code);
  });
});

describe('lookups', () => {
  it('finds coins by symbol (any case) and id', () => {
    expect(coinBySymbol('USDT')?.id).toBe(3);
    expect(coinBySymbol('usdc')?.id).toBe(4);
    expect(coinBySymbol('DOGE')).toBeUndefined();
    expect(coinById(1)?.symbol).toBe('BTC');
    expect(coinById(2)?.symbol).toBe('ETH');
    expect(coinById(99)).toBeUndefined();
  });

  it('searches a given coin list', () => {
    const extra: Coin[] = [...COINS, { id: 9, symbol: 'SOL', name: 'Solana', decimals: 9, displayDecimals: 4, networks: [] }];
    expect(coinBySymbol('sol', extra)?.id).toBe(9);
    expect(coinById(9, extra)?.symbol).toBe('SOL');
    expect(coinById(9)).toBeUndefined();
  });

  it('knows network codes and which coin uses which network', () => {
    expect(isNetworkCode('TRC20')).toBe(true);
    expect(isNetworkCode('trc20')).toBe(false);
    expect(isNetworkCode(20)).toBe(false);
    expect(networkByCode('trc20')?.chain).toBe('tron');
    expect(networkByCode('BEP20')).toBeUndefined();
    const usdc = coinBySymbol('USDC');
    expect(usdc && coinSupportsNetwork(usdc, 'TRC20')).toBe(true);
    expect(usdc && coinSupportsNetwork(usdc, 'OMNI')).toBe(false);
  });
});

describe('isValidTxHash', () => {
  it('accepts 0x + 64 hex on ERC20 only', () => {
    expect(isValidTxHash('ERC20', `0x${hex64}`)).toBe(true);
    expect(isValidTxHash(NETWORKS.ERC20, `0x${hex64}`)).toBe(true);
    expect(isValidTxHash('ERC20', hex64)).toBe(false);
    expect(isValidTxHash('TRC20', `0x${hex64}`)).toBe(false);
    expect(isValidTxHash('OMNI', `0x${hex64}`)).toBe(false);
  });

  it('accepts bare 64 hex on TRC20 and OMNI', () => {
    expect(isValidTxHash('TRC20', hex64)).toBe(true);
    expect(isValidTxHash('OMNI', hex64.toLowerCase())).toBe(true);
  });

  it.each([
    ['ERC20', `0X${hex64}`],
    ['ERC20', `0x${hex64}0`],
    ['ERC20', `0x${hex64.slice(1)}`],
    ['ERC20', ` 0x${hex64}`],
    ['TRC20', `${hex64.slice(1)}g`],
    ['TRC20', `${hex64}\n`],
    ['OMNI', ''],
    ['OMNI', hex64.slice(2)],
  ] as const)('rejects %s %j', (network, hash) => {
    expect(isValidTxHash(network, hash)).toBe(false);
  });

  it('rejects unknown networks and non-strings', () => {
    expect(isValidTxHash('BEP20' as never, hex64)).toBe(false);
    expect(isValidTxHash('TRC20', 42 as never)).toBe(false);
  });
});
