import { CRYPTO_MARKETS, tryParseAmount, type ChartInterval, type Market } from '@candor/shared';
import { B } from './errors.js';

/** Atoms (8 decimals) as Binance writes numbers: a decimal string with exactly `places` decimals ("96000.00000000"). */
export function dec(atoms: bigint, places = 8): string {
  const neg = atoms < 0n;
  const abs = neg ? -atoms : atoms;
  const scale = 10n ** 8n;
  const whole = abs / scale;
  const frac = (abs % scale).toString().padStart(8, '0').slice(0, places);
  return `${neg ? '-' : ''}${whole}${places > 0 ? `.${frac}` : ''}`;
}

/** A step of `decimals` places ("0.01000000" for 2). */
export const stepOf = (decimals: number): string => dec(10n ** BigInt(8 - decimals));

/** Binance's name of a market: BTC/USDT is BTCUSDT. */
export const bSymbol = (m: { base: string; quote: string }): string => `${m.base}${m.quote}`;

/** The spot markets of the Binance API: the crypto pairs (stocks are not traded on books). */
export const SPOT_MARKETS: readonly Market[] = CRYPTO_MARKETS;

/** The spot market of a Binance symbol (BTCUSDT; case-insensitive), or -1121. */
export function spotMarket(symbol: string | undefined): Market {
  const wanted = (symbol ?? '').toUpperCase();
  const m = SPOT_MARKETS.find((x) => bSymbol(x) === wanted);
  if (!m) throw B.symbol();
  return m;
}

/** Candor's symbol (BTC/USDT) of a Binance one, or -1121. */
export const candorSymbol = (symbol: string | undefined): string => spotMarket(symbol).symbol;

/** A positive decimal parameter as atoms, or -1102 naming it. */
export function amountParam(params: Record<string, string>, name: string): bigint {
  const v = params[name];
  const atoms = v === undefined ? null : tryParseAmount(v);
  if (atoms === null || atoms <= 0n) throw B.mandatory(name);
  return atoms;
}

/** A whole-number parameter within bounds; absent answers the default. */
export function intParam(params: Record<string, string>, name: string, def: number, min: number, max: number): number {
  const v = params[name];
  if (v === undefined || v === '') return def;
  if (!/^-?\d{1,16}$/.test(v)) throw B.mandatory(name);
  return Math.min(max, Math.max(min, Number(v)));
}

export function optionalInt(params: Record<string, string>, name: string): number | undefined {
  const v = params[name];
  if (v === undefined || v === '') return undefined;
  if (!/^\d{1,16}$/.test(v)) throw B.mandatory(name);
  return Number(v);
}

/** Binance's kline intervals that Candor's candles have, with the candle interval and its length. */
export const KLINE_INTERVALS: Readonly<Record<string, { candle: ChartInterval; ms: number }>> = {
  '1m': { candle: '1m', ms: 60_000 }, '5m': { candle: '5m', ms: 300_000 }, '15m': { candle: '15m', ms: 900_000 },
  '30m': { candle: '30m', ms: 1_800_000 }, '1h': { candle: '60m', ms: 3_600_000 }, '4h': { candle: '4h', ms: 14_400_000 },
  '1d': { candle: '1d', ms: 86_400_000 }, '1w': { candle: '1w', ms: 604_800_000 }, '1M': { candle: '1mon', ms: 0 },
};

/** The close time of a candle (the last millisecond before the next opens). */
export function closeTimeOf(openTime: number, interval: string): number {
  const spec = KLINE_INTERVALS[interval];
  if (!spec) throw B.interval();
  if (spec.ms > 0) return openTime + spec.ms - 1;
  const d = new Date(openTime);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 1;
}
