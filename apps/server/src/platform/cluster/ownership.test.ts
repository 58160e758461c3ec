import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryLeases, quietLog } from './cluster.testkit.js';
import { Ownership } from './ownership.js';

describe('market ownership (leases)', () => {
  it('gives each key to exactly one node; the other takes it over on its next try once the owner is gone', async () => {
    const leases = new MemoryLeases();
    const storeA = leases.session();
    const storeB = leases.session();
    const a = new Ownership(storeA, quietLog);
    const b = new Ownership(storeB, quietLog);
    const restored: string[] = [];
    const hooks = (node: string) => ({ onAcquired: async (key: string) => { restored.push(`${node} ${key}`); } });
    a.contend(['spot:BTC/USDT', 'spot:ETH/USDT'], hooks('a'));
    await a.tick();
    b.contend(['spot:BTC/USDT', 'spot:ETH/USDT'], hooks('b'));
    await b.tick();
    expect(a.owned().sort()).toEqual(['spot:BTC/USDT', 'spot:ETH/USDT']);
    expect(b.owned()).toEqual([]);
    expect(restored).toEqual(['a spot:BTC/USDT', 'a spot:ETH/USDT']);

    // The owner's session drops (kill -9): it stops owning at once; the other's next try takes every key over.
    storeA.drop();
    expect(a.owns('spot:BTC/USDT')).toBe(false);
    await b.tick();
    expect(b.owned().sort()).toEqual(['spot:BTC/USDT', 'spot:ETH/USDT']);
    expect(restored.slice(2)).toEqual(['b spot:BTC/USDT', 'b spot:ETH/USDT']);
    // The first node, back, finds every key taken.
    await a.tick();
    expect(a.owned()).toEqual([]);
  });

  it('serves a key only once its take-over (the book restored) finished, and tries a failed take-over again', async () => {
    const leases = new MemoryLeases();
    const a = new Ownership(leases.session(), quietLog);
    let fail = true;
    let seenDuring: boolean | null = null;
    a.contend(['spot:BTC/USDT'], {
      onAcquired: async (key) => {
        seenDuring = a.owns(key);
        if (fail) throw new Error('database away');
      },
    });
    await a.tick();
    expect(seenDuring).toBe(false);
    expect(a.owns('spot:BTC/USDT')).toBe(false);
    fail = false;
    await a.tick();
    expect(a.owns('spot:BTC/USDT')).toBe(true);
  });

  it('tells the router when a key is served and when it is lost', async () => {
    const leases = new MemoryLeases();
    const store = leases.session();
    const a = new Ownership(store, quietLog);
    const events: string[] = [];
    a.on('acquired', (k) => events.push(`+${k}`));
    a.on('lost', (k) => events.push(`-${k}`));
    a.contend(['futures:engine'], { onAcquired: async () => undefined, onLost: (k) => events.push(`lost hook ${k}`) });
    await a.tick();
    store.drop();
    expect(events).toEqual(['+futures:engine', '-futures:engine', 'lost hook futures:engine']);
  });

  it('keeps its keys when the lease store does not answer one round, and tries again', async () => {
    const leases = new MemoryLeases();
    const store = leases.session();
    const a = new Ownership(store, quietLog);
    a.contend(['spot:BTC/USDT'], { onAcquired: async () => undefined });
    await a.tick();
    const real = store.tryAcquire.bind(store);
    store.tryAcquire = () => Promise.reject(new Error('connection refused'));
    a.contend(['spot:ETH/USDT'], { onAcquired: async () => undefined });
    await a.tick();
    expect(a.owned()).toEqual(['spot:BTC/USDT']);
    store.tryAcquire = real;
    await a.tick();
    expect(a.owned().sort()).toEqual(['spot:BTC/USDT', 'spot:ETH/USDT']);
  });

  it('property: whatever the order of tries and session drops, no key is ever served by two nodes, and a try after the drops serves it', async () => {
    const keys = ['spot:BTC/USDT', 'spot:ETH/USDT', 'futures:engine'];
    const step = fc.record({ node: fc.integer({ min: 0, max: 2 }), act: fc.constantFrom('tick', 'tick', 'drop') });
    await fc.assert(fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
      const leases = new MemoryLeases();
      const stores = [leases.session(), leases.session(), leases.session()];
      const nodes = stores.map((store) => new Ownership(store, quietLog));
      for (const n of nodes) n.contend(keys, { onAcquired: async () => undefined });
      for (const { node, act } of steps) {
        if (act === 'tick') await nodes[node]?.tick();
        else stores[node]?.drop();
        for (const key of keys) expect(nodes.filter((n) => n.owns(key)).length).toBeLessThanOrEqual(1);
      }
      for (const n of nodes) await n.tick();
      for (const key of keys) expect(nodes.filter((n) => n.owns(key)).length).toBe(1);
    }), { numRuns: 200 });
  });
});
