import type { Notification, PriceAlert } from '@candor/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import { LocalBus, type Bus } from '../../platform/bus/bus.js';
import { natsSkipReason, natsUp } from '../../platform/bus/nats.testkit.js';
import { call, registerUser } from '../../test/client.js';
import { createClusterApps } from '../../test/cluster.js';
import { createSharedTestApps } from '../../test/harness.js';
import { openSocket, type TestSocket, type WsMessage } from '../../test/ws.js';

const BTC = 'BTC/USDT';
const p = (n: number): bigint => BigInt(Math.round(n * 100)) * 10n ** 6n;
const pgUrl = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
const natsSkip = !natsUp ? natsSkipReason : !pgUrl ? 'DATABASE_URL is not PostgreSQL' : null;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => { for (const c of closers.splice(0).reverse()) await c(); });

/** A user's websocket on `app`, signed in and listening to its notifications. */
async function notificationsSocket(app: App, token: string): Promise<TestSocket> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const s = await openSocket(`ws://127.0.0.1:${address.port}/api/ws`);
  closers.unshift(async () => { s.ws.close(); });
  s.send({ op: 'auth', token });
  await s.next((m) => m.op === 'authed');
  s.send({ op: 'subscribe', channels: ['notifications'] });
  await s.next((m) => m.op === 'subscribed');
  return s;
}

const notes = (m: WsMessage) => (m.events ?? []).filter((e) => e.ch === 'notifications').map((e) => e.data as { notification: Notification; unread: number });

/**
 * Two nodes that both see the tick crossing an alert: the claim in the shared database lets exactly one fire it, the
 * notification is recorded once, and the user, connected to the node that did not fire, gets it live.
 */
async function firesOnceAcrossNodes(a: App, b: App, buses: { a: Bus; b: Bus }, now: number, idle: () => Promise<void>): Promise<void> {
  const u = await registerUser(a);
  await a.services.market.ingest([{ symbol: BTC, price: p(100), volume: 0n, time: now, source: 'test' }]);
  const created = await call<PriceAlert>(a, 'POST', '/alerts', { symbol: BTC, kind: 'above', value: '110' }, { token: u.token });
  const id = created.body.data!.id;
  // The other node's index follows the change over the bus.
  await vi.waitFor(() => { if (!b.services.alerts.index.has(id)) throw new Error('node B has not heard of the alert'); }, { timeout: 5000, interval: 10 });
  const socket = await notificationsSocket(b, u.token);
  const fired: number[] = [];
  buses.a.subscribe('alerts.fired', (e) => { fired.push(e.alertId); });
  const onA = vi.spyOn(a.services.alerts, 'onTicks');
  const onB = vi.spyOn(b.services.alerts, 'onTicks');

  // The tick stored by node A reaches both nodes' alert indexes; both take the alert, the database lets one fire it.
  await a.services.market.ingest([{ symbol: BTC, price: p(111), volume: 0n, time: now + 1000, source: 'test' }]);
  await vi.waitFor(() => { if (onA.mock.calls.length === 0 || onB.mock.calls.length === 0) throw new Error('a node has not seen the tick'); }, { timeout: 5000, interval: 10 });
  const counts = await Promise.all([...onA.mock.results, ...onB.mock.results].map((r) => r.value as Promise<number>));
  expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
  await idle();
  const live = await socket.next((m) => notes(m).length > 0);
  expect(notes(live)).toEqual([expect.objectContaining({ unread: 1, notification: expect.objectContaining({ kind: 'alert', title: 'BTC/USDT rose to 110', link: '/pages/alerts/index' }) })]);

  // Another crossing tick fires nothing: the alert is gone from both indexes and fired in the database.
  await a.services.market.ingest([{ symbol: BTC, price: p(112), volume: 0n, time: now + 2000, source: 'test' }]);
  await idle();
  expect(fired).toEqual([id]);
  expect(a.services.alerts.index.has(id) || b.services.alerts.index.has(id)).toBe(false);
  for (const node of [a, b]) {
    const list = await call<{ total: number; items: Notification[] }>(node, 'GET', '/notifications', undefined, { token: u.token });
    expect(list.body.data?.total).toBe(1);
  }
  expect(socket.seen.filter((m) => notes(m).length > 0)).toEqual([]);
}

describe('price alerts across nodes', { timeout: 120_000 }, () => {
  it('two apps on one database and one bus (a shared LocalBus): fired once, the user on the other node gets it live', async () => {
    const bus = new LocalBus();
    const shared = await createSharedTestApps(2, { bus });
    closers.push(() => shared.close());
    const [a, b] = shared.apps as [App, App];
    await firesOnceAcrossNodes(a, b, { a: bus, b: bus }, shared.clock.now(), () => bus.idle());
  });

  it.skipIf(natsSkip !== null)(`two nodes on PostgreSQL and NATS: fired once, the user on the other node gets it live${natsSkip ? ` (skipped: ${natsSkip})` : ''}`, async () => {
    const c = await createClusterApps(2, pgUrl ?? '');
    closers.push(c.close);
    const [a, b] = c.nodes;
    if (!a || !b) throw new Error('two nodes');
    await firesOnceAcrossNodes(a.app, b.app, { a: a.bus, b: b.bus }, c.clock.now(), async () => { await a.bus.idle(); await b.bus.idle(); });
  });
});
