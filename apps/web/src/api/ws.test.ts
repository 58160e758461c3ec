import { describe, expect, it } from 'vitest';
import { backoffDelay, createRealtime, type RealtimeOptions, type SocketLike } from './ws';

class FakeSocket implements SocketLike {
  sent: Array<Record<string, unknown>> = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  send(data: string): void { this.sent.push(JSON.parse(data) as Record<string, unknown>); }
  close(): void { this.closed = true; }
  /** Server side of the fake. */
  accept(): void { this.onopen?.(); }
  push(body: unknown): void { this.onmessage?.({ data: JSON.stringify(body) }); }
  hangUp(): void { this.onclose?.(); }
  ops(): string[] { return this.sent.map((m) => `${String(m.op)}${Array.isArray(m.channels) ? ` ${m.channels.join(',')}` : ''}`); }
}

/** A manual clock: timers run only when the test advances time. */
function harness(options: Partial<RealtimeOptions> = {}, token: string | null = null) {
  let now = 1_000_000;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const sockets: FakeSocket[] = [];
  const state = { token };
  const rt = createRealtime({
    connect: () => { const s = new FakeSocket(); sockets.push(s); return s; },
    token: () => state.token,
    setTimer: (run, ms) => { const id = nextId++; timers.set(id, { at: now + ms, run }); return id; },
    clearTimer: (h) => { timers.delete(h as number); },
    now: () => now,
    random: () => 0.5,
    options: { pingMs: 15_000, deadMs: 40_000, backoffBaseMs: 500, backoffMaxMs: 8_000, stableMs: 10_000, idleCloseMs: 5_000, ...options },
  });
  const advance = (ms: number): void => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = end;
  };
  const last = (): FakeSocket => {
    const s = sockets.at(-1);
    if (!s) throw new Error('no socket');
    return s;
  };
  return { rt, sockets, advance, last, state, pending: () => timers.size };
}

describe('backoff', () => {
  it('doubles from the base, is capped, and jitters within the upper half', () => {
    expect(backoffDelay(0, 0, 500, 30_000)).toBe(250);
    expect(backoffDelay(0, 1, 500, 30_000)).toBe(500);
    expect(backoffDelay(3, 1, 500, 30_000)).toBe(4000);
    expect(backoffDelay(3, 0, 500, 30_000)).toBe(2000);
    expect(backoffDelay(20, 1, 500, 30_000)).toBe(30_000);
    expect(backoffDelay(500, 0.5, 500, 30_000)).toBe(22_500);
  });
});

describe('realtime client', () => {
  it('connects lazily on the first subscription and shares one server subscription per channel', () => {
    const h = harness();
    expect(h.sockets).toHaveLength(0);
    const seen: unknown[] = [];
    const offA = h.rt.subscribe('tickers', (d) => seen.push(['a', d]));
    const offB = h.rt.subscribe('tickers', (d) => seen.push(['b', d]));
    expect(h.sockets).toHaveLength(1);
    expect(h.rt.status()).toBe('connecting');
    h.last().accept();
    expect(h.rt.status()).toBe('open');
    expect(h.last().ops()).toEqual(['subscribe tickers']);
    h.last().push({ op: 'batch', ts: 1, events: [{ ch: 'tickers', data: [1] }, { ch: 'other', data: 2 }] });
    expect(seen).toEqual([['a', [1]], ['b', [1]]]);
    offA();
    offA();
    expect(h.last().ops()).toEqual(['subscribe tickers']);
    offB();
    expect(h.last().ops()).toEqual(['subscribe tickers', 'unsubscribe tickers']);
    h.last().push({ op: 'batch', events: [{ ch: 'tickers', data: [2] }] });
    expect(seen).toHaveLength(2);
  });

  it('subscribes channels added while open at once, and closes the socket a while after the last one goes', () => {
    const h = harness();
    const off = h.rt.subscribe('tickers', () => undefined);
    h.last().accept();
    const offCandle = h.rt.subscribe('candle.BTC/USDT.1m', () => undefined);
    expect(h.last().ops()).toEqual(['subscribe tickers', 'subscribe candle.BTC/USDT.1m']);
    off();
    offCandle();
    h.advance(4_000);
    const again = h.rt.subscribe('tickers', () => undefined);
    h.advance(10_000);
    expect(h.last().closed).toBe(false);
    expect(h.sockets).toHaveLength(1);
    again();
    h.advance(5_000);
    expect(h.last().closed).toBe(true);
    expect(h.rt.status()).toBe('idle');
    h.rt.subscribe('tickers', () => undefined);
    expect(h.sockets).toHaveLength(2);
  });

  it('reconnects with growing, capped delays and resubscribes every current channel by itself', () => {
    const h = harness();
    h.rt.subscribe('tickers', () => undefined);
    h.rt.subscribe('candle.ETH/USDT.1d', () => undefined);
    h.last().accept();
    h.last().hangUp();
    expect(h.rt.status()).toBe('reconnecting');
    const delays: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const before = h.sockets.length;
      let waited = 0;
      while (h.sockets.length === before) { h.advance(50); waited += 50; }
      delays.push(waited);
      h.last().hangUp();
    }
    // random 0.5: 3/4 of min(cap, 500 * 2^n)
    expect(delays).toEqual([400, 750, 1500, 3000, 6000, 6000]);
    h.advance(10_000);
    h.last().accept();
    expect(h.last().ops()).toEqual(['subscribe tickers,candle.ETH/USDT.1d']);
  });

  it('starts the backoff again after a connection that stayed up', () => {
    const h = harness();
    h.rt.subscribe('tickers', () => undefined);
    for (let i = 0; i < 3; i += 1) { h.last().hangUp(); h.advance(10_000); }
    h.last().accept();
    h.advance(12_000);
    h.last().hangUp();
    const before = h.sockets.length;
    h.advance(374);
    expect(h.sockets).toHaveLength(before);
    h.advance(1);
    expect(h.sockets).toHaveLength(before + 1);
  });

  it('pings while open and treats silence as a dead link', () => {
    const h = harness();
    h.rt.subscribe('tickers', () => undefined);
    const first = h.last();
    first.accept();
    h.advance(15_000);
    expect(first.ops()).toEqual(['subscribe tickers', 'ping']);
    first.push({ op: 'pong' });
    h.advance(15_000);
    expect(first.ops().filter((o) => o === 'ping')).toHaveLength(2);
    // No answer to anything for 40 s: closed and replaced.
    h.advance(30_000);
    expect(first.closed).toBe(true);
    expect(h.rt.status()).toBe('reconnecting');
    h.advance(1_000);
    expect(h.sockets).toHaveLength(2);
    h.last().accept();
    expect(h.last().ops()).toEqual(['subscribe tickers']);
  });

  it('authenticates for private channels and subscribes them once the server accepted the token', () => {
    const h = harness({}, 'tok-1');
    h.rt.subscribe('tickers', () => undefined);
    h.rt.subscribe('balances', () => undefined);
    h.last().accept();
    expect(h.last().sent[0]).toEqual({ op: 'auth', token: 'tok-1' });
    expect(h.last().ops()).toEqual(['auth', 'subscribe tickers']);
    h.last().push({ op: 'authed', user_id: 7 });
    expect(h.last().ops()).toEqual(['auth', 'subscribe tickers', 'subscribe balances']);
    h.rt.subscribe('orders', () => undefined);
    expect(h.last().ops().at(-1)).toBe('subscribe orders');

    // A new session: a fresh socket that authenticates with the new token.
    h.state.token = 'tok-2';
    h.rt.reauthenticate();
    expect(h.sockets[0]?.closed).toBe(true);
    h.last().accept();
    expect(h.last().sent[0]).toEqual({ op: 'auth', token: 'tok-2' });
  });

  it('does not send a token for public channels only, and asks for auth when a private channel is added later', () => {
    const h = harness({}, 'tok');
    h.rt.subscribe('tickers', () => undefined);
    h.last().accept();
    expect(h.last().ops()).toEqual(['subscribe tickers']);
    h.rt.subscribe('orders', () => undefined);
    expect(h.last().ops()).toEqual(['subscribe tickers', 'auth']);
  });

  it('keeps dispatching when a handler throws, and ignores malformed frames', () => {
    const h = harness();
    const seen: unknown[] = [];
    const quiet = console.error;
    console.error = () => undefined;
    try {
      h.rt.subscribe('tickers', () => { throw new Error('broken consumer'); });
      h.rt.subscribe('tickers', (d) => seen.push(d));
      h.last().accept();
      h.last().onmessage?.({ data: 'not json' });
      h.last().push([1, 2]);
      h.last().push({ op: 'batch', events: 'nope' });
      h.last().push({ op: 'batch', events: [null, { ch: 5 }, { ch: 'tickers', data: 'x' }] });
    } finally {
      console.error = quiet;
    }
    expect(seen).toEqual(['x']);
  });

  it('wakes up from a backoff at once when the network returns', () => {
    const h = harness();
    h.rt.subscribe('tickers', () => undefined);
    for (let i = 0; i < 5; i += 1) { h.last().hangUp(); h.advance(10_000); }
    h.last().hangUp();
    const before = h.sockets.length;
    h.rt.wake();
    expect(h.sockets).toHaveLength(before + 1);
  });

  it('reports status changes', () => {
    const h = harness();
    const statuses: string[] = [];
    h.rt.onStatus((s) => statuses.push(s));
    const off = h.rt.subscribe('tickers', () => undefined);
    h.last().accept();
    h.last().hangUp();
    h.advance(1_000);
    h.last().accept();
    off();
    h.advance(5_000);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open', 'idle']);
  });
});

describe('delivery per frame', () => {
  function framed() {
    const frames: Array<() => void> = [];
    const sockets: FakeSocket[] = [];
    const rt = createRealtime({
      connect: () => { const s = new FakeSocket(); sockets.push(s); return s; },
      token: () => null,
      setTimer: () => 0,
      clearTimer: () => undefined,
      now: () => 0,
      random: () => 0.5,
      frame: (run) => { frames.push(run); },
    });
    const runFrame = (): void => { for (const run of frames.splice(0)) run(); };
    return { rt, sockets, frames, runFrame };
  }

  it('holds every message of a frame and hands them over in order in one turn, asking for one frame only', () => {
    const f = framed();
    const seen: unknown[] = [];
    f.rt.subscribe('tickers', (d) => seen.push(d));
    f.rt.subscribe('depth.BTC/USDT', (d) => seen.push(d));
    const socket = f.sockets[0]!;
    socket.accept();
    socket.push({ op: 'batch', events: [{ ch: 'tickers', data: [1] }] });
    socket.push({ op: 'batch', events: [{ ch: 'depth.BTC/USDT', data: 'd1' }, { ch: 'tickers', data: [2] }] });
    socket.push({ op: 'batch', events: [{ ch: 'tickers', data: [3] }] });
    expect(seen).toEqual([]);
    expect(f.frames).toHaveLength(1);
    f.runFrame();
    expect(seen).toEqual([[1], 'd1', [2], [3]]);
    socket.push({ op: 'batch', events: [{ ch: 'tickers', data: [4] }] });
    expect(f.frames).toHaveLength(1);
    f.runFrame();
    expect(seen).toEqual([[1], 'd1', [2], [3], [4]]);
  });

  it('gives nothing to a listener that left before the frame, and asks no frame for an empty batch', () => {
    const f = framed();
    const seen: unknown[] = [];
    f.rt.subscribe('tickers', () => undefined);
    const off = f.rt.subscribe('tickers', (d) => seen.push(d));
    const socket = f.sockets[0]!;
    socket.accept();
    socket.push({ op: 'batch', events: [] });
    expect(f.frames).toHaveLength(0);
    socket.push({ op: 'batch', events: [{ ch: 'tickers', data: [1] }] });
    off();
    f.runFrame();
    expect(seen).toEqual([]);
  });
});
