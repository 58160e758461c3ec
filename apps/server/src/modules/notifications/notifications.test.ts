import type { Notification, PriceAlert, UnreadCounts } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { call, registerUser } from '../../test/client.js';
import { appsClosedAfterEach } from '../../test/harness.js';
import { browserKeys, checkVapid, decryptPush, fakePushService } from './push.testkit.js';

const { fresh, closeLater } = appsClosedAfterEach();
const BTC = 'BTC/USDT';
const p = (n: number): bigint => BigInt(Math.round(n * 100)) * 10n ** 6n;

async function tick(app: App, price: number, time: number): Promise<void> {
  await app.services.market.ingest([{ symbol: BTC, price: p(price), volume: 0n, time, source: 'test' }]);
  await app.platform.bus.idle();
}

async function alert(app: App, token: string, kind: string, value: string): Promise<PriceAlert> {
  const r = await call<PriceAlert>(app, 'POST', '/alerts', { symbol: BTC, kind, value }, { token });
  if (!r.body.data) throw new Error(r.body.message);
  return r.body.data;
}

const sendPush = (app: App, now: number) => app.services.notifications.push.sendDue(now, (id, userId) => app.services.notifications.pushMessage(id, userId));

describe('the notification centre', { timeout: 120_000 }, () => {
  it('records a fired alert once for its user only, live on the bus, with unread counts, read and read-all', async () => {
    const t = await fresh();
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const live: { userId: number; unread: number; title: string }[] = [];
    t.app.platform.bus.subscribe('notifications.new', (e) => { live.push({ userId: e.userId, unread: e.unread, title: e.notification.title }); });
    await tick(t.app, 100, t.clock.now());
    await alert(t.app, u.token, 'above', '110');
    await alert(t.app, u.token, 'below', '90');
    await tick(t.app, 111, t.clock.now() + 1000);
    await tick(t.app, 112, t.clock.now() + 2000);
    expect(live).toEqual([{ userId: u.id, unread: 1, title: 'BTC/USDT rose to 110' }]);
    await tick(t.app, 85, t.clock.now() + 3000);
    const unread = await call<UnreadCounts>(t.app, 'GET', '/notifications/unread', undefined, { token: u.token });
    expect(unread.body.data).toMatchObject({ total: 2, by_kind: { alert: 2, order: 0 } });
    const list = await call<{ total: number; items: Notification[] }>(t.app, 'GET', '/notifications', { limit: 1 }, { token: u.token, lang: 'de' });
    expect(list.body.data?.total).toBe(2);
    expect(list.body.data?.items[0]).toMatchObject({ kind: 'alert', title: 'BTC/USDT fiel auf 90', read: false, link: '/pages/alerts/index' });
    const more = await call<{ total: number; items: Notification[] }>(t.app, 'GET', '/notifications', { limit: 1, page: 2, kind: 'alert' }, { token: u.token });
    expect(more.body.data?.items[0]?.title).toBe('BTC/USDT rose to 110');
    const firstId = more.body.data!.items[0]!.id;
    // Privacy: another user sees none of it and cannot mark it read.
    expect((await call<{ total: number }>(t.app, 'GET', '/notifications', undefined, { token: other.token })).body.data?.total).toBe(0);
    expect((await call(t.app, 'POST', `/notifications/${firstId}/read`, {}, { token: other.token })).body.code).toBe(7001);
    expect((await call<UnreadCounts>(t.app, 'GET', '/notifications/unread', undefined, { token: other.token })).body.data?.total).toBe(0);
    const afterRead = await call<UnreadCounts>(t.app, 'POST', `/notifications/${firstId}/read`, {}, { token: u.token });
    expect(afterRead.body.data?.total).toBe(1);
    const none = await call<UnreadCounts>(t.app, 'POST', '/notifications/read_all', {}, { token: u.token });
    expect(none.body.data?.total).toBe(0);
    expect((await call<{ items: Notification[] }>(t.app, 'GET', '/notifications', undefined, { token: u.token })).body.data?.items.every((n) => n.read)).toBe(true);
  });

  it('an announcement reaches every user once (read per user); a support agent reply is recorded once', async () => {
    const t = await fresh();
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const n = t.app.services.notifications;
    const content = { list: async () => ({ total: 1, items: [{ id: 7, kind: 'announcement' as const, slug: null, lang: 'en' as const, title: 'Maintenance tonight', summary: '', version: 1, pinned: false, sample: false, published_at: t.clock.now() + 10 }] }) };
    const { recordAnnouncements } = await import('./notifications.announcements.js');
    expect(await recordAnnouncements(n, content)).toBe(1);
    expect(await recordAnnouncements(n, content)).toBe(0);
    for (const who of [u, other]) {
      const list = await call<{ items: Notification[] }>(t.app, 'GET', '/notifications', undefined, { token: who.token });
      expect(list.body.data?.items.map((x) => [x.kind, x.title, x.link])).toEqual([['announcement', 'Maintenance tonight', '/pages/index/notice/notice?id=7']]);
    }
    await call(t.app, 'POST', '/notifications/read_all', {}, { token: u.token });
    expect((await call<UnreadCounts>(t.app, 'GET', '/notifications/unread', undefined, { token: u.token })).body.data?.total).toBe(0);
    expect((await call<UnreadCounts>(t.app, 'GET', '/notifications/unread', undefined, { token: other.token })).body.data?.by_kind.announcement).toBe(1);
    t.app.platform.bus.publish('support.message', { userId: u.id, conversationId: 1, status: 'open', unread: 1,
      message: { id: 55, conversation_id: 1, sender: 'agent', agent: 'Ann', text: 'Hello, it is solved.', image_id: null, created_at: t.clock.now() } });
    t.app.platform.bus.publish('support.message', { userId: u.id, conversationId: 1, status: 'open', unread: 1,
      message: { id: 55, conversation_id: 1, sender: 'agent', agent: 'Ann', text: 'Hello, it is solved.', image_id: null, created_at: t.clock.now() } });
    await t.app.platform.bus.idle();
    const support = await call<{ items: Notification[] }>(t.app, 'GET', '/notifications', { kind: 'support' }, { token: u.token });
    expect(support.body.data?.items.map((x) => x.body)).toEqual(['Hello, it is solved.']);
  });

  it('web push: the encrypted payload reaches a local push service with a valid VAPID JWT; a 5xx is retried; a 410 drops the subscription', async () => {
    const t = await fresh();
    const push = await fakePushService();
    closeLater(push.close);
    const u = await registerUser(t.app);
    const browser = browserKeys();
    const endpoint = `${push.origin}/push/abc`;
    const key = (await call<{ key: string }>(t.app, 'GET', '/notifications/push/key')).body.data!.key;
    const sub = await call(t.app, 'POST', '/notifications/push/subscribe', { endpoint, ...browser.keys }, { token: u.token });
    expect(sub.body.code).toBe(1);
    expect((await call(t.app, 'POST', '/notifications/push/subscribe', { endpoint: 'ftp://x', ...browser.keys }, { token: u.token })).body.code).toBe(7003);
    expect((await call<{ this_browser: boolean }>(t.app, 'GET', '/notifications/push/status', { endpoint }, { token: u.token })).body.data?.this_browser).toBe(true);
    await tick(t.app, 100, t.clock.now());
    await alert(t.app, u.token, 'above', '110');
    await tick(t.app, 111, t.clock.now() + 1000);
    expect(await sendPush(t.app, t.clock.now())).toEqual({ sent: 1, failed: 0, dropped: 0 });
    expect(push.hits).toHaveLength(1);
    const hit = push.hits[0]!;
    expect(hit.path).toBe('/push/abc');
    expect(hit.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(hit.headers['ttl'])).toBeGreaterThan(0);
    checkVapid(hit.headers['authorization'], endpoint, key);
    expect(JSON.parse(decryptPush(hit.body, browser))).toMatchObject({ kind: 'alert', title: 'BTC/USDT rose to 110', link: '/pages/alerts/index' });
    expect(await sendPush(t.app, t.clock.now() + 10_000)).toEqual({ sent: 0, failed: 0, dropped: 0 });

    push.state.status = 503;
    await alert(t.app, u.token, 'below', '90');
    await tick(t.app, 80, t.clock.now() + 2000);
    expect(await sendPush(t.app, t.clock.now())).toEqual({ sent: 0, failed: 0, dropped: 0 });
    expect(push.hits).toHaveLength(2);
    expect(await sendPush(t.app, t.clock.now() + 1000)).toEqual({ sent: 0, failed: 0, dropped: 0 });
    expect(push.hits).toHaveLength(2);
    push.state.status = 410;
    expect(await sendPush(t.app, t.clock.now() + 120_000)).toEqual({ sent: 0, failed: 0, dropped: 1 });
    expect(push.hits).toHaveLength(3);
    expect((await call<{ subscriptions: number }>(t.app, 'GET', '/notifications/push/status', undefined, { token: u.token })).body.data?.subscriptions).toBe(0);
    const stats = await t.app.services.notifications.push.stats();
    expect(stats).toMatchObject({ subscriptions: 0, sent: 1, dropped: 1, pending: 0 });
  });
});
