/**
 * The markets the simulated feed quotes: crypto pairs in USDT and US stocks in USD. Like coins, markets are
 * data: a deployment may add more of the same shape. Prices are decimal strings of the quote currency.
 */
export type MarketKind = 'crypto' | 'stock';

export interface Market {
  /** Wire symbol, e.g. BTC/USDT or AAPL. */
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  readonly name: string;
  readonly kind: MarketKind;
  /** Places of the price shown and stored (the tick size is 10^-priceDecimals). */
  readonly priceDecimals: number;
  /** Places of an order quantity. */
  readonly qtyDecimals: number;
  /** Start price of the simulation, a realistic level for the asset. */
  readonly startPrice: string;
  /** Annualised volatility of the simulation (0.6 = 60 %). */
  readonly volatility: number;
  /**
   * A spot market the operator listed (a row of market_listings, e.g. an IEO token against USDT). It has no start
   * price or volatility ('0' and 0): no feed quotes it, its price comes only from its own trades.
   */
  readonly listed?: boolean;
}

const crypto = (base: string, name: string, startPrice: string, volatility: number, priceDecimals: number, qtyDecimals: number): Market =>
  ({ symbol: `${base}/USDT`, base, quote: 'USDT', name, kind: 'crypto', priceDecimals, qtyDecimals, startPrice, volatility });

const stock = (symbol: string, name: string, startPrice: string, volatility: number): Market =>
  ({ symbol, base: symbol, quote: 'USD', name, kind: 'stock', priceDecimals: 2, qtyDecimals: 0, startPrice, volatility });

export const CRYPTO_MARKETS: readonly Market[] = [
  crypto('BTC', 'Bitcoin', '96000', 0.55, 2, 6),
  crypto('ETH', 'Ethereum', '3400', 0.7, 2, 5),
  crypto('USDC', 'USD Coin', '1.0001', 0.004, 4, 2),
  crypto('SOL', 'Solana', '185', 0.9, 3, 3),
  crypto('BNB', 'BNB', '640', 0.6, 2, 4),
  crypto('XRP', 'XRP', '2.3', 0.95, 4, 1),
  crypto('DOGE', 'Dogecoin', '0.32', 1.1, 5, 0),
  crypto('ADA', 'Cardano', '0.9', 1.0, 4, 1),
  crypto('TRX', 'TRON', '0.25', 0.7, 5, 0),
  crypto('LTC', 'Litecoin', '105', 0.8, 2, 4),
  crypto('LINK', 'Chainlink', '22', 0.95, 3, 2),
  crypto('AVAX', 'Avalanche', '36', 1.0, 3, 2),
  crypto('DOT', 'Polkadot', '7.2', 0.95, 4, 2),
];

export const STOCK_MARKETS: readonly Market[] = [
  stock('AAPL', 'Apple', '228', 0.25),
  stock('MSFT', 'Microsoft', '420', 0.25),
  stock('NVDA', 'NVIDIA', '135', 0.5),
  stock('AMZN', 'Amazon', '205', 0.3),
  stock('GOOGL', 'Alphabet', '175', 0.3),
  stock('META', 'Meta Platforms', '580', 0.35),
  stock('TSLA', 'Tesla', '340', 0.6),
  stock('JPM', 'JPMorgan Chase', '240', 0.22),
  stock('KO', 'Coca-Cola', '63', 0.15),
  stock('DIS', 'Walt Disney', '112', 0.28),
];

export const MARKETS: readonly Market[] = [...CRYPTO_MARKETS, ...STOCK_MARKETS];

export function marketBySymbol(symbol: string, markets: readonly Market[] = MARKETS): Market | undefined {
  const wanted = symbol.toUpperCase().replace(/[-_]/, '/');
  return markets.find((m) => m.symbol === wanted || (m.kind === 'crypto' && `${m.base}${m.quote}` === wanted));
}

/** Chart intervals in milliseconds; a month is calendar-aligned and handled apart. */
export const INTERVAL_MS = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '60m': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
} as const;

/** Start of the candle that holds time t (UTC): weeks start on Monday, months on the 1st. */
export function candleStart(interval: keyof typeof INTERVAL_MS | '1mon', t: number): number {
  if (interval === '1mon') {
    const d = new Date(t);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  if (interval === '1w') {
    const monday = Date.UTC(1970, 0, 5);
    return t - ((((t - monday) % INTERVAL_MS['1w']) + INTERVAL_MS['1w']) % INTERVAL_MS['1w']);
  }
  const size = INTERVAL_MS[interval];
  return t - (((t % size) + size) % size);
}
