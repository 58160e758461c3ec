import { CRYPTO_MARKETS, parseAmount, type FeedStatusView, type MarketQuote } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { fundFutures, open } from '../futures/futures.testkit.js';
import { buy, fundOptions, orderRow } from '../options/options.testkit.js';
import { BID, fund, placeOrder } from '../spot/spot.testkit.js';
import { getQuote, okData, refusal } from '../swap/swap.testkit.js';
import { BinanceFeed } from './binance-feed.js';
import { HandTimers, Inbox, startStreamServer, tradeFrame, type StreamServer } from './feed.testkit.js';

const STALE = 4005;
type User = { token: string; id: number };

/**
 * The staleness rules end to end: the market service follows a local Binance-format server (timers fired by hand, the
 * manual clock moved by the test); when BTC's feed is silent past 10 s every engine refuses with market_stale, and the
 * first fresh tick resumes them. Nothing is priced, and no price is stored, while the feed is silent.
 */
describe('a silent feed pauses trading, triggers and settlements; fresh ticks resume them', () => {
  let t: TestApp;
  let user: User;
  let server: StreamServer;
  let stored: Inbox<string>;
  let id = 100;
  let send: (price: string) => Promise<void>;
  moneyTestApp(async (app) => {
    server = await startStreamServer();
    stored = new Inbox<string>();
    app.app.platform.bus.subscribe('market.ticks', ({ ticks }) => { for (const tk of ticks) stored.push(tk.symbol); });
    const feed = new BinanceFeed(server.url, CRYPTO_MARKETS, { batchMs: 0, timers: new HandTimers() });
    await app.app.services.market.start(feed);
    const socket = await server.next();
    send = async (price) => {
      const before = stored.items.length;
      socket.send(tradeFrame('BTCUSDT', id++, price, app.clock.now()));
      await stored.when((s) => s.length > before);
      await app.app.services.futures.settled();
    };
    await app.app.services.options.money.fundPlatform(['demo']);
    await app.app.services.swap.fundLiquidity();
    const u = await registerUser(app.app);
    await fund(app.app, u.id, 'USDT', '1000');
    await fundFutures(app.app, u.id, '10000', 'demo');
    await fundOptions(app.app, u.id, '1000', 'demo');
    return u;
  }, (app, u) => { t = app; user = u; });

  const stop = async () => {
    await t.app.services.market.stop();
    await server.close();
  };

  it('pauses spot orders, swap, futures and options after 10 s of silence, with a translated message, and resumes on a fresh tick', async () => {
    await send('96000');
    const m = t.app.services.market;
    expect(m.isStale('BTC/USDT')).toBe(false);
    t.clock.advance(10_000);
    expect(m.isStale('BTC/USDT')).toBe(false); // exactly the limit: still fresh
    t.clock.advance(1);
    expect(m.isStale('BTC/USDT')).toBe(true);

    const spot = await placeOrder(t.app, { token: user.token }, BID);
    expect(spot.body).toMatchObject({ type: 'error', code: STALE });
    expect(spot.status).toBe(409);
    expect(spot.body.message).toBe('Trading on BTC/USDT is paused: its price feed has been silent for more than 10 s. It resumes by itself when fresh prices arrive.');
    const zh = await placeOrder(t.app, { token: user.token, lang: 'zh' }, BID);
    expect(zh.body.message).toContain('BTC/USDT 的交易已暂停');
    expect(refusal(await getQuote(t.app, user, { from: 'BTC', to: 'USDT', amount: '0.5' }))).toBe(STALE);
    await expect(open(t.app, user.id, {}, 'demo')).rejects.toMatchObject({ key: 'market_stale' });
    await expect(buy(t.app, user.id, {}, 'demo')).rejects.toMatchObject({ key: 'market_stale' });

    const feed = (await call<FeedStatusView>(t.app, 'GET', 'market/feed')).body.data;
    expect(feed).toMatchObject({ source: 'binance', simulated: false, stale_after_ms: 10_000 });
    expect(feed?.stale).toContain('BTC/USDT');
    const quotes = (await call<MarketQuote[]>(t.app, 'GET', 'currency/quotation_new')).body.data ?? [];
    expect(quotes.find((q) => q.symbol === 'BTC/USDT')).toMatchObject({ price: '96000', stale: true });
    // No price was invented for the silence: the last price and the stored ticks are the one trade received.
    expect(m.lastPrice('BTC/USDT')?.price).toBe(parseAmount('96000'));
    expect(await m.ticksOf('BTC/USDT', 0, t.clock.now())).toHaveLength(1);

    await send('96100');
    expect(m.isStale('BTC/USDT')).toBe(false);
    expect((await call<FeedStatusView>(t.app, 'GET', 'market/feed')).body.data?.stale).not.toContain('BTC/USDT');
    expect(okData(await placeOrder(t.app, { token: user.token }, BID))).toMatchObject({ symbol: 'BTC/USDT', status: 'waiting' });
    expect(okData(await getQuote(t.app, user, { from: 'BTC', to: 'USDT', amount: '0.5' }))).toBeTruthy();
    expect(await open(t.app, user.id, {}, 'demo')).toMatchObject({ symbol: 'BTC/USDT', entry_price: '96100' });
    expect(await buy(t.app, user.id, {}, 'demo')).toMatchObject({ status: 'open', open_price: '96100' });
    await stop();
  });

  it('an option whose close tick never comes is void, and stays void when the feed resumes', async () => {
    await send('96000');
    const o = await buy(t.app, user.id, {}, 'demo');
    t.clock.advance(60_000 + 10_000 + 3_000);
    expect(t.app.services.market.isStale('BTC/USDT')).toBe(true);
    expect(await t.app.services.options.settlement.run(t.clock.now())).toBe(1);
    await send('99000');
    expect(await t.app.services.options.settlement.run(t.clock.now())).toBe(0);
    expect(await orderRow(t.app, o.id)).toMatchObject({ status: 'void', result: 'void', close_tick_id: null });
    await stop();
  });

  it('triggers wait for fresh ticks: a stop loss crossed only by the first tick after the silence fires at that tick', async () => {
    await send('96000');
    const p = await open(t.app, user.id, { stop_loss: '95000' }, 'demo');
    t.clock.advance(30_000);
    await t.app.services.futures.settled();
    expect(t.app.services.market.isStale('BTC/USDT')).toBe(true);
    expect(await t.app.platform.db.selectFrom('futures_positions').select('close_reason').where('id', '=', p.id).executeTakeFirstOrThrow()).toEqual({ close_reason: null });
    await send('94000');
    const row = await t.app.platform.db.selectFrom('futures_positions').selectAll().where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ close_reason: 'stop_loss', close_atoms: parseAmount('94000') });
    await stop();
  });
});

describe('production never starts the simulation by itself', () => {
  it('refuses to start the simulated feed with NODE_ENV=production', async () => {
    const refused = await createTestApp({ NODE_ENV: 'production', DEV_OUTBOX: '0', MARKET_MAKER: '0', SIM_PARTICIPANTS: '0' });
    try {
      await expect(refused.app.listening()).rejects.toThrow(/ALLOW_SIMULATED_FEED=1/);
      expect(refused.app.services.market.feedStatus()).toMatchObject({ source: 'off', simulated: false });
    } finally {
      await refused.close();
    }
  });
});
