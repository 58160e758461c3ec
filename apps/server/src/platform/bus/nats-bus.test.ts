import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropStream, freshPrefix, natsSkipReason, natsUp, openTestBus } from './nats.testkit.js';

declare module './bus.js' {
  interface Topics {
    'test.nats.plain': { n: number; atoms: bigint };
    'test.nats.durable': { n: number; atoms: bigint };
  }
}

const durable = ['test.nats.durable'] as const;

describe.skipIf(!natsUp)(`the NATS bus${natsUp ? '' : ` (skipped: ${natsSkipReason})`}`, () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => { for (const c of closers.splice(0).reverse()) await c(); });

  async function pair(prefix: string) {
    const a = await openTestBus(prefix, 'node-a', { durable });
    const b = await openTestBus(prefix, 'node-b', { durable });
    closers.push(() => dropStream(prefix), a.close, b.close);
    return { a: a.bus, b: b.bus };
  }

  it('a plain topic published on one node reaches the other, bigints intact', async () => {
    const { a, b } = await pair(freshPrefix());
    const seen: { n: number; atoms: bigint }[] = [];
    b.subscribe('test.nats.plain', (p) => { seen.push(p); });
    await b.ready();
    a.publish('test.nats.plain', { n: 1, atoms: 10n ** 30n });
    await a.idle();
    await vi.waitFor(() => expect(seen).toEqual([{ n: 1, atoms: 10n ** 30n }]));
  });

  it('a node hears its own publish once, in process, never again through NATS (plain and durable)', async () => {
    const { a, b } = await pair(freshPrefix());
    const own: string[] = [];
    a.subscribe('test.nats.plain', (p) => { own.push(`plain ${p.n}`); });
    a.subscribe('test.nats.durable', (p) => { own.push(`durable ${p.n}`); });
    await a.ready();
    a.publish('test.nats.plain', { n: 1, atoms: 1n });
    a.publish('test.nats.durable', { n: 1, atoms: 1n });
    // Synchronously, before anything went over the wire.
    expect(own).toEqual(['plain 1', 'durable 1']);
    await a.idle();
    // What B publishes after A's publishes reached the server arrives after A's own copies: once B's are seen, A's
    // own copies came back and were skipped.
    b.publish('test.nats.plain', { n: 2, atoms: 2n });
    b.publish('test.nats.durable', { n: 2, atoms: 2n });
    await b.idle();
    await vi.waitFor(() => expect(own).toHaveLength(4));
    await a.idle();
    expect(own.sort()).toEqual(['durable 1', 'durable 2', 'plain 1', 'plain 2']);
  });

  it('a durable topic is replayed to a node that was away: its consumer resumes where it stopped', async () => {
    const prefix = freshPrefix();
    const { a } = await pair(prefix);
    let b = await openTestBus(prefix, 'node-b', { durable });
    const seen: number[] = [];
    b.bus.subscribe('test.nats.durable', (p) => { seen.push(p.n); });
    await b.bus.ready();
    a.publish('test.nats.durable', { n: 1, atoms: 1n });
    await a.idle();
    await vi.waitFor(() => expect(seen).toEqual([1]));
    await b.close();
    // B is down: these wait in the stream for it.
    for (const n of [2, 3, 4]) a.publish('test.nats.durable', { n, atoms: BigInt(n) * 10n ** 20n });
    await a.idle();
    b = await openTestBus(prefix, 'node-b', { durable });
    closers.push(b.close);
    const atoms: bigint[] = [];
    b.bus.subscribe('test.nats.durable', (p) => { seen.push(p.n); atoms.push(p.atoms); });
    await vi.waitFor(() => expect(seen).toEqual([1, 2, 3, 4]));
    expect(atoms).toEqual([2n * 10n ** 20n, 3n * 10n ** 20n, 4n * 10n ** 20n]);
  });

  it('a failing subscriber is logged and the others on that node still hear the event', async () => {
    const prefix = freshPrefix();
    const log = { error: vi.fn(), warn: vi.fn() };
    const a = await openTestBus(prefix, 'node-a', { durable });
    const b = await openTestBus(prefix, 'node-b', { durable, log });
    closers.push(() => dropStream(prefix), a.close, b.close);
    const seen: number[] = [];
    b.bus.subscribe('test.nats.durable', () => { throw new Error('boom'); });
    b.bus.subscribe('test.nats.durable', (p) => { seen.push(p.n); });
    await b.bus.ready();
    a.bus.publish('test.nats.durable', { n: 5, atoms: 5n });
    await a.bus.idle();
    await vi.waitFor(() => expect(seen).toEqual([5]));
    await b.bus.idle();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
