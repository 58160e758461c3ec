import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { MemoryBroker, MemoryLeases, quietLog } from './cluster.testkit.js';
import { decode, encode } from './codec.js';
import { NoAnswer } from './messenger.js';
import { NodeCluster } from './node-cluster.js';
import { Router, subjectOf, type RouterOptions } from './router.js';

const errors = { unavailable: 'spot_market_moving', timeout: 'spot_market_timeout' } as const;

/** A clock the router's waits move: no test sleeps. */
function fakeTime(): RouterOptions & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return { timeoutMs: 5000, waitMs: 1000, retryMs: 200, now: () => now, sleep: async (ms) => { slept.push(ms); now += ms; }, slept };
}

async function twoNodes(options: RouterOptions = fakeTime()) {
  const leases = new MemoryLeases();
  const broker = new MemoryBroker();
  const a = new NodeCluster('a', leases.session(), broker.messenger(), quietLog, { router: options });
  const b = new NodeCluster('b', leases.session(), broker.messenger(), quietLog, { router: options });
  const calls: string[] = [];
  for (const [name, node] of [['a', a], ['b', b]] as const) {
    node.serve('echo', async (p) => { calls.push(`${name} ${JSON.stringify(p, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))}`); return { by: name, p }; });
    node.serve('refuse', async () => { throw new AppError('spot_order_not_found', { id: 7 }); });
    node.serve('crash', async () => { throw new Error('bug'); });
  }
  const hooks = { onAcquired: async () => undefined };
  a.contend(['spot:BTC/USDT'], hooks);
  await a.ownership.tick();
  b.contend(['spot:BTC/USDT'], hooks);
  await b.ownership.tick();
  return { a, b, broker, leases, calls };
}

describe('routed calls', () => {
  it('runs locally on the owner and sends to the owner from another node, bigints kept', async () => {
    const { a, b, broker, calls } = await twoNodes();
    const local = await a.call('spot:BTC/USDT', 'echo', { n: 1n }, async () => 'here', errors);
    expect(local).toBe('here');
    expect(broker.requests).toBe(0);
    const routed = await b.call('spot:BTC/USDT', 'echo', { n: 12345678901234567890n }, async () => 'wrong node', errors);
    expect(routed).toEqual({ by: 'a', p: { n: 12345678901234567890n } });
    expect(calls).toEqual(['a {"n":"12345678901234567890n"}']);
  });

  it("answers the owner's domain error as the same error (the same envelope as if local)", async () => {
    const { b } = await twoNodes();
    const err = await b.call('spot:BTC/USDT', 'refuse', {}, async () => null, errors).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).key).toBe('spot_order_not_found');
    expect((err as AppError).params).toEqual({ id: 7 });
    const crash = await b.call('spot:BTC/USDT', 'crash', {}, async () => null, errors).catch((e: unknown) => e);
    expect(crash).toBeInstanceOf(Error);
    expect(crash).not.toBeInstanceOf(AppError);
  });

  it('waits through a failover: nobody answers, then the new owner does', async () => {
    const options = fakeTime();
    const { a, b, leases } = await twoNodes(options);
    const storeA = leases.holders.get('spot:BTC/USDT');
    storeA?.drop();
    await a.close();
    let tries = 0;
    const realSleep = options.sleep;
    // The survivor takes the lease over during the caller's second pause.
    options.sleep = async (ms) => { tries++; if (tries === 2) await b.ownership.tick(); await realSleep(ms); };
    const answer = await b.call('spot:BTC/USDT', 'echo', {}, async () => 'taken over', errors);
    expect(answer).toBe('taken over');
    expect(tries).toBe(2);
  });

  it('answers "unavailable" when no owner appears in time, having sent nothing that ran', async () => {
    const options = fakeTime();
    const { b, leases, calls } = await twoNodes(options);
    const holder = leases.holders.get('spot:BTC/USDT');
    // The owner is gone and nobody takes over (the survivor does not try in this test).
    holder?.drop();
    const err = await b.call('spot:BTC/USDT', 'echo', {}, async () => 'x', errors).catch((e: unknown) => e);
    expect((err as AppError).key).toBe('spot_market_moving');
    expect(options.slept.reduce((s, x) => s + x, 0)).toBeGreaterThanOrEqual(1000);
    expect(calls).toEqual([]);
  });

  it('never repeats a request the owner received but did not answer in time: it answers "timeout"', async () => {
    let sent = 0;
    const router = new Router({
      request: async () => { sent++; throw new NoAnswer('timeout'); },
      reply: () => () => undefined, close: async () => undefined,
    }, () => false, quietLog, fakeTime());
    const err = await router.call('spot:BTC/USDT', 'echo', {}, async () => 'x', errors).catch((e: unknown) => e);
    expect((err as AppError).key).toBe('spot_market_timeout');
    expect(sent).toBe(1);
  });

  it('a node that lost the key answers "moved" and the caller asks again', async () => {
    const options = fakeTime();
    const { broker, leases } = await twoNodes(options);
    // A request already on its way to a when a's lease session drops: a answers that it moved.
    const replier = broker.subjects.get(subjectOf('spot:BTC/USDT'));
    if (!replier) throw new Error('a does not listen');
    const reply = decode(await replier(encode({ op: 'echo', payload: {} })));
    expect(reply).toEqual({ ok: true, data: { by: 'a', p: {} } });
    leases.holders.get('spot:BTC/USDT')?.drop();
    expect(decode(await replier(encode({ op: 'echo', payload: {} })))).toEqual({ ok: false, moved: true });
  });

  it('subjects keep a symbol readable and hold no wildcard', () => {
    expect(subjectOf('spot:BTC/USDT')).toBe('candor.owner.spot.BTC/USDT');
    expect(subjectOf('spot:A B*>')).toBe('candor.owner.spot.A_B__');
  });

  it('codec: bigints round-trip, other objects stay objects', () => {
    const v = { a: 1n, b: [-5n, { $big: 'x' }], c: { $big: '1', d: 2 } };
    expect(decode(encode(v))).toEqual(v);
  });
});
