import type { MarketKind } from './model/quotes';

export const MARKET_PATH = '/pages/market/index';
export const KLINE_PATH = '/pages/trade/kline';
export const TRADE_PATH = '/pages/trade/index';
export const USSTOCK_PATH = '/pages/usstock/index';
export const USSTOCK_DETAIL_PATH = '/pages/usstock/detail';
export const CRYPTO_LIST_PATH = '/pages/CryptocurrencyList/CryptocurrencyList';

/** A symbol in a query string; the slash of a pair stays readable (BTC/USDT). */
export const symbolParam = (symbol: string): string => encodeURIComponent(symbol).replace(/%2F/gi, '/');

/** The chart page of a market: the crypto chart or the US stock detail. */
export function chartPath(kind: MarketKind, symbol: string): string {
  return `${kind === 'stock' ? USSTOCK_DETAIL_PATH : KLINE_PATH}?symbol=${symbolParam(symbol)}`;
}
