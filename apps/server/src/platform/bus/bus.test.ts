import { describe, expect, it, vi } from 'vitest';
import { LocalBus } from './bus.js';

declare module './bus.js' {
  interface Topics {
    'test.ping': { n: number };
    'test.other': string;
  }
}

describe('the in-process bus', () => {
  it('hands a payload to every subscriber of its topic, in subscription order, and to no other topic', () => {
    const bus = new LocalBus();
    const seen: string[] = [];
    bus.subscribe('test.ping', (p) => { seen.push(`a${p.n}`); });
    bus.subscribe('test.ping', (p) => { seen.push(`b${p.n}`); });
    bus.subscribe('test.other', (p) => { seen.push(`other ${p}`); });
    bus.publish('test.ping', { n: 1 });
    expect(seen).toEqual(['a1', 'b1']);
    expect(bus.subscribers('test.ping')).toBe(2);
  });

  it('an error or a rejection in one subscriber is logged and the others still run; the publisher never sees it', async () => {
    const log = { error: vi.fn() };
    const bus = new LocalBus(log);
    const seen: number[] = [];
    bus.subscribe('test.ping', () => { throw new Error('boom'); });
    bus.subscribe('test.ping', async () => { throw new Error('async boom'); });
    bus.subscribe('test.ping', (p) => { seen.push(p.n); });
    expect(() => bus.publish('test.ping', { n: 7 })).not.toThrow();
    await bus.idle();
    expect(seen).toEqual([7]);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error.mock.calls.map(([o]) => (o as { topic: string }).topic)).toEqual(['test.ping', 'test.ping']);
  });

  it('an ended subscription hears nothing more; ending one leaves the others', () => {
    const bus = new LocalBus();
    const a = vi.fn();
    const b = vi.fn();
    const offA = bus.subscribe('test.ping', a);
    bus.subscribe('test.ping', b);
    offA();
    bus.publish('test.ping', { n: 2 });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledWith({ n: 2 });
  });

  it('idle waits for asynchronous subscribers to settle', async () => {
    const bus = new LocalBus();
    let done = false;
    bus.subscribe('test.ping', async () => { await new Promise((r) => setImmediate(r)); done = true; });
    bus.publish('test.ping', { n: 3 });
    expect(done).toBe(false);
    await bus.idle();
    expect(done).toBe(true);
  });
});
