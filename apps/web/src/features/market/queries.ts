// The market feature's door for other features: live quotes, the markets' precision and where a market's chart is.
// Its own pages also use data/favorites.ts and data/candles.ts, which stay out of other features' chunks.
export { useQuotes, useFavoriteQuotes, SNAPSHOT_MS } from './data/quotes';
export { useProducts } from './data/products';
export { changeTone, topByTurnover, topMarkets, type LiveQuote, type MarketKind } from './model/quotes';
export { chartPath } from './paths';
