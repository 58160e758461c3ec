import { parseAmount } from '@candor/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../app.js';
import { natsSkipReason, natsUp } from '../platform/bus/nats.testkit.js';
import { ledgerProblems } from '../modules/ledger/ledger.testkit.js';
import { startStreamServer, tradeFrame } from '../modules/market/feed.testkit.js';
import { fund, placeOrder } from '../modules/spot/spot.testkit.js';
import { feedPrices, getQuote, okData } from '../modules/swap/swap.testkit.js';
import { superadmin } from './admin.js';
import { call, registerUser } from './client.js';
import { createClusterApps } from './cluster.js';
import type { TestApp } from './harness.js';

const pgUrl = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
const skip = !natsUp ? natsSkipReason : !pgUrl ? 'DATABASE_URL is not PostgreSQL' : null;

type Msg = { op: string; events?: { ch: string; data: Record<string, unknown> }[] };

/** A websocket client of a node: `until` resolves with the first message (seen or to come) that matches. */
async function client(app: App): Promise<{ ws: WebSocket; until(pred: (m: Msg) => boolean): Promise<Msg> }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const ws = new WebSocket(`ws://127.0.0.1:${address.port}/api/ws`);
  const seen: Msg[] = [];
  ws.on('message', (raw) => { seen.push(JSON.parse(String(raw)) as Msg); });
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  return {
    ws,
    async until(pred) {
      await vi.waitFor(() => { if (!seen.some(pred)) throw new Error(`not among ${JSON.stringify(seen)}`); }, { timeout: 5000, interval: 10 });
      return seen.find(pred) as Msg;
    },
  };
}

const events = (m: Msg, ch: string) => (m.events ?? []).filter((e) => e.ch === ch).map((e) => e.data);

describe.skipIf(skip !== null)(`two API nodes on one PostgreSQL and NATS${skip ? ` (skipped: ${skip})` : ''}`, () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => { for (const c of closers.splice(0).reverse()) await c(); });

  async function cluster() {
    const c = await createClusterApps(2, pgUrl ?? '');
    closers.push(c.close);
    const [a, b] = c.nodes;
    if (!a || !b) throw new Error('two nodes');
    return { ...c, a, b };
  }

  it('a websocket client on node A sees its fill, its order and its balances produced on node B', async () => {
    const { a, b, clock } = await cluster();
    const seller = await registerUser(a.app);
    const buyer = await registerUser(b.app);
    await fund(b.app, seller.id, 'BTC', '1');
    await fund(b.app, buyer.id, 'USDT', '10000');
    await feedPrices(b.app, clock.now(), { BTC: '80000' });
    const ws = await client(a.app);
    closers.push(async () => { ws.ws.close(); });
    ws.ws.send(JSON.stringify({ op: 'auth', token: seller.token }));
    await ws.until((m) => m.op === 'authed');
    ws.ws.send(JSON.stringify({ op: 'subscribe', channels: ['orders', 'balances', 'trades.BTC/USDT'] }));
    await ws.until((m) => m.op === 'subscribed');

    expect((await placeOrder(b.app, { token: buyer.token }, { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '80000', amount: '0.01' })).body.type).toBe('ok');
    expect((await placeOrder(b.app, { token: seller.token }, { symbol: 'BTC/USDT', side: 'sell', type: 'limit', price: '80000', amount: '0.01' })).body.type).toBe('ok');
    await b.bus.idle();

    const filled = await ws.until((m) => events(m, 'orders').some((o) => o.status === 'completed'));
    expect(events(filled, 'orders').find((o) => o.status === 'completed')).toMatchObject({ symbol: 'BTC/USDT', side: 'sell', price: '80000', filled: '0.01' });
    const trade = await ws.until((m) => events(m, 'trades.BTC/USDT').length > 0);
    expect(events(trade, 'trades.BTC/USDT')[0]).toMatchObject({ p: '80000', q: '0.01' });
    // The balances node A reads after node B's commit: the seller's BTC went, USDT came.
    const moved = await ws.until((m) => events(m, 'balances').some((d) => (d.items as { asset: string; available: string }[]).some((i) => i.asset === 'USDT' && i.available !== '0')));
    const items = events(moved, 'balances').at(-1)?.items as { asset: string; kind: string; available: string }[];
    expect(items.find((i) => i.asset === 'BTC' && i.kind === 'funding')?.available).toBe('0.99');
    expect(await ledgerProblems(a.app.services.ledger, a.app.platform.db)).toEqual([]);
  });

  it('a logout on node A ends the session on node B at once', async () => {
    const { a, b } = await cluster();
    const u = await registerUser(a.app);
    const center = (app: App) => call<{ id: number }>(app, 'GET', 'user/center', undefined, { token: u.token });
    expect((await center(b.app)).body.data?.id).toBe(u.id);
    expect((await call(a.app, 'POST', 'user/logout', {}, { token: u.token })).body.code).toBe(1);
    expect((await center(b.app)).body.code).toBe(999);
  });

  it('a job runs once for its period when both nodes run their due jobs at the same moment', async () => {
    const { a, b, clock } = await cluster();
    clock.advance(3_600_000);
    const [ra, rb] = await Promise.all([a.app.platform.jobs.runDue('market.tick-retention'), b.app.platform.jobs.runDue('market.tick-retention')]);
    expect(ra.length + rb.length).toBe(1);
    expect([...ra, ...rb][0]).toMatchObject({ job: 'market.tick-retention', status: 'done' });
    const runs = await a.app.platform.db.selectFrom('job_runs').selectAll().where('job', '=', 'market.tick-retention').execute();
    expect(runs).toHaveLength(1);
  });

  it('prices stored by the feed node reach the other node\'s last prices and its swap quote', async () => {
    const { a, b, clock } = await cluster();
    await b.app.services.swap.fundLiquidity();
    const u = await registerUser(b.app);
    expect(b.app.services.market.lastPrice('BTC/USDT')).toBeNull();
    await feedPrices(a.app, clock.now(), { BTC: '96000', ETH: '3400' });
    await a.bus.idle();
    await vi.waitFor(() => expect(b.app.services.market.lastPrice('BTC/USDT')?.price).toBe(parseAmount('96000')), { timeout: 5000, interval: 10 });
    const q = okData(await getQuote(b.app, u, { from: 'BTC', to: 'USDT', amount: '0.5' }));
    expect(q).toMatchObject({ rate: '96000', gross: '48000' });
  });

  it('a futures contract edited on node A applies on node B at once (its cache dropped through the bus)', async () => {
    const { a, b, clock } = await cluster();
    const terms = async () => (await b.app.services.futures.trading.contracts.get('BTC/USDT')).taker_fee_bps;
    const before = await terms();
    const admin = await superadmin({ app: a.app, clock } as unknown as TestApp);
    const edited = await call(a.app, 'POST', `admin/futures/contracts/${encodeURIComponent('BTC/USDT')}`, { taker_fee_bps: String(before + 1) }, { token: admin.token });
    expect(edited.body.type).toBe('ok');
    await a.bus.idle();
    await vi.waitFor(async () => expect(await terms()).toBe(before + 1), { timeout: 5000, interval: 10 });
  });

  it('the Binance API\'s depth and book ticker answer the owner\'s book on either node', async () => {
    const c = await createClusterApps(2, pgUrl ?? '', { ownership: true });
    closers.push(c.close);
    const key = 'spot:BTC/USDT';
    await vi.waitFor(() => expect(c.nodes.filter((n) => n.cluster?.owns(key))).toHaveLength(1), { timeout: 5000, interval: 20 });
    const owner = c.nodes.find((n) => n.cluster?.owns(key));
    const other = c.nodes.find((n) => !n.cluster?.owns(key));
    if (!owner || !other) throw new Error('one owner, one other');
    await feedPrices(owner.app, c.clock.now(), { BTC: '80000' });
    const buyer = await registerUser(other.app);
    const seller = await registerUser(other.app);
    await fund(other.app, buyer.id, 'USDT', '10000');
    await fund(other.app, seller.id, 'BTC', '1');
    // Placed on the node that does not own the market: routed to the owner, resting on the owner's book only.
    expect((await placeOrder(other.app, { token: buyer.token }, { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '79000', amount: '0.01' })).body.type).toBe('ok');
    expect((await placeOrder(other.app, { token: seller.token }, { symbol: 'BTC/USDT', side: 'sell', type: 'limit', price: '81000', amount: '0.02' })).body.type).toBe('ok');
    expect(other.app.services.spot.book('BTC/USDT', 'real').engine.depth(5)).toMatchObject({ bids: [], asks: [] });

    const get = async (app: App, path: string) => {
      const res = await app.inject({ method: 'GET', url: `/binance/api/v3/${path}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { bids?: [string, string][]; asks?: [string, string][]; bidPrice?: string; askQty?: string };
    };
    for (const n of [other, owner]) {
      const depth = await get(n.app, 'depth?symbol=BTCUSDT&limit=5');
      expect(depth.bids?.map(([p, q]) => [Number(p), Number(q)])).toEqual([[79000, 0.01]]);
      expect(depth.asks?.map(([p, q]) => [Number(p), Number(q)])).toEqual([[81000, 0.02]]);
      const ticker = await get(n.app, 'ticker/bookTicker?symbol=BTCUSDT');
      expect([Number(ticker.bidPrice), Number(ticker.askQty)]).toEqual([79000, 0.02]);
    }
  });

  it('a node that does not run the feed pauses a silent market too, and resumes with the next tick, also once it took the feed over', async () => {
    const server = await startStreamServer();
    closers.push(server.close);
    const c = await createClusterApps(2, pgUrl ?? '', { env: { MARKET_FEED: 'binance', MARKET_FEED_URL: server.url } });
    closers.push(c.close);
    const [a, b] = c.nodes;
    if (!a || !b) throw new Error('two nodes');
    // A takes the feed lease and connects to the stream; B, without the lease, watches the ticks the bus brings.
    await a.app.listening();
    const fromA = await server.next();
    await b.app.listening();
    const u = await registerUser(b.app);
    await fund(b.app, u.id, 'USDT', '10000');
    let id = 1;
    const send = async (socket: typeof fromA, price: string) => {
      socket.send(tradeFrame('BTCUSDT', id++, price, c.clock.now()));
      await vi.waitFor(() => expect(b.app.services.market.lastPrice('BTC/USDT')?.price).toBe(parseAmount(price)), { timeout: 5000, interval: 10 });
    };
    const stale = () => c.nodes.map((n) => n.app.services.market.isStale('BTC/USDT'));
    const order = () => placeOrder(b.app, { token: u.token }, { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '90000', amount: '0.01' });

    await send(fromA, '96000');
    expect(stale()).toEqual([false, false]);
    c.clock.advance(10_001);
    expect(stale()).toEqual([true, true]);
    expect((await order()).body.code).toBe(4005);
    await send(fromA, '96100');
    expect(stale()).toEqual([false, false]);
    expect((await order()).body.type).toBe('ok');

    // The feed node dies: B hears no tick and pauses, before and after it takes the feed over, until a tick comes.
    await c.stop(0);
    c.clock.advance(10_001);
    expect(b.app.services.market.isStale('BTC/USDT')).toBe(true);
    const fromB = await server.next();
    expect(b.app.services.market.isStale('BTC/USDT')).toBe(true);
    expect((await order()).body.code).toBe(4005);
    await send(fromB, '96200');
    expect(b.app.services.market.isStale('BTC/USDT')).toBe(false);
    expect((await order()).body.type).toBe('ok');
  });
});
