import type { Contract } from './contract';

/** BTC/USDT as the seed describes it: 0.001 BTC a lot, leverage choices, 0.05 % taker fee, two margin tiers. */
export const btcContract = (over: Partial<Contract> = {}): Contract => ({
  symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT', contractSize: '0.001', priceDecimals: 2,
  leverages: [1, 2, 5, 10, 20, 50, 100], makerFee: '0.0002', takerFee: '0.0005', maxLots: 1000,
  tiers: [{ upTo: '50000', rate: '0.005' }, { upTo: null, rate: '0.01' }], oiCapLots: 100000, ...over,
});
