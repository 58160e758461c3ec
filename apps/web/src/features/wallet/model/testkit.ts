import type { AssetBalance, Overview } from './overview';

/** A wallet coin's balance in one account, zero unless given. */
export function asset(coin: string, o: Partial<AssetBalance> = {}): AssetBalance {
  const ids: Record<string, number> = { BTC: 1, ETH: 2, USDT: 3, USDC: 4 };
  return {
    coin, currency_id: ids[coin] ?? null, name: coin, available: '0', locked: '0', total: '0', usdt_value: '0', priced: true, ...o,
  };
}

/** An overview as wallet/list answers it: funding holds USDT and BTC, futures some USDT, options and trust nothing. */
export function sampleOverview(): Overview {
  return {
    mode: 'real', total_usdt: '13250.5',
    accounts: [
      { kind: 'funding', total_usdt: '13000.5', assets: [
        asset('USDT', { available: '900.5', locked: '100', total: '1000.5', usdt_value: '1000.5' }),
        asset('USDC'), asset('ETH'),
        asset('BTC', { available: '0.2', total: '0.2', usdt_value: '12000' }),
      ] },
      { kind: 'options', total_usdt: '0', assets: [asset('USDT'), asset('USDC'), asset('ETH'), asset('BTC')] },
      { kind: 'futures', total_usdt: '250', assets: [asset('USDT', { available: '250', total: '250', usdt_value: '250' }), asset('USDC'), asset('ETH'), asset('BTC')] },
      { kind: 'trust', total_usdt: '0', assets: [asset('USDT'), asset('USDC'), asset('ETH'), asset('BTC')] },
    ],
  };
}
