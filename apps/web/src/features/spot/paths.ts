export const TRADE_PATH = '/pages/trade/index';
export const KLINE_PATH = '/pages/trade/kline';

/** A symbol in a query string; the slash of a pair stays readable (BTC/USDT). */
export const symbolParam = (symbol: string): string => encodeURIComponent(symbol).replace(/%2F/gi, '/');

export const klinePath = (symbol: string): string => `${KLINE_PATH}?symbol=${symbolParam(symbol)}`;
