import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { platformAccount, userAccount, type LedgerService } from './ledger.service.js';
import { moveLines, postAlone, systemActor } from './ledger.testkit.js';

/** The ledger's read-only reports: an owner's statement from the journal, and the holdings per kind. */
describe('LedgerService.statement and holdings', () => {
  let t: TestApp;
  let ledger: LedgerService;
  beforeEach(async () => {
    t = await createTestApp();
    ledger = t.app.services.ledger;
  });
  afterEach(async () => { await t.close(); });

  const ext = platformAccount('USDT', 'external');
  const alice = userAccount(1, 'USDT', 'funding', 'real');
  const aliceFutures = userAccount(1, 'USDT', 'futures', 'real');
  const aliceDemo = userAccount(1, 'USDT', 'funding', 'demo');
  const bob = userAccount(2, 'USDT', 'funding', 'real');

  async function seed() {
    const dep = await postAlone(ledger, { actor: systemActor, reason: 'deposit', ref: 'd1', lines: moveLines(ext, alice, 1_000n) });
    t.clock.advance(10);
    const lock = await ledger.transaction((tx) => ledger.lock(tx, { account: alice, amount: 300n, actor: { type: 'user', id: 1 }, reason: 'spot_order', ref: 'l1' }));
    t.clock.advance(10);
    // One entry touching two of Alice's accounts and Bob's, with a locked leg: netted per account.
    const mixed = await postAlone(ledger, { actor: { type: 'admin', id: 9 }, reason: 'transfer', detail: 'case 7', ref: 'm1', lines: [
      { account: alice, amount: -100n, bucket: 'locked' }, { account: alice, amount: -50n },
      { account: aliceFutures, amount: 120n }, { account: bob, amount: 30n },
    ] });
    const demo = await postAlone(ledger, { actor: systemActor, reason: 'demo_funding', ref: 'dm', lines: moveLines(platformAccount('USDT', 'demo_treasury', 'demo'), aliceDemo, 5n) });
    return { dep: dep.entryId, lock: lock.entryId, mixed: mixed.entryId, demo: demo.entryId };
  }

  it('nets each entry per account, newest first, with reason, actor and time; filters and pages', async () => {
    const e = await seed();
    const start = t.clock.now() - 20;
    const page = { limit: 50, offset: 0 };
    const all = await ledger.statement({ ownerId: 1 }, page);
    expect(all.total).toBe(5);
    expect(all.items.map((l) => [l.entryId, l.kind, l.mode, l.available, l.locked, l.amount, l.reason, l.actor, l.time])).toEqual([
      [e.demo, 'funding', 'demo', 5n, 0n, 5n, 'demo_funding', systemActor, start + 20],
      [e.mixed, 'funding', 'real', -50n, -100n, -150n, 'transfer case 7', { type: 'admin', id: 9 }, start + 20],
      [e.mixed, 'futures', 'real', 120n, 0n, 120n, 'transfer case 7', { type: 'admin', id: 9 }, start + 20],
      [e.lock, 'funding', 'real', -300n, 300n, 0n, 'spot_order', { type: 'user', id: 1 }, start + 10],
      [e.dep, 'funding', 'real', 1_000n, 0n, 1_000n, 'deposit', systemActor, start],
    ]);
    expect((await ledger.statement({ ownerId: 1, mode: 'real' }, page)).total).toBe(4);
    expect((await ledger.statement({ ownerId: 1, mode: 'demo' }, page)).items.map((l) => l.entryId)).toEqual([e.demo]);
    expect((await ledger.statement({ ownerId: 1, kind: 'futures' }, page)).items.map((l) => l.amount)).toEqual([120n]);
    expect((await ledger.statement({ ownerId: 1, asset: 'BTC' }, page))).toEqual({ total: 0, items: [] });
    expect((await ledger.statement({ ownerId: 1, mode: 'real', asset: 'USDT', kind: 'funding' }, { limit: 2, offset: 1 })).items.map((l) => l.entryId))
      .toEqual([e.lock, e.dep]);
    // Bob sees only his own leg of the shared entry; the platform's accounts are owner 0.
    expect((await ledger.statement({ ownerId: 2 }, page)).items.map((l) => [l.entryId, l.amount])).toEqual([[e.mixed, 30n]]);
    expect((await ledger.statement({ ownerId: 3 }, page))).toEqual({ total: 0, items: [] });
    expect((await ledger.statement({ ownerId: 0, mode: 'real' }, page)).items.map((l) => [l.kind, l.amount])).toEqual([['external', -1_000n]]);
    // Every user line of the statement adds up to the stored balance.
    for (const key of [alice, aliceFutures, bob]) {
      const lines = (await ledger.statement({ ownerId: key.ownerId, kind: key.kind, mode: 'real' }, page)).items;
      const b = await ledger.balance(key);
      expect(lines.reduce((s, l) => s + l.amount, 0n)).toBe(b.available + b.locked);
    }
  });

  it('sums every balance per asset, mode and kind, users apart from the platform', async () => {
    await seed();
    const rows = await ledger.holdings();
    expect(rows).toEqual([
      { owner: 'user', asset: 'USDT', kind: 'funding', mode: 'demo', available: 5n, locked: 0n, accounts: 1 },
      { owner: 'platform', asset: 'USDT', kind: 'demo_treasury', mode: 'demo', available: -5n, locked: 0n, accounts: 1 },
      { owner: 'user', asset: 'USDT', kind: 'funding', mode: 'real', available: 680n, locked: 200n, accounts: 2 },
      { owner: 'user', asset: 'USDT', kind: 'futures', mode: 'real', available: 120n, locked: 0n, accounts: 1 },
      { owner: 'platform', asset: 'USDT', kind: 'external', mode: 'real', available: -1_000n, locked: 0n, accounts: 1 },
    ]);
    expect(await ledger.rebuild()).toEqual([]);
  });
});
