import { describe, expect, it, vi } from 'vitest';
import { Hub, type Client } from './hub.js';

type Batch = { op: string; events: { ch: string; data: unknown }[] };

function fakeClient(hub: Hub, userId: number | null = null): Client & { got: Batch[] } {
  const got: Batch[] = [];
  return { id: hub.newClientId(), userId, channels: new Set(), got, send: (t) => got.push(JSON.parse(t) as Batch), buffered: () => 0 };
}

describe('Hub', () => {
  it('batches a frame into one message per client, latest state only for tickers of one market', () => {
    const hub = new Hub(1_000_000);
    const a = fakeClient(hub);
    hub.add(a);
    expect(hub.subscribe(a, ['ticker.BTC/USDT', 'trades.BTC/USDT'])).toEqual([]);
    hub.publish('ticker.BTC/USDT', { p: '1' });
    hub.publish('ticker.BTC/USDT', { p: '2' });
    hub.publish('trades.BTC/USDT', { q: 1 });
    hub.publish('trades.BTC/USDT', { q: 2 });
    hub.publish('ticker.ETH/USDT', { p: '9' });
    expect(hub.flush()).toBe(1);
    expect(a.got).toHaveLength(1);
    expect(a.got[0]?.events).toEqual([
      { ch: 'ticker.BTC/USDT', data: { p: '2' } },
      { ch: 'trades.BTC/USDT', data: { q: 1 } },
      { ch: 'trades.BTC/USDT', data: { q: 2 } },
    ]);
    expect(hub.flush()).toBe(0);
    hub.close();
  });

  it('builds one batch per set of channels: each client gets exactly its channels, also after it changes them or leaves', () => {
    const hub = new Hub(1_000_000);
    const [a, b, c, d] = [fakeClient(hub), fakeClient(hub), fakeClient(hub), fakeClient(hub, 5)];
    for (const x of [a, b, c, d]) hub.add(x);
    const sent: string[] = [];
    for (const x of [a, b, c]) { const send = x.send; x.send = (t) => { sent.push(t); send(t); }; }
    hub.subscribe(a, ['ticker.BTC/USDT', 'ticker.ETH/USDT']);
    hub.subscribe(b, ['ticker.ETH/USDT', 'ticker.BTC/USDT']);
    hub.subscribe(c, ['ticker.ETH/USDT']);
    hub.subscribe(d, ['ticker.ETH/USDT', 'orders']);
    hub.publish('ticker.BTC/USDT', { p: '1' });
    hub.publish('ticker.ETH/USDT', { p: '2' });
    hub.publishToUser(5, 'orders', { id: 1 });
    expect(hub.flush()).toBe(4);
    const chs = (x: { got: Batch[] }) => x.got.at(-1)?.events.map((e) => e.ch);
    expect(chs(a)).toEqual(['ticker.BTC/USDT', 'ticker.ETH/USDT']);
    expect(chs(b)).toEqual(['ticker.BTC/USDT', 'ticker.ETH/USDT']);
    expect(chs(c)).toEqual(['ticker.ETH/USDT']);
    expect(chs(d)).toEqual(['ticker.ETH/USDT', 'orders']);
    // a and b share the same subscription set: the very same text was sent to both.
    expect(sent[0]).toBe(sent[1]);
    hub.unsubscribe(b, ['ticker.ETH/USDT']);
    hub.remove(c);
    hub.publish('ticker.ETH/USDT', { p: '3' });
    hub.publishToUser(5, 'orders', { id: 2 });
    expect(hub.flush()).toBe(2);
    expect(chs(a)).toEqual(['ticker.ETH/USDT']);
    expect(b.got).toHaveLength(1);
    expect(c.got).toHaveLength(1);
    expect(chs(d)).toEqual(['ticker.ETH/USDT', 'orders']);
    hub.publishToUser(5, 'orders', { id: 3 });
    expect(hub.flush()).toBe(1);
    expect(d.got.at(-1)?.events).toEqual([{ ch: 'orders', data: { id: 3 } }]);
    hub.close();
  });

  it('refuses unknown and private channels until the client is authenticated', () => {
    const hub = new Hub(1_000_000);
    const a = fakeClient(hub);
    hub.add(a);
    expect(hub.subscribe(a, ['orders', 'nonsense', 'candle.BTC/USDT.2m', 'candle.BTC/USDT.1m'])).toEqual(['orders', 'nonsense', 'candle.BTC/USDT.2m']);
    a.userId = 7;
    expect(hub.subscribe(a, ['orders'])).toEqual([]);
    hub.close();
  });

  it('sends a user\'s private events only to that user\'s subscribed clients', () => {
    const hub = new Hub(1_000_000);
    const mine = fakeClient(hub, 1);
    const other = fakeClient(hub, 2);
    const unsubscribed = fakeClient(hub, 1);
    for (const c of [mine, other, unsubscribed]) hub.add(c);
    hub.subscribe(mine, ['balances']);
    hub.subscribe(other, ['balances']);
    hub.publishToUser(1, 'balances', { USDT: '5' });
    hub.flush();
    expect(mine.got[0]?.events).toEqual([{ ch: 'balances', data: { USDT: '5' } }]);
    expect(other.got).toEqual([]);
    expect(unsubscribed.got).toEqual([]);
    hub.close();
  });

  it('forgets a removed client and skips a client too far behind', () => {
    const hub = new Hub(1_000_000);
    const slow = { ...fakeClient(hub), buffered: () => 10 * 1024 * 1024 };
    const gone = fakeClient(hub);
    hub.add(slow);
    hub.add(gone);
    hub.subscribe(slow, ['tickers']);
    hub.subscribe(gone, ['tickers']);
    hub.remove(gone);
    hub.publish('tickers', [1]);
    expect(hub.flush()).toBe(0);
    expect(hub.hasSubscribers('tickers')).toBe(true);
    hub.close();
  });
});

describe('Hub timing', () => {
  it('sends the first event after a quiet frame at once and holds later ones to the end of the frame', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const hub = new Hub(100);
      const c = fakeClient(hub);
      hub.add(c);
      hub.subscribe(c, ['tickers']);
      vi.advanceTimersByTime(150);
      hub.publish('tickers', [{ s: 'BTC/USDT', p: '1', t: 1 }]);
      vi.advanceTimersByTime(1);
      expect(c.got).toHaveLength(1);
      hub.publish('tickers', [{ s: 'BTC/USDT', p: '2', t: 2 }]);
      vi.advanceTimersByTime(50);
      expect(c.got).toHaveLength(1);
      vi.advanceTimersByTime(50);
      expect(c.got).toHaveLength(2);
      hub.close();
    } finally {
      vi.useRealTimers();
    }
  });
  it('counts frames from when a flush was due: a flush held late does not hold the next frame back', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const hub = new Hub(100);
      const c = fakeClient(hub);
      hub.add(c);
      hub.subscribe(c, ['tickers']);
      vi.advanceTimersByTime(150);
      hub.publish('tickers', [{ s: 'BTC/USDT', p: '1', t: 1 }]);
      // The event loop was busy: the flush due at once runs 30 ms late.
      vi.setSystemTime(Date.now() + 30);
      vi.advanceTimersByTime(1);
      expect(c.got).toHaveLength(1);
      // The next tick comes one frame after the first was due: it goes out at once, not 30 ms later.
      vi.setSystemTime(1_000_250);
      hub.publish('tickers', [{ s: 'BTC/USDT', p: '2', t: 2 }]);
      vi.advanceTimersByTime(1);
      expect(c.got).toHaveLength(2);
      // Within that frame a later event still waits for its end.
      hub.publish('tickers', [{ s: 'BTC/USDT', p: '3', t: 3 }]);
      vi.advanceTimersByTime(50);
      expect(c.got).toHaveLength(2);
      vi.advanceTimersByTime(60);
      expect(c.got).toHaveLength(3);
      hub.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
