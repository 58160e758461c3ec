import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { feed, fundFutures, open } from './futures.testkit.js';

type Event = { ch: string; data: { event: string; position: { id: number; status: number; close_reason: string | null } } };
type Msg = { op: string; events?: Event[] };

/** A websocket client that keeps every frame, authenticated and subscribed to `futures`. */
async function client(url: string, token: string) {
  const ws = new WebSocket(url);
  const frames: Msg[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(String(raw)) as Msg));
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  const until = async (pred: (m: Msg) => boolean): Promise<void> => {
    for (let i = 0; i < 250 && !frames.some(pred); i++) await new Promise((r) => setTimeout(r, 20));
    if (!frames.some(pred)) throw new Error('no such frame');
  };
  ws.send(JSON.stringify({ op: 'auth', token }));
  await until((m) => m.op === 'authed');
  ws.send(JSON.stringify({ op: 'subscribe', channels: ['futures'] }));
  await until((m) => m.op === 'subscribed');
  const events = () => frames.flatMap((m) => m.events ?? []).filter((e) => e.ch === 'futures').map((e) => e.data);
  return { ws, until, events };
}

describe('the futures websocket channel', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `ws://127.0.0.1:${address.port}/api/ws`;
    await t.app.services.futures.start(['real']);
  });
  afterAll(async () => { await t.close(); });

  it("pushes a user's own opens, changes and triggers to that user only", async () => {
    await feed(t.app, t.clock.now(), { BTC: '100000' });
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await fundFutures(t.app, a.id, '1000');
    await fundFutures(t.app, b.id, '1000');
    const ca = await client(url, a.token);
    const cb = await client(url, b.token);

    const pos = await open(t.app, a.id, { lots: '2', take_profit: '101000', stop_loss: '99000' });
    const order = await open(t.app, a.id, { type: 'limit', price: '99500', lots: '1' });
    await t.app.services.futures.trading.close(a.id, 'real', pos.id, '1');
    t.clock.advance(1000);
    await feed(t.app, t.clock.now(), { BTC: '99500' }); // fills the limit order
    t.clock.advance(1000);
    await feed(t.app, t.clock.now(), { BTC: '101000' }); // the take profit closes the rest of the position
    const want = ['opened', 'placed', 'changed', 'closed', 'filled', 'take_profit'];
    await ca.until(() => ca.events().length >= want.length);
    const got = ca.events();
    expect(got.map((e) => e.event)).toEqual(want);
    expect(got.map((e) => e.position.id).slice(0, 3)).toEqual([pos.id, order.id, pos.id]);
    expect(got[4]?.position).toMatchObject({ id: order.id, status: 1 });
    expect(got[5]?.position).toMatchObject({ id: pos.id, status: 3, close_reason: 'take_profit' });

    // B's own open reaches B; none of A's events ever did.
    const mine = await open(t.app, b.id, { side: 'short', lots: '1' });
    await cb.until(() => cb.events().length >= 1);
    expect(cb.events().map((e) => [e.event, e.position.id])).toEqual([['opened', mine.id]]);
    expect(ca.events().some((e) => e.position.id === mine.id)).toBe(false);
    ca.ws.close();
    cb.ws.close();
  }, 60_000);
});
