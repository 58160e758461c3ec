import { MARKETS, type Market } from '@candor/shared';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { MarketListingsTable } from './market.tables.js';

/** What the operator gives to list a spot market: no price (it comes from the market's trades). */
export type ListingInput = { base: string; quote: string; name: string; priceDecimals: number; qtyDecimals: number };

/** A listed market as the back office shows it. */
export type Listing = Market & { listedBy: number | null; listedAt: number };

const isUniqueViolation = (e: unknown): boolean => {
  const m = e instanceof Error ? `${e.message} ${(e as { code?: unknown }).code ?? ''}` : '';
  return /unique|23505|SQLITE_CONSTRAINT/i.test(m);
};

/** A listed market's row as a Market: no start price nor volatility, so no feed can quote it. */
export const listedMarket = (r: MarketListingsTable): Listing => ({
  symbol: r.symbol, base: r.base, quote: r.quote, name: r.name, kind: 'crypto', priceDecimals: r.price_decimals, qtyDecimals: r.qty_decimals,
  startPrice: '0', volatility: 0, listed: true, listedBy: r.listed_by, listedAt: r.listed_at,
});

/** Checks a listing against the markets there are: a new crypto base in USDT, price and quantity places within 8. */
export function checkListing(input: ListingInput, existing: readonly Market[]): string {
  const base = input.base.trim().toUpperCase();
  if (!/^[A-Z0-9]{2,12}$/.test(base)) fail('market_listing_invalid', { field: 'base' });
  if (input.quote !== 'USDT') fail('market_listing_invalid', { field: 'quote' });
  const places = [input.priceDecimals, input.qtyDecimals];
  if (places.some((p) => !Number.isInteger(p) || p < 0 || p > 8) || input.priceDecimals + input.qtyDecimals > 8) fail('market_listing_invalid', { field: 'tick_size/lot_size' });
  const symbol = `${base}/${input.quote}`;
  if (existing.some((m) => m.symbol === symbol || m.base === base)) fail('market_listed_already', { symbol });
  return symbol;
}

/** The market_listings table: the code list is its seed (added at start when missing), listings are rows. */
export function createListingsRepo(db: Db) {
  return {
    async seed(markets: readonly Market[] = MARKETS): Promise<void> {
      await db.insertInto('market_listings').values(markets.map((m) => ({
        symbol: m.symbol, base: m.base, quote: m.quote, name: m.name, kind: m.kind, price_decimals: m.priceDecimals,
        qty_decimals: m.qtyDecimals, source: 'seed' as const, listed_by: null, listed_at: 0,
      }))).onConflict((oc) => oc.column('symbol').doNothing()).execute();
    },

    listed(): Promise<MarketListingsTable[]> {
      return db.selectFrom('market_listings').selectAll().where('source', '=', 'listed').orderBy('listed_at').orderBy('symbol').execute();
    },

    async insert(row: MarketListingsTable): Promise<void> {
      try {
        await db.insertInto('market_listings').values(row).execute();
      } catch (e) {
        if (isUniqueViolation(e)) fail('market_listed_already', { symbol: row.symbol });
        throw e;
      }
    },
  };
}
