import { parseAmount } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { openSocket as open } from '../../test/ws.js';

describe('websocket endpoint', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `ws://127.0.0.1:${address.port}/api/ws`;
  });
  afterAll(async () => { await t.close(); });

  it('streams tickers and candles the feed produces to subscribers', async () => {
    const { ws, next } = await open(url);
    ws.send(JSON.stringify({ op: 'subscribe', id: 1, channels: ['ticker.BTC/USDT', 'candle.BTC/USDT.1m', 'bogus'] }));
    expect(await next((m) => m.op === 'subscribed')).toMatchObject({ id: 1, channels: ['ticker.BTC/USDT', 'candle.BTC/USDT.1m'], refused: ['bogus'] });
    await t.app.services.market.ingest([{ symbol: 'BTC/USDT', price: parseAmount('97000.5'), volume: 0n, time: t.clock.now(), source: 'test' }]);
    const batch = await next((m) => m.op === 'batch');
    const channels = batch.events?.map((e) => e.ch).sort();
    expect(channels).toEqual(['candle.BTC/USDT.1m', 'ticker.BTC/USDT']);
    expect(batch.events?.find((e) => e.ch === 'ticker.BTC/USDT')?.data).toMatchObject({ s: 'BTC/USDT', p: '97000.5' });
    ws.close();
  });

  it('delivers batches of every frame size, in UTF-8, in order with the replies, and stops after unsubscribe', async () => {
    const { ws, next, seen } = await open(url);
    ws.send(JSON.stringify({ op: 'subscribe', channels: ['tickers'] }));
    await next((m) => m.op === 'subscribed');
    const hub = t.app.services.realtime;
    // Short (< 126 bytes), medium (16-bit length) and long (64-bit length) frames; `ws` checks every frame and its UTF-8.
    for (const size of [1, 300, 70_000]) {
      const data = [{ s: 'BTC/USDT', p: '€'.repeat(size), t: size }];
      hub.publish('tickers', data);
      hub.flush();
      expect((await next((m) => m.op === 'batch')).events).toEqual([{ ch: 'tickers', data }]);
    }
    hub.publish('tickers', [{ s: 'BTC/USDT', p: 'before', t: 1 }]);
    hub.flush();
    ws.send(JSON.stringify({ op: 'unsubscribe', id: 'u', channels: ['tickers'] }));
    expect(await next((m) => m.op === 'unsubscribed')).toMatchObject({ id: 'u', channels: ['tickers'] });
    hub.publish('tickers', [{ s: 'BTC/USDT', p: 'after', t: 2 }]);
    hub.flush();
    ws.send(JSON.stringify({ op: 'ping', id: 'last' }));
    // The pong follows whatever was sent before it: the batch before the unsubscribe came, the one after did not.
    await next((m) => m.op === 'pong' && m.id === 'last');
    expect(seen.filter((m) => m.op === 'batch').map((b) => b.events?.[0]?.data)).toEqual([[{ s: 'BTC/USDT', p: 'before', t: 1 }]]);
    ws.close();
  });

  it('answers pings, refuses private channels before auth and accepts them after', async () => {
    const u = await registerUser(t.app);
    const { ws, next } = await open(url);
    ws.send(JSON.stringify({ op: 'ping', id: 'p' }));
    expect(await next((m) => m.op === 'pong')).toMatchObject({ id: 'p' });
    ws.send(JSON.stringify({ op: 'subscribe', channels: ['balances'] }));
    expect(await next((m) => m.op === 'subscribed')).toMatchObject({ refused: ['balances'] });
    ws.send(JSON.stringify({ op: 'auth', token: 'not-a-token' }));
    expect(await next((m) => m.op === 'error')).toMatchObject({ code: 999 });
    ws.send(JSON.stringify({ op: 'auth', token: u.token }));
    expect(await next((m) => m.op === 'authed')).toMatchObject({ user_id: u.id });
    ws.send(JSON.stringify({ op: 'subscribe', channels: ['balances'] }));
    expect(await next((m) => m.op === 'subscribed')).toMatchObject({ channels: ['balances'], refused: [] });
    t.app.services.realtime.publishToUser(u.id, 'balances', { USDT: '1' });
    expect((await next((m) => m.op === 'batch')).events).toEqual([{ ch: 'balances', data: { USDT: '1' } }]);
    ws.send('not json');
    expect(await next((m) => m.op === 'error')).toMatchObject({ message: 'invalid message' });
    ws.close();
  });

  it('sends a user the balances of the mode that changed, after a transfer commits, and nothing to another user', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { ws, next } = await open(url);
    const watcher = await open(url);
    for (const [client, token] of [[{ ws, next }, u.token], [watcher, other.token]] as const) {
      client.ws.send(JSON.stringify({ op: 'auth', token }));
      await client.next((m) => m.op === 'authed');
      client.ws.send(JSON.stringify({ op: 'subscribe', channels: ['balances'] }));
      expect(await client.next((m) => m.op === 'subscribed')).toMatchObject({ channels: ['balances'] });
    }
    const moved = await call(t.app, 'POST', 'wallet/change', { from: 'funding', to: 'futures', coin: 'USDT', amount: '250' }, { token: u.token, demo: true });
    expect(moved.body.type).toBe('ok');
    const batch = await next((m) => m.op === 'batch' && (m.events ?? []).some((e) => e.ch === 'balances'));
    const data = batch.events?.find((e) => e.ch === 'balances')?.data as { mode: string; items: { kind: string; asset: string; available: string }[] };
    expect(data.mode).toBe('demo');
    expect(data.items.filter((b) => b.asset === 'USDT').map((b) => [b.kind, b.available]).sort()).toEqual([['funding', '99750'], ['futures', '250']]);
    await expect(watcher.next((m) => m.op === 'batch' && (m.events ?? []).some((e) => e.ch === 'balances'))).rejects.toThrow('no such message');
    ws.close();
    watcher.ws.close();
  });
});
