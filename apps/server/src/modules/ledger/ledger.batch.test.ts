import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { platformAccount, userAccount } from './ledger.service.js';
import { failureKey, ledgerProblems, systemActor, tableCounts } from './ledger.testkit.js';
import type { AccountKey, PostInput } from './ledger.types.js';

/**
 * The many-entries door (LedgerService.postMany, ledger.batch.ts): the same entries, lines and balances as one post
 * each, refs skipped when they exist, all or nothing when a balance would go below zero; random batches keep the
 * books balanced and every balance equal to a plain in-memory sum.
 */
describe('ledger postMany', () => {
  let t: TestApp;
  let runs = 0;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  const external = (asset: string): AccountKey => platformAccount(asset, 'external');
  const wallet = (id: number, asset: string): AccountKey => userAccount(id, asset, 'funding', 'real');
  const pay = (ref: string, asset: string, to: number, amount: bigint, from: AccountKey = external(asset)): PostInput => ({
    actor: systemActor, reason: 'transfer', detail: 'batch', ref, lines: [{ account: from, amount: -amount }, { account: wallet(to, asset), amount }],
  });
  const postMany = (inputs: PostInput[]) => t.app.services.ledger.transaction((tx) => t.app.services.ledger.postMany(tx, inputs));
  const balance = (id: number, asset: string) => t.app.services.ledger.balance(wallet(id, asset));

  it('writes one entry and its lines per input, sums the balances, and skips refs that exist', async () => {
    const before = await tableCounts(t.app.platform.db);
    expect(await postMany([pay('b1:a', 'BA1', 1, 5n), pay('b1:b', 'BA1', 1, 7n), pay('b1:c', 'BA1', 2, 3n)])).toBe(3);
    expect(await balance(1, 'BA1')).toEqual({ available: 12n, locked: 0n });
    expect(await postMany([pay('b1:a', 'BA1', 1, 500n), pay('b1:d', 'BA1', 2, 1n)])).toBe(1);
    expect(await balance(1, 'BA1')).toEqual({ available: 12n, locked: 0n });
    expect(await balance(2, 'BA1')).toEqual({ available: 4n, locked: 0n });
    const after = await tableCounts(t.app.platform.db);
    expect([after.entries - before.entries, after.lines - before.lines]).toEqual([4, 8]);
    expect(await postMany([])).toBe(0);
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  });

  it('refuses the whole batch with nothing written when one account would go below zero', async () => {
    await postMany([pay('b2:fund', 'BA2', 1, 10n)]);
    const before = await tableCounts(t.app.platform.db);
    const overdraw = pay('b2:out', 'BA2', 2, 11n, wallet(1, 'BA2'));
    expect(await failureKey(postMany([pay('b2:ok', 'BA2', 3, 1n), overdraw]))).toBe('insufficient_balance');
    expect(await tableCounts(t.app.platform.db)).toEqual(before);
    expect(await balance(3, 'BA2')).toEqual({ available: 0n, locked: 0n });
    // Inside a transaction that goes on: the batch leaves no trace, the rest commits.
    await t.app.services.ledger.transaction(async (tx) => {
      await expect(t.app.services.ledger.postMany(tx, [overdraw])).rejects.toMatchObject({ key: 'insufficient_balance' });
      await t.app.services.ledger.post(tx, pay('b2:after', 'BA2', 3, 2n));
    });
    expect(await balance(3, 'BA2')).toEqual({ available: 2n, locked: 0n });
    expect(await failureKey(postMany([{ ...pay('b2:bad', 'BA2', 1, 1n), lines: [{ account: wallet(1, 'BA2'), amount: 1n }] }]))).toBe('ledger_unbalanced');
  });

  it('keeps the books balanced and every balance equal to the sum of its batches, over random batches', async () => {
    const move = fc.record({ from: fc.nat(3), to: fc.integer({ min: 1, max: 3 }), amount: fc.bigInt(1n, 200n), locked: fc.boolean() });
    const batches = fc.array(fc.array(move, { minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 6 });
    let refused = 0;
    await fc.assert(fc.asyncProperty(batches, async (list) => {
      const run = ++runs;
      const asset = `BP${run}`;
      const held = new Map<number, { available: bigint; locked: bigint }>();
      let step = 0;
      for (const batch of list) {
        const next = new Map([...held].map(([k, v]) => [k, { ...v }]));
        const inputs: PostInput[] = batch.map((m) => {
          const from = m.from === 0 ? external(asset) : wallet(m.from, asset);
          const bucket = m.from !== 0 && m.locked ? 'locked' : 'available';
          if (m.from !== 0) {
            const h = next.get(m.from) ?? { available: 0n, locked: 0n };
            h[bucket] -= m.amount;
            next.set(m.from, h);
          }
          const h = next.get(m.to) ?? { available: 0n, locked: 0n };
          h.available += m.amount;
          next.set(m.to, h);
          return { actor: systemActor, reason: 'transfer', ref: `bp:${run}:${step++}`,
            lines: [{ account: from, amount: -m.amount, bucket }, { account: wallet(m.to, asset), amount: m.amount }] };
        });
        const overdrawn = [...next.values()].some((h) => h.available < 0n || h.locked < 0n);
        if (overdrawn) {
          refused++;
          expect(await failureKey(postMany(inputs))).toBe('insufficient_balance');
        } else {
          expect(await postMany(inputs)).toBe(inputs.length);
          for (const [k, v] of next) held.set(k, v);
        }
        for (const id of [1, 2, 3]) expect(await balance(id, asset)).toEqual(held.get(id) ?? { available: 0n, locked: 0n });
      }
      expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
    }), { numRuns: 25 });
    expect(refused).toBeGreaterThan(0);
  }, 120_000);
});
