import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import { createSharedTestApps, createTestApp, type TestApp } from '../../test/harness.js';
import { LEASE_MS } from './futures.nodes.js';
import { feed, fundFutures, futuresBalance, open } from './futures.testkit.js';

describe('futures: races and restarts', () => {
  let t: TestApp;
  let user: { token: string; id: number };
  moneyTestApp(async (app) => {
    await app.app.services.futures.start(['real', 'demo']);
    await feed(app.app, app.clock.now(), { BTC: '100000' });
    return registerUser(app.app);
  }, (app, u) => { t = app; user = u; });

  it('never over-commits one margin balance under 100 concurrent orders', async () => {
    await fundFutures(t.app, user.id, '1000');
    // Each order: 10 lots, 10x: margin 100 + fee 0.5. 1,000 USDT holds nine of them.
    const answers = await Promise.all(Array.from({ length: 100 }, () =>
      call(t.app, 'POST', 'futures/trade', { symbol: 'BTC/USDT', side: 'long', lots: '10', leverage: '10', margin_mode: 'isolated' }, { token: user.token })));
    const ok = answers.filter((a) => a.body.type === 'ok');
    expect(ok).toHaveLength(9);
    for (const a of answers) if (a.body.type !== 'ok') expect([a.status, a.body.code]).toEqual([409, 6815]);
    expect(await futuresBalance(t.app, user.id)).toEqual({ available: p('1000') - 9n * p('100.5'), locked: 9n * p('100') });
    const oi = await t.app.platform.db.selectFrom('futures_open_interest').selectAll().where('symbol', '=', 'BTC/USDT').where('mode', '=', 'real').executeTakeFirstOrThrow();
    expect(oi.long_lots).toBe(90);
  });

  it('one idempotency key opens once, answered the same every time', async () => {
    await fundFutures(t.app, user.id, '1000');
    const body = { symbol: 'BTC/USDT', side: 'short', lots: '1', idempotency_key: 'futures-key-0001' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call<{ id: number }>(t.app, 'POST', 'lever/submit', body, { token: user.token })));
    expect(new Set(answers.map((a) => a.body.data?.id)).size).toBe(1);
  });
});

describe('futures: a restart in the middle of a price path', () => {
  const path = ['100000', '99000', '101500', '98200', '97100', '103300', '95600', '104000', '92000', '106000'];
  const plans: Record<string, string>[] = [
    { side: 'long', lots: '10', leverage: '20', margin_mode: 'isolated', take_profit: '104500', stop_loss: '93000' },
    { side: 'short', lots: '5', leverage: '50', margin_mode: 'isolated' },
    { side: 'long', lots: '3', leverage: '10', margin_mode: 'cross', trail_distance: '2500' },
    { side: 'short', lots: '7', leverage: '10', margin_mode: 'cross', take_profit: '96000', stop_loss: '105000' },
    { side: 'long', lots: '2', leverage: '10', type: 'limit', price: '97500', margin_mode: 'isolated' },
  ];
  const snapshot = async (app: TestApp['app'], userId: number) => ({
    rows: (await app.platform.db.selectFrom('futures_positions').select(['id', 'status', 'close_reason', 'close_atoms', 'entry_atoms', 'realized_pnl_atoms', 'margin_atoms']).orderBy('id').execute()),
    balance: await futuresBalance(app, userId),
  });

  it('gives the same positions, closes and balances as no restart', async () => {
    const reference = await createTestApp();
    let expected;
    try {
      await reference.app.services.futures.start(['real']);
      await feed(reference.app, reference.clock.now(), { BTC: '100000' });
      const u = await registerUser(reference.app);
      await fundFutures(reference.app, u.id, '5000');
      for (const pl of plans) await open(reference.app, u.id, pl);
      for (const price of path) { reference.clock.advance(1000); await feed(reference.app, reference.clock.now(), { BTC: price }); }
      expected = await snapshot(reference.app, u.id);
    } finally {
      await reference.close();
    }

    const shared = await createSharedTestApps(2);
    try {
      const [a, b] = shared.apps as [TestApp['app'], TestApp['app']];
      await a.services.futures.start(['real']);
      await feed(a, shared.clock.now(), { BTC: '100000' });
      const u = await registerUser(a);
      await fundFutures(a, u.id, '5000');
      for (const pl of plans) await open(a, u.id, pl);
      for (const price of path.slice(0, 5)) { shared.clock.advance(1000); await feed(a, shared.clock.now(), { BTC: price }); }
      // Process a is down from here: the feed's ticks are stored (by b's market) and b's engine starts afterwards.
      for (const price of path.slice(5)) {
        shared.clock.advance(1000);
        await b.services.market.ingest([{ symbol: 'BTC/USDT', price: p(price), volume: 0n, time: shared.clock.now(), source: 'test' }]);
      }
      // a died holding the engine lease: b takes it over once it lapses.
      shared.clock.advance(LEASE_MS);
      await b.services.futures.start([]);
      await b.services.futures.settled();
      expect(await snapshot(b, u.id)).toEqual(expected);
      expect(expected.rows.some((r) => r.status === 3)).toBe(true);
    } finally {
      await shared.close();
    }
  }, 60_000);
});
