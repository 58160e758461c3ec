import { parseAmount } from '@candor/shared';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { adminOfRole, dataOf, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { MarketService, SimulatedFeed } from '../market/index.js';
import { fund, placeOrder, placed } from '../spot/spot.testkit.js';
import { apply, createProject, okData, settle } from './ieo.testkit.js';

// Signs in two admins (scrypt and TOTP): slow on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const MIN = 60_000;

type User = { token: string; id: number };
type Prepared = { root: SignedIn; operator: SignedIn; seller: User; buyer: User };
type Listed = { project_id: number; symbol: string; tick_size: string; lot_size: string; listed_by: number | null };

describe('a spot market for an IEO token (markets are data)', () => {
  let t: TestApp;
  let s: Prepared;
  moneyTestApp(async (app): Promise<Prepared> => {
    const root = await superadmin(app);
    return { root, operator: await adminOfRole(app, root, 'operator'), seller: await registerUser(app.app), buyer: await registerUser(app.app) };
  }, (app, p) => { t = app; s = p; });
  const post = <T>(path: string, who: SignedIn, body: Record<string, unknown>) => call<T>(t.app, 'POST', path, body, { token: who.token, json: true });

  /** A project of token NEWT whose allotment has run (the seller subscribed 100 and was allotted them). */
  async function allottedProject(): Promise<number> {
    const now = t.clock.now();
    const p = await createProject(t.app, now, {
      token: 'NEWT', name: 'New Token (sample)', apply_end: now + MIN, allotment_at: now + MIN, pay_by: now + 2 * MIN,
      unlock_schedule: [{ at: now + 3 * MIN, percent: '100' }],
    });
    await fund(t.app, s.seller.id, 'USDT', '100');
    okData(await apply(t.app, s.seller, { id: p.id, amount: '100' }));
    return p.id;
  }

  it('lists the market once the allotment ran: audited, no price, refused twice, by a role without the resource, with bad sizes', async () => {
    const id = await allottedProject();
    expectError(await post(`admin/ieo/projects/${id}/market`, s.operator, { tick_size: '0.0001', lot_size: '0.01' }), 409, 8321,
      'The token can get a spot market once its allotment has run.');
    t.clock.advance(MIN + 1000);
    await settle(t.app);
    expectError(await post(`admin/ieo/projects/${id}/market`, s.operator, { tick_size: '0.0002', lot_size: '0.01' }), 422, 8310, 'Please check the project: tick_size.');
    expectError(await post(`admin/ieo/projects/${id}/market`, s.operator, { tick_size: '0.00001', lot_size: '0.0001' }), 422, 4004,
      'Please check the listing: tick_size/lot_size.');
    const finance = await adminOfRole(t, s.root, 'finance');
    expectError(await post(`admin/ieo/projects/${id}/market`, finance, { tick_size: '0.0001', lot_size: '0.01' }), 403, 9003, 'Your admin role does not allow this.');
    const listed = dataOf(await post<Listed>(`admin/ieo/projects/${id}/market`, s.operator, { tick_size: '0.0001', lot_size: '0.01' }));
    expect(listed).toMatchObject({ project_id: id, symbol: 'NEWT/USDT', tick_size: '0.0001', lot_size: '0.01', listed_by: s.operator.id });
    expect(Object.keys(listed)).not.toContain('price');
    expectError(await post(`admin/ieo/projects/${id}/market`, s.operator, { tick_size: '0.0001', lot_size: '0.01' }), 409, 4003, 'The market NEWT/USDT is listed already.');
    const audit = dataOf(await call<{ items: { action: string; subject: string }[] }>(t.app, 'GET', 'admin/audit', { action: 'ieo_projects.list_market' }, { token: s.root.token }));
    expect(audit.items).toHaveLength(1);
    const projects = dataOf(await call<{ items: { id: number; spot_market: string | null }[] }>(t.app, 'GET', 'admin/ieo/projects', {}, { token: s.operator.token }));
    expect(projects.items.find((p) => p.id === id)?.spot_market).toBe('NEWT/USDT');
    // The row is data in market_listings; the code list's markets are there too (the seed).
    const rows = await t.app.platform.db.selectFrom('market_listings').select(['symbol', 'source']).execute();
    expect(rows).toContainEqual({ symbol: 'NEWT/USDT', source: 'listed' });
    expect(rows).toContainEqual({ symbol: 'BTC/USDT', source: 'seed' });
    // No feed quotes it: the feed markets are the code list; a simulated feed built from them has no NEWT.
    const { market } = t.app.services;
    expect(market.feedMarkets.some((m) => m.symbol === 'NEWT/USDT')).toBe(false);
    const feed = new SimulatedFeed(market.feedMarkets, 7, t.clock.now(), 1000);
    expect(feed.backwardHistory([t.clock.now()]).flat().some((tick) => tick.symbol === 'NEWT/USDT')).toBe(false);
  });

  it('trades at once without restart; the price, candles, quotes and websocket channels come from its trades', async () => {
    const { market } = t.app.services;
    expect((await placeOrder(t.app, { token: s.buyer.token }, { symbol: 'NEWT/USDT', side: 'buy', type: 'limit', price: '0.6', amount: '10' })).body.code).toBe(4001);
    const id = await allottedProject();
    t.clock.advance(MIN + 1000);
    await settle(t.app);
    dataOf(await post<Listed>(`admin/ieo/projects/${id}/market`, s.operator, { tick_size: '0.0001', lot_size: '0.01' }));
    expect(market.lastPrice('NEWT/USDT')).toBeNull();
    expect((await market.quotes('crypto')).find((q) => q.market.symbol === 'NEWT/USDT')?.price).toBeNull();

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const ws = new WebSocket(`ws://127.0.0.1:${address.port}/api/ws`);
    const seen = new Set<string>();
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { op: string; events?: { ch: string }[] };
      for (const e of m.events ?? []) seen.add(e.ch);
    });
    await new Promise((resolve) => ws.once('open', resolve));
    const subscribed = new Promise<{ refused: string[] }>((resolve) => ws.once('message', (raw) => resolve(JSON.parse(String(raw)) as { refused: string[] })));
    ws.send(JSON.stringify({ op: 'subscribe', channels: ['ticker.NEWT/USDT', 'trades.NEWT/USDT', 'depth.NEWT/USDT', 'candle.NEWT/USDT.1m'] }));
    expect((await subscribed).refused).toEqual([]);

    await fund(t.app, s.seller.id, 'NEWT', '50');
    await fund(t.app, s.buyer.id, 'USDT', '100');
    placed(await placeOrder(t.app, { token: s.seller.token }, { symbol: 'NEWT/USDT', side: 'sell', type: 'limit', price: '0.6123', amount: '20' }));
    const filled = placed(await placeOrder(t.app, { token: s.buyer.token }, { symbol: 'NEWT/USDT', side: 'buy', type: 'limit', price: '0.7', amount: '12.5' }));
    expect(filled.status).toBe('completed');
    await vi.waitFor(() => expect(market.lastPrice('NEWT/USDT')?.price).toBe(parseAmount('0.6123')), { timeout: 5000, interval: 20 });
    const candles = await market.candles('NEWT/USDT', '1m', 10);
    expect(candles.at(-1)).toMatchObject({ close: parseAmount('0.6123'), volume: parseAmount('12.5') });
    const ticks = await market.ticksOf('NEWT/USDT', 0, t.clock.now() + 1);
    expect(ticks.map((k) => k.source)).toEqual(['trade']);
    expect((await market.quotes('crypto')).find((q) => q.market.symbol === 'NEWT/USDT')?.price).toBe(parseAmount('0.6123'));
    await vi.waitFor(() => expect([...seen].sort()).toEqual(['candle.NEWT/USDT.1m', 'depth.NEWT/USDT', 'ticker.NEWT/USDT', 'trades.NEWT/USDT']), { timeout: 5000, interval: 20 });
    ws.close();
  });

  it('another server process on the same database picks a listing up without restart', async () => {
    const id = await allottedProject();
    t.clock.advance(MIN + 1000);
    await settle(t.app);
    const other = new MarketService(t.app.platform.db, t.clock, { error: () => undefined }, t.app.platform.bus);
    await other.loadListings(true);
    expect(() => other.market('NEWT/USDT')).toThrow();
    dataOf(await post<Listed>(`admin/ieo/projects/${id}/market`, s.operator, { tick_size: '0.001', lot_size: '1' }));
    expect(await other.loadListings()).toBe(1);
    expect(other.market('NEWT/USDT')).toMatchObject({ symbol: 'NEWT/USDT', priceDecimals: 3, qtyDecimals: 0, listed: true });
  });
});
