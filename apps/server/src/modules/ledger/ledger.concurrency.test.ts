import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { platformAccount, userAccount, type LedgerService } from './ledger.service.js';
import { moveLines, negativeGuardedAccounts, postAlone, systemActor, tableCounts } from './ledger.testkit.js';
import type { AccountKey, BalanceDifference, PostResult } from './ledger.types.js';

/**
 * Races against the ledger. On SQLite the transactions queue on the one connection; on PostgreSQL they truly
 * overlap (a pool of ten connections), which is where row locks and the unique ref must hold.
 */

const ext = platformAccount('USDT', 'external');
const user = (id: number): AccountKey => userAccount(id, 'USDT', 'funding', 'real');

type Settled<T> = { ok: T[]; refusedKeys: string[] };

/** Runs every task at once and splits the outcomes; anything but a domain error fails the test. */
async function race<T>(tasks: (() => Promise<T>)[]): Promise<Settled<T>> {
  const results = await Promise.allSettled(tasks.map((task) => task()));
  const out: Settled<T> = { ok: [], refusedKeys: [] };
  for (const r of results) {
    if (r.status === 'fulfilled') out.ok.push(r.value);
    else if (r.reason instanceof AppError) out.refusedKeys.push(r.reason.key);
    else throw r.reason;
  }
  return out;
}

describe('ledger under concurrency', () => {
  let t: TestApp;
  let ledger: LedgerService;
  /** Polls every guarded balance while a race runs; each negative one seen is recorded. */
  let watch: () => { stop(): Promise<number> };

  beforeEach(async () => {
    t = await createTestApp();
    ledger = t.app.services.ledger;
    watch = () => {
      let running = true;
      let seen = 0;
      const loop = (async () => {
        while (running) {
          seen += (await negativeGuardedAccounts(t.app.platform.db)).length;
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      return { async stop() { running = false; await loop; return seen; } };
    };
  });
  afterEach(async () => { await t.close(); });

  const fund = (id: number, amount: bigint) => postAlone(ledger, { actor: systemActor, reason: 'deposit', ref: `fund:${id}`, lines: moveLines(ext, user(id), amount) });

  it('lets exactly N of 100 concurrent debits through a balance funded for N', async () => {
    const n = 37;
    await fund(1, BigInt(n) * 10n);
    const watcher = watch();
    const { ok, refusedKeys } = await race(Array.from({ length: 100 }, (_, i) => () =>
      ledger.transaction((tx) => ledger.post(tx, { actor: systemActor, reason: 'withdrawal', ref: `debit:${i}`, lines: moveLines(user(1), ext, 10n) }))));
    expect(await watcher.stop()).toBe(0);

    expect(ok).toHaveLength(n);
    expect(ok.every((r) => !r.duplicate)).toBe(true);
    expect(new Set(ok.map((r) => r.entryId)).size).toBe(n);
    expect(refusedKeys).toEqual(Array.from({ length: 100 - n }, () => 'insufficient_balance'));
    expect(await ledger.balance(user(1))).toEqual({ available: 0n, locked: 0n });
    expect(await ledger.balance(ext)).toEqual({ available: 0n, locked: 0n });
    expect(await tableCounts(t.app.platform.db)).toEqual({ accounts: 2, entries: 1 + n, lines: 2 * (1 + n) });
    expect(await ledger.rebuild()).toEqual([]);
  });

  it('gives 20 concurrent posts with the same ref exactly one effect', async () => {
    await fund(1, 1_000n);
    const credit = () => postAlone(ledger, { actor: systemActor, reason: 'deposit', ref: 'same:credit', lines: moveLines(ext, user(2), 50n) });
    const debit = () => postAlone(ledger, { actor: systemActor, reason: 'withdrawal', ref: 'same:debit', lines: moveLines(user(1), ext, 100n) });

    for (const [task, account, expected] of [[credit, user(2), 50n], [debit, user(1), 900n]] as const) {
      const { ok, refusedKeys } = await race<PostResult>(Array.from({ length: 20 }, () => task));
      expect(refusedKeys).toEqual([]);
      expect(ok.filter((r) => !r.duplicate)).toHaveLength(1);
      expect(new Set(ok.map((r) => r.entryId)).size).toBe(1);
      expect(ok[0]?.entryId).toBeGreaterThan(0);
      expect(await ledger.balance(account)).toEqual({ available: expected, locked: 0n });
    }
    expect(await tableCounts(t.app.platform.db)).toMatchObject({ entries: 3, lines: 6 });
    expect(await ledger.rebuild()).toEqual([]);
  });

  it('keeps every invariant through a concurrent mix of locks, unlocks and transfers', async () => {
    const users = [1, 2, 3, 4];
    for (const id of users) await fund(id, 500n);
    const op = fc.record({
      kind: fc.constantFrom('lock', 'unlock', 'transfer', 'transfer_locked'),
      from: fc.constantFrom(...users), to: fc.constantFrom(...users), amount: fc.bigInt(1n, 200n),
    });
    const ops = fc.sample(op, { numRuns: 150, seed: 20261122 });
    const watcher = watch();
    const { ok, refusedKeys } = await race(ops.map((o, i) => () => ledger.transaction((tx) => {
      const m = { account: user(o.from), amount: o.amount, actor: systemActor, reason: 'transfer' as const, detail: o.kind, ref: `mix:${i}` };
      if (o.kind === 'lock') return ledger.lock(tx, m);
      if (o.kind === 'unlock') return ledger.unlock(tx, m);
      const bucket = o.kind === 'transfer' ? 'available' : 'locked';
      return ledger.post(tx, { actor: systemActor, reason: 'transfer', detail: o.kind, ref: m.ref, lines: [
        { account: user(o.from), amount: -o.amount, bucket }, { account: user(o.to), amount: o.amount },
      ] });
    })));
    expect(await watcher.stop()).toBe(0);

    expect(ok.length).toBeGreaterThan(20);
    expect(refusedKeys.length).toBeGreaterThan(0);
    expect(new Set(refusedKeys)).toEqual(new Set(['insufficient_balance']));
    expect(await ledger.journalTotals()).toEqual(new Map([['USDT', 0n]]));
    expect(await negativeGuardedAccounts(t.app.platform.db)).toEqual([]);
    expect(await ledger.rebuild()).toEqual([]);
    // Nothing left the users: what they hold, available plus locked, is what they were funded with.
    let held = 0n;
    for (const id of users) {
      const b = await ledger.balance(user(id));
      held += b.available + b.locked;
    }
    expect(held).toBe(2_000n);
    expect((await tableCounts(t.app.platform.db)).entries).toBe(users.length + ok.length);
  });

  it('creates new accounts concurrently in any line order without failing', async () => {
    await fund(1, 1n);
    // Pairs of brand-new accounts, each pair first touched by two posts that name them in opposite orders.
    const tasks = Array.from({ length: 20 }, (_, i) => () => {
      const pair = Math.floor(i / 2);
      const [a, b] = i % 2 === 0 ? [user(100 + pair), user(200 + pair)] : [user(200 + pair), user(100 + pair)];
      return postAlone(ledger, { actor: systemActor, reason: 'deposit', ref: `new:${i}`, lines: [
        { account: a, amount: 1n }, { account: b, amount: 2n }, { account: ext, amount: -3n },
      ] });
    });
    const { ok, refusedKeys } = await race(tasks);
    expect(refusedKeys).toEqual([]);
    expect(ok).toHaveLength(20);
    for (let pair = 0; pair < 10; pair++) {
      expect((await ledger.balance(user(100 + pair))).available + (await ledger.balance(user(200 + pair))).available).toBe(6n);
    }
    expect(await ledger.rebuild()).toEqual([]);
  });

  it('rebuilds while posts are in flight without seeing or making a false difference', async () => {
    const users = [1, 2, 3, 4, 5, 6];
    for (const id of users) await fund(id, 1_000n);
    const reports: unknown[] = [];
    const tasks: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < 120; i++) {
      const [from, to] = [user(users[i % 6] ?? 1), user(users[(i + 1) % 6] ?? 1)];
      tasks.push(() => postAlone(ledger, { actor: systemActor, reason: 'transfer', ref: `tr:${i}`, lines: moveLines(from, to, 1n) }));
      // Every user pays 20 and receives 20, so the books end where they started; rebuilds run in between.
      if (i % 10 === 5) tasks.push(async () => reports.push(...await ledger.rebuild({ apply: i % 20 === 15 })));
    }
    const { refusedKeys } = await race(tasks);
    expect(refusedKeys).toEqual([]);
    expect(reports).toEqual([]);
    for (const id of users) expect(await ledger.balance(user(id))).toEqual({ available: 1_000n, locked: 0n });
    expect(await ledger.rebuild()).toEqual([]);
  });

  it('repairs a real difference while posts are in flight without losing any of them', async () => {
    const users = [1, 2, 3, 4, 5, 6];
    for (const id of users) await fund(id, 1_000n);
    const db = t.app.platform.db;
    const strayId = (await ledger.balances(6, 'real'))[0]?.accountId ?? -1;
    // A stray write of +5 behind the ledger's back, to be found and undone while transfers keep moving the balance.
    await db.updateTable('ledger_accounts').set({ available_atoms: 1_005n }).where('id', '=', strayId).execute();
    const reports: BalanceDifference[] = [];
    const tasks: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < 120; i++) {
      const [from, to] = [user(users[i % 6] ?? 1), user(users[(i + 1) % 6] ?? 1)];
      tasks.push(() => postAlone(ledger, { actor: systemActor, reason: 'transfer', ref: `tr:${i}`, lines: moveLines(from, to, 1n) }));
      if (i % 10 === 5) tasks.push(async () => reports.push(...await ledger.rebuild({ apply: i === 45 || i === 95 })));
    }
    const { refusedKeys } = await race(tasks);
    expect(refusedKeys).toEqual([]);
    expect(reports.length).toBeGreaterThan(0);
    for (const r of reports) {
      expect(r.accountId).toBe(strayId);
      expect([r.stored.available - r.journal.available, r.stored.locked, r.journal.locked]).toEqual([5n, 0n, 0n]);
    }
    for (const id of users) expect(await ledger.balance(user(id))).toEqual({ available: 1_000n, locked: 0n });
    expect(await ledger.rebuild()).toEqual([]);
  });
});
