import type { PriceAlert } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { call, registerUser } from '../../test/client.js';
import { appsClosedAfterEach, createSharedTestApps } from '../../test/harness.js';

const { fresh, closeLater } = appsClosedAfterEach();
const BTC = 'BTC/USDT';
const p = (n: number): bigint => BigInt(Math.round(n * 100)) * 10n ** 6n;

async function tick(app: App, price: number, time: number, symbol = BTC): Promise<void> {
  await app.services.market.ingest([{ symbol, price: p(price), volume: 0n, time, source: 'test' }]);
  await app.platform.bus.idle();
}

function firedCounter(app: App): { ids: number[] } {
  const seen = { ids: [] as number[] };
  app.platform.bus.subscribe('alerts.fired', (e) => { seen.ids.push(e.alertId); });
  return seen;
}

describe('price alerts', { timeout: 120_000 }, () => {
  it('an alert fires once when a feed tick crosses it, and never again', async () => {
    const t = await fresh();
    const u = await registerUser(t.app);
    const fired = firedCounter(t.app);
    await tick(t.app, 100, t.clock.now());
    const above = await call<PriceAlert>(t.app, 'POST', '/alerts', { symbol: 'BTC/USDT', kind: 'above', value: '110' }, { token: u.token });
    const below = await call<PriceAlert>(t.app, 'POST', '/alerts', { symbol: 'BTCUSDT', kind: 'below', value: '90' }, { token: u.token });
    expect(above.body.data?.status).toBe('active');
    expect(below.body.data?.symbol).toBe(BTC);
    await tick(t.app, 109.99, t.clock.now() + 1000);
    expect(fired.ids).toEqual([]);
    await tick(t.app, 111, t.clock.now() + 2000);
    await tick(t.app, 120, t.clock.now() + 3000);
    await tick(t.app, 105, t.clock.now() + 4000);
    await tick(t.app, 112, t.clock.now() + 5000);
    expect(fired.ids).toEqual([above.body.data?.id]);
    const list = await call<PriceAlert[]>(t.app, 'GET', '/alerts', undefined, { token: u.token });
    const mine = new Map(list.body.data?.map((a) => [a.id, a]));
    expect(mine.get(above.body.data!.id)).toMatchObject({ status: 'fired', fired_price: '111' });
    expect(mine.get(below.body.data!.id)?.status).toBe('active');
    await tick(t.app, 80, t.clock.now() + 6000);
    expect(fired.ids).toEqual([above.body.data?.id, below.body.data?.id]);
  });

  it('refuses a value the price has already reached, a bad kind, and more than 50 active alerts; pause and delete take it out', async () => {
    const t = await fresh();
    const u = await registerUser(t.app);
    const fired = firedCounter(t.app);
    await tick(t.app, 100, t.clock.now());
    const reached = await call(t.app, 'POST', '/alerts', { symbol: BTC, kind: 'above', value: '99' }, { token: u.token });
    expect(reached.body.code).toBe(6905);
    expect((await call(t.app, 'POST', '/alerts', { symbol: BTC, kind: 'sideways', value: '1' }, { token: u.token })).body.code).toBe(6902);
    expect((await call(t.app, 'POST', '/alerts', { symbol: BTC, kind: 'move', value: '-1' }, { token: u.token })).body.code).toBe(6903);
    expect((await call(t.app, 'POST', '/alerts', { symbol: 'NOPE/USDT', kind: 'above', value: '1' }, { token: u.token })).status).toBe(404);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const r = await call<PriceAlert>(t.app, 'POST', '/alerts', { symbol: BTC, kind: 'above', value: String(200 + i) }, { token: u.token });
      ids.push(r.body.data!.id);
    }
    expect((await call(t.app, 'POST', '/alerts', { symbol: BTC, kind: 'above', value: '500' }, { token: u.token })).body.code).toBe(6904);
    const paused = await call<PriceAlert>(t.app, 'POST', `/alerts/${ids[0]}/pause`, {}, { token: u.token });
    expect(paused.body.data?.status).toBe('paused');
    expect((await call(t.app, 'POST', `/alerts/${ids[1]}/delete`, {}, { token: u.token })).body.code).toBe(1);
    await tick(t.app, 202, t.clock.now() + 1000);
    expect(fired.ids).toEqual([ids[2]]);
    const resumed = await call<PriceAlert>(t.app, 'POST', `/alerts/${ids[0]}/resume`, {}, { token: u.token });
    expect(resumed.body.data?.status).toBe('active');
    await tick(t.app, 200.5, t.clock.now() + 2000);
    expect(fired.ids).toEqual([ids[2], ids[0]]);
    const other = await registerUser(t.app);
    expect((await call(t.app, 'POST', `/alerts/${ids[3]}/delete`, {}, { token: other.token })).body.code).toBe(6901);
    expect((await call<PriceAlert[]>(t.app, 'GET', '/alerts', undefined, { token: other.token })).body.data).toEqual([]);
  });

  it('a move alert fires when the 24-hour change reaches its percent', async () => {
    const t = await fresh();
    const u = await registerUser(t.app);
    const fired = firedCounter(t.app);
    const start = t.clock.now();
    await tick(t.app, 100, start);
    const move = await call<PriceAlert>(t.app, 'POST', '/alerts', { symbol: BTC, kind: 'move', value: '5' }, { token: u.token });
    expect(move.body.data?.value).toBe('5');
    const later = start + 86_400_000;
    await tick(t.app, 104, later);
    expect(fired.ids).toEqual([]);
    await tick(t.app, 94.9, later + 120_000);
    expect(fired.ids).toEqual([move.body.data?.id]);
  });

  it('a restart restores the active alerts, and two nodes on one database fire an alert once', async () => {
    const shared = await createSharedTestApps(2);
    closeLater(() => shared.close());
    const [a, b] = shared.apps as [App, App];
    const u = await registerUser(a);
    await tick(a, 100, shared.clock.now());
    const created = await call<PriceAlert>(a, 'POST', '/alerts', { symbol: BTC, kind: 'below', value: '95' }, { token: u.token });
    expect(b.services.alerts.index.size).toBe(0);
    await b.services.alerts.restore();
    expect(b.services.alerts.index.has(created.body.data!.id)).toBe(true);
    const onA = firedCounter(a);
    const onB = firedCounter(b);
    const time = shared.clock.now() + 1000;
    await tick(a, 94, time);
    await tick(b, 94, time);
    expect([...onA.ids, ...onB.ids]).toEqual([created.body.data?.id]);
    expect(a.services.alerts.index.size + b.services.alerts.index.size).toBe(0);
  });
});
