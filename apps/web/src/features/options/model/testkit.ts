import type { Duration, Verification } from './types';

const usdt = (n: number): bigint => BigInt(n) * 100_000_000n;

/** The seed's durations with rates and stake bounds as an operator might set them. */
export const durations = (): Duration[] => [
  { seconds: 60, enabled: true, rateBps: 8500, minStake: usdt(10), maxStake: usdt(5000) },
  { seconds: 120, enabled: true, rateBps: 8000, minStake: usdt(10), maxStake: usdt(5000) },
  { seconds: 600, enabled: false, rateBps: 7000, minStake: usdt(100), maxStake: usdt(50_000) },
];

/** A settled rise on BTC/USDT, 100 USDT at 85 %, that won: close 96,000.50 over open 96,000.00. */
export const verification = (over: Partial<Verification> = {}): Verification => ({
  id: 7, symbol: 'BTC/USDT', direction: 'rise', mode: 'demo', seconds: 60, rateBps: 8500, stake: usdt(100), coin: 'USDT',
  status: 'settled', priceDecimals: 2, tickSize: '0.01', openTime: 1_000_000, closeTime: 1_060_000, voidDeadline: 1_070_000,
  openTick: { tickId: 11, time: 999_700, price: '96000', source: 'binance' },
  closeTick: { tickId: 12, time: 1_060_200, price: '96000.5', source: 'binance' },
  stored: { result: 'win', outcome: 'rise', credited: usdt(185) },
  recomputed: { result: 'win', outcome: 'rise', credited: usdt(185) },
  matches: true, ...over,
});
