import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expectError, superadmin } from '../../test/admin.js';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { openSocket, type WsMessage as Msg } from '../../test/ws.js';
import { image, postUpload } from '../uploads/uploads.testkit.js';
import { publishAd, type TestMerchant, type TestUser } from './c2c.testkit.js';
import { activeMerchant, kycUser } from '../../test/c2c.js';

type Chat = { id: number; from: string; mine: boolean; kind: string; text: string | null; image_id: number | null };

/** A signed-in socket subscribed to the c2c channel; `c2cEvents` are the c2c events no waiter has taken. */
async function socket(url: string, token: string) {
  const sock = await openSocket(url);
  sock.send({ op: 'auth', token, id: 1 });
  await sock.next((m) => m.op === 'authed');
  sock.send({ op: 'subscribe', channels: ['c2c'], id: 2 });
  await sock.next((m) => m.op === 'subscribed');
  const c2cEvents = () => sock.seen.filter((m) => m.op === 'batch').flatMap((m) => m.events ?? []).filter((e) => e.ch === 'c2c').map((e) => e.data);
  return { ...sock, c2cEvents };
}
const chatEvent = (text: string) => (m: Msg) => m.op === 'batch' && (m.events ?? []).some((e) => e.ch === 'c2c' && (e.data['message'] as { text?: string } | undefined)?.text === text);

describe('the order chat', { timeout: 120_000 }, () => {
  let t: TestApp;
  let url: string;
  let m: TestMerchant;
  let buyer: TestUser;
  let stranger: TestUser;
  let orderId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `ws://127.0.0.1:${address.port}/api/ws`;
    m = await activeMerchant(t.app, 'Chatty');
    const adId = await publishAd(t.app, m);
    buyer = await kycUser(t.app);
    stranger = await kycUser(t.app);
    orderId = dataOf(await call<{ id: number }>(t.app, 'POST', 'ctc/order/add', { id: adId, amount: '50' }, { token: buyer.token })).id;
  });
  afterAll(async () => { await t.close(); });

  it('reaches both sides over the websocket and never a third user; history and unread counts', async () => {
    const [b, s, x] = await Promise.all([socket(url, buyer.token), socket(url, m.user.token), socket(url, stranger.token)]);
    const sent = dataOf(await call<Chat>(t.app, 'POST', 'ctc/chat/send', { id: orderId, text: 'Paying now' }, { token: buyer.token }));
    expect(sent).toMatchObject({ from: 'buyer', mine: true, kind: 'text', text: 'Paying now' });
    await b.next(chatEvent('Paying now'));
    const atSellerChat = await s.next(chatEvent('Paying now'));
    // Anything for the third user would be on its socket before the answer to a later ping.
    x.ws.send(JSON.stringify({ op: 'ping', id: 9 }));
    await x.next((msg) => msg.op === 'pong');
    expect(x.c2cEvents()).toEqual([]);
    expect(atSellerChat.events?.find((e) => e.data['type'] === 'message')?.data).toMatchObject({ order_id: orderId, message: { from: 'buyer', mine: false } });

    expect(dataOf(await call<{ total: number }>(t.app, 'GET', 'ctc/chat/unread', undefined, { token: m.user.token })).total).toBe(1);
    expect(dataOf(await call<{ unread: number }>(t.app, 'GET', `ctc/order/info?id=${orderId}`, undefined, { token: m.user.token })).unread).toBe(1);
    expect(dataOf(await call<Chat[]>(t.app, 'GET', `ctc/chat/list?id=${orderId}`, undefined, { token: m.user.token }))).toMatchObject([{ text: 'Paying now', mine: false, from: 'buyer' }]);
    expect(dataOf(await call<{ total: number }>(t.app, 'GET', 'ctc/chat/unread', undefined, { token: m.user.token })).total).toBe(0);
    expectError(await call(t.app, 'GET', `ctc/chat/list?id=${orderId}`, undefined, { token: stranger.token }), 404, 8701, 'Order not found.');
    expectError(await call(t.app, 'POST', 'ctc/chat/send', { id: orderId, text: 'hi' }, { token: stranger.token }), 404, 8701, 'Order not found.');
    expectError(await call(t.app, 'POST', 'ctc/chat/send', { id: orderId, text: '  ' }, { token: buyer.token }), 422, 8729, 'The message is empty.');

    // An image: uploaded by the sender, seen by both sides, by nobody else.
    const up = await postUpload(t.app, buyer.token, [{ filename: 'p.png', contentType: 'image/png', data: await image('png') }], { path: 'ctc/order/upload' });
    const imageId = up.body.data?.id ?? 0;
    expectError(await call(t.app, 'POST', 'ctc/chat/send', { id: orderId, image_id: imageId }, { token: m.user.token }), 404, 6203, 'File not found.');
    expect(dataOf(await call<Chat>(t.app, 'POST', 'ctc/chat/send', { id: orderId, image_id: imageId, text: 'receipt' }, { token: buyer.token }))).toMatchObject({ kind: 'image', image_id: imageId });
    const seenBySeller = await t.app.inject({ method: 'GET', url: `/api/ctc/order/${orderId}/image/${imageId}`, headers: { authorization: m.user.token } });
    expect(seenBySeller.statusCode).toBe(200);
    expect(seenBySeller.headers['content-type']).toBe('image/png');
    const seenByStranger = await t.app.inject({ method: 'GET', url: `/api/ctc/order/${orderId}/image/${imageId}`, headers: { authorization: stranger.token } });
    expect(seenByStranger.statusCode).toBe(404);
    // An order that moves reaches both sides too, each in its own view.
    await call(t.app, 'PUT', 'ctc/order/pay', { id: orderId }, { token: buyer.token });
    const moved = (msg: Msg) => msg.op === 'batch' && (msg.events ?? []).some((e) => e.ch === 'c2c' && e.data['type'] === 'order' && (e.data['order'] as { status?: number }).status === 2);
    const atSeller = await s.next(moved);
    expect(atSeller.events?.find((e) => e.data['type'] === 'order')?.data['order']).toMatchObject({ role: 'seller', actions: ['release', 'appeal'] });
    await b.next(moved);
    x.ws.send(JSON.stringify({ op: 'ping', id: 10 }));
    await x.next((msg) => msg.op === 'pong' && msg['id'] === 10);
    expect(x.c2cEvents()).toEqual([]);
    for (const c of [b, s, x]) c.ws.close();
  });

  it('support reads the chat of an appealed order only; other roles do not', async () => {
    const root = await superadmin(t);
    const support = await adminOfRole(t, root, 'support');
    const finance = await adminOfRole(t, root, 'finance');
    expectError(await call(t.app, 'GET', `admin/c2c/orders/${orderId}/chat`, undefined, { token: support.token }), 409, 8732, 'This order has not been appealed.');
    await call(t.app, 'PUT', 'ctc/order/appeal', { id: orderId, reason: 'The seller does not release' }, { token: buyer.token });
    const chat = dataOf(await call<Chat[]>(t.app, 'GET', `admin/c2c/orders/${orderId}/chat`, undefined, { token: support.token }));
    expect(chat.map((c) => c.text)).toEqual(['Paying now', 'receipt']);
    expect(chat.every((c) => !c.mine)).toBe(true);
    expectError(await call(t.app, 'GET', `admin/c2c/orders/${orderId}/chat`, undefined, { token: finance.token }), 403, 9003, 'Your admin role does not allow this.');
    const appeals = dataOf(await call<{ items: { id: number; appeal: { by: string } }[] }>(t.app, 'GET', 'admin/c2c/appeals', undefined, { token: support.token }));
    expect(appeals.items.map((o) => o.id)).toEqual([orderId]);
    const decided = dataOf(await call<{ decided: boolean; order: { status: number } }>(t.app, 'POST', `admin/c2c/appeals/${orderId}/decide`, { decision: 'release', note: 'bank statement checked' }, { token: support.token }));
    expect(decided).toMatchObject({ decided: true, order: { status: 3 } });
    expectError(await call(t.app, 'POST', `admin/c2c/appeals/${orderId}/decide`, { decision: 'return' }, { token: support.token }), 409, 8717, 'This order cannot do that in its current state.');
    const audit = await t.app.platform.db.selectFrom('audit_log').select(['action', 'target']).where('target', '=', `c2c_order:${orderId}`).execute();
    expect(audit.map((a) => a.action)).toContain('c2c.appeal.decide');
  });
});
