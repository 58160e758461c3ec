import type { Contract } from './contract';

/** BTC/USDT as the seed describes it: 0.001 BTC a lot, leverage choices, 0.05 % taker fee, two margin tiers. */
export const btcContract = (over: Partial<Contract> = {}): Contract => ({
  symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT', contractSize: '0.001', priceDecimals: 2,
  leverages: [1, 2, 5, 10, 20, 50, 100], makerFeeBps: 2, takerFeeBps: 5, liquidationFeeBps: 50, maxLots: 1000,
  tiers: [{ maxNotional: '50000', rateBps: 50 }, { maxNotional: null, rateBps: 100 }], oiCapLots: 100000, ...over,
});
