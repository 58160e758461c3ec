export { marketModule } from './market.module.js';
export { MarketService, TICK_RETENTION_MS, type Quote } from './market.service.js';
export { SimulatedFeed, isUsMarketOpen } from './sim-feed.js';
export type { PriceFeed, Tick } from './feed.js';
export type { Candle } from './candles.js';
export { Prng, seedOf } from './prng.js';
export type { Listing, ListingInput } from './market.listings.js';
