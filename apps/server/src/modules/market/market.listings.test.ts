import { CRYPTO_MARKETS, MARKETS, parseAmount } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { checkListing } from './market.listings.js';

const input = { base: 'NEWT', quote: 'USDT', name: 'New Token', priceDecimals: 4, qtyDecimals: 2 };
const keyOf = (f: () => unknown): string | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    return (e as { key?: string }).key;
  }
};

describe('markets as data: listings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.start();
  }, 120_000);
  afterAll(async () => { await t.close(); });

  it('checks a listing: a new base in USDT, price and quantity places within 8, none quoted already', () => {
    expect(checkListing(input, MARKETS)).toBe('NEWT/USDT');
    expect(checkListing({ ...input, base: ' newt ' }, MARKETS)).toBe('NEWT/USDT');
    expect(keyOf(() => checkListing({ ...input, base: 'BTC' }, MARKETS))).toBe('market_listed_already');
    expect(keyOf(() => checkListing({ ...input, base: 'AAPL' }, MARKETS))).toBe('market_listed_already');
    expect(keyOf(() => checkListing({ ...input, quote: 'USD' }, MARKETS))).toBe('market_listing_invalid');
    expect(keyOf(() => checkListing({ ...input, base: 'N' }, MARKETS))).toBe('market_listing_invalid');
    expect(keyOf(() => checkListing({ ...input, priceDecimals: 6, qtyDecimals: 3 }, MARKETS))).toBe('market_listing_invalid');
    expect(keyOf(() => checkListing({ ...input, priceDecimals: 1.5 }, MARKETS))).toBe('market_listing_invalid');
  });

  it('seeds the code list at start, keeps the existing functions, and takes a listing at once', async () => {
    const { market } = t.app.services;
    const seeded = await t.app.platform.db.selectFrom('market_listings').select('symbol').where('source', '=', 'seed').execute();
    expect(seeded.map((r) => r.symbol).sort()).toEqual(MARKETS.map((m) => m.symbol).sort());
    expect(market.markets.map((m) => m.symbol)).toEqual(MARKETS.map((m) => m.symbol));
    const listed = await market.listMarket(input, 7);
    expect(listed).toMatchObject({ symbol: 'NEWT/USDT', listed: true, listedBy: 7, startPrice: '0', volatility: 0 });
    expect(market.market('newt-usdt').symbol).toBe('NEWT/USDT');
    expect(market.markets.at(-1)?.symbol).toBe('NEWT/USDT');
    expect(market.feedMarkets).toEqual(MARKETS);
    expect((await market.quotes('crypto')).map((q) => q.market.symbol)).toEqual([...CRYPTO_MARKETS.map((m) => m.symbol), 'NEWT/USDT']);
    // A restart loads it again (the same database, a second start).
    await t.app.start();
    expect(market.isListed('NEWT/USDT')).toBe(true);
  });

  it('records trades as ticks only for a listed market', async () => {
    const { market } = t.app.services;
    await market.recordTrades('BTC/USDT', [{ price: parseAmount('1'), qty: parseAmount('1') }]);
    expect(await market.ticksOf('BTC/USDT', 0, t.clock.now() + 1)).toEqual([]);
    await market.recordTrades('NEWT/USDT', [{ price: parseAmount('0.5'), qty: parseAmount('3') }, { price: parseAmount('0.52'), qty: parseAmount('1') }]);
    expect(market.lastPrice('NEWT/USDT')).toEqual({ price: parseAmount('0.52'), time: t.clock.now() });
    expect((await market.ticksOf('NEWT/USDT', 0, t.clock.now() + 1)).map((k) => k.source)).toEqual(['trade', 'trade']);
  });
});
