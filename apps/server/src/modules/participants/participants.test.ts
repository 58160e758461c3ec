import { marketBySymbol, parseAmount as p, SIMULATED_OWNER_BASE, type SpotLast, type SpotTrade } from '@candor/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { superadmin } from '../../test/admin.js';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { platformAccount } from '../ledger/index.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { MarketMaker } from '../spot/index.js';
import { orderPlan } from './participants.plan.js';

const BTC = 'BTC/USDT';

/** Feed ticks for BTC, one a second from the test clock on, as the feed's ingest publishes them on the bus. */
async function tick(t: TestApp, prices: string[]): Promise<void> {
  for (const price of prices) {
    t.clock.advance(1_000);
    await t.app.services.market.ingest([{ symbol: BTC, price: p(price), volume: 0n, time: t.clock.now(), source: 'test' }]);
    await t.app.services.participants.settled();
  }
}

describe('simulated participants (trial install)', () => {
  let t: TestApp;
  afterEach(async () => { await t.close(); });

  it('trade through the real engine and the ledger: the book moves, every trade is marked simulated, the ledger balances', async () => {
    t = await createTestApp();
    await t.app.start();
    const { participants, spot, ledger } = t.app.services;
    expect(participants.running).toBe(true);
    const btc = marketBySymbol(BTC);
    if (!btc) throw new Error('no market');
    await new MarketMaker(spot, ledger, t.app.log).requote(btc, 'real', p('96000'));

    // The funding came from a platform account, with a system actor and the shared reason.
    const funded = await t.app.platform.db.selectFrom('ledger_entries').selectAll().where('reason', 'like', 'participant_funding%').execute();
    expect(funded.length).toBeGreaterThan(0);
    expect(funded.every((e) => e.actor_type === 'system')).toBe(true);

    const before = await call<SpotTrade[]>(t.app, 'GET', 'currency/deal', { symbol: BTC });
    expect(before.body.data).toEqual([]);
    await tick(t, Array.from({ length: 24 }, (_, i) => String(96000 + ((i * 7) % 11) - 5)));

    const trades = (await call<SpotTrade[]>(t.app, 'GET', 'currency/deal', { symbol: BTC, limit: '100' })).body.data ?? [];
    expect(trades.length).toBeGreaterThan(3);
    expect(trades.every((tr) => tr.simulated)).toBe(true);

    // Last price is the last trade on Candor's book; the index is the feed's price beside it.
    const last = (await call<SpotLast>(t.app, 'GET', 'spot/last', { symbol: BTC })).body.data;
    expect(last).toMatchObject({ symbol: BTC, last: trades[0]?.price, last_time: trades[0]?.time, last_simulated: true, index: '96002' });

    // Postings sum to zero per asset, nothing guarded went negative, balances rebuild from the journal.
    expect(await ledgerProblems(ledger, t.app.platform.db)).toEqual([]);
    for (const owner of participants.owners) {
      for (const asset of ['USDT', 'BTC']) {
        const b = await ledger.balance({ ownerId: owner, asset, kind: 'simulated', mode: 'real' });
        expect(b.available >= 0n && b.locked >= 0n).toBe(true);
      }
    }
    // The back office's trade list names them too.
    const admin = await superadmin(t);
    const listed = (await call<{ total: number; items: { simulated: boolean; mode: string }[] }>(t.app, 'GET', 'admin/spot/trades', { symbol: BTC, mode: 'real' }, { token: admin.token })).body.data;
    expect(listed?.total).toBe(trades.length);
    expect(listed?.items.every((tr) => tr.simulated && tr.mode === 'real')).toBe(true);
    // The liabilities report counts them with the platform, not as users.
    const holdings = await ledger.holdings();
    expect(holdings.filter((h) => h.kind === 'simulated').every((h) => h.owner === 'platform')).toBe(true);
  }, 120_000);

  it('a user trading with them sees the trade marked simulated; a trade between users is not', async () => {
    t = await createTestApp();
    const { spot } = t.app.services;
    const { fund, plainUser } = await import('../spot/spot.testkit.js');
    const a = await plainUser(t.app, 'alice');
    const b = await plainUser(t.app, 'bob');
    await fund(t.app, a, 'USDT', '1000');
    await fund(t.app, b, 'BTC', '1');
    await spot.place(b, 'real', { symbol: BTC, side: 'sell', type: 'limit', price: '96000', amount: '0.001', tif: 'GTC' });
    await spot.place(a, 'real', { symbol: BTC, side: 'buy', type: 'limit', price: '96000', amount: '0.001', tif: 'IOC' });
    await t.app.start();
    await spot.place(b, 'real', { symbol: BTC, side: 'sell', type: 'limit', price: '96001', amount: '0.001', tif: 'GTC' });
    await t.app.services.participants.act(marketBySymbol(BTC) ?? (() => { throw new Error('no market'); })(), 'real', p('96001'));
    const trades = (await call<SpotTrade[]>(t.app, 'GET', 'currency/deal', { symbol: BTC })).body.data ?? [];
    expect(trades.at(-1)).toMatchObject({ price: '96000', simulated: false });
    expect(trades.slice(0, -1).every((tr) => tr.simulated)).toBe(true);
  });

  it('never start in production, even when asked', async () => {
    expect(loadConfig({ NODE_ENV: 'production', SIM_PARTICIPANTS: '1' }).simParticipants).toBe(false);
    t = await createTestApp({ NODE_ENV: 'production', DEV_OUTBOX: '0', SIM_PARTICIPANTS: '1' });
    await t.app.start();
    expect(t.app.services.participants.running).toBe(false);
    await tick(t, ['96000', '96010', '96020', '96030']);
    const simulated = await t.app.platform.db.selectFrom('ledger_accounts').selectAll().where('kind', '=', 'simulated').execute();
    expect(simulated).toEqual([]);
    expect(await t.app.platform.db.selectFrom('spot_orders').selectAll().where('user_id', '>', SIMULATED_OWNER_BASE).execute()).toEqual([]);
  });

  it('can be switched off in a trial install (SIM_PARTICIPANTS=0)', async () => {
    t = await createTestApp({ SIM_PARTICIPANTS: '0' });
    await t.app.start();
    expect(t.app.services.participants.running).toBe(false);
    expect((await t.app.services.ledger.balance(platformAccount('USDT', 'market_maker', 'real'))).available > 0n).toBe(true);
  });
});

describe('a participant order', () => {
  it('stays near the feed price, on the tick, small', () => {
    const btc = marketBySymbol(BTC);
    if (!btc) throw new Error('no market');
    const draws = [0.1, 0.1, 0.5];
    const taker = orderPlan(btc, p('96000'), () => draws.shift() ?? 0);
    expect(taker).toEqual({ side: 'buy', tif: 'IOC', price: p('96144'), amount: p('0.002132') });
    const resting = orderPlan(btc, p('96000'), (() => { const d = [0.9, 0.9, 0]; return () => d.shift() ?? 0; })());
    expect(resting).toEqual({ side: 'sell', tif: 'GTC', price: p('96000.01'), amount: p('0.000104') });
  });
});
