import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp, propertyRuns, type TestApp } from '../../test/harness.js';
import { AppError } from '../../platform/http/errors.js';
import { balanceOf, fund, plainUser } from './spot.testkit.js';

type Step =
  | { kind: 'limit'; user: number; side: 'buy' | 'sell'; price: number; amount: number; tif: 'GTC' | 'IOC' | 'FOK' }
  | { kind: 'market'; user: number; side: 'buy' | 'sell'; amount: number }
  | { kind: 'cancel'; user: number; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('limit' as const), user: fc.integer({ min: 0, max: 2 }), side: fc.constantFrom('buy' as const, 'sell' as const),
    price: fc.integer({ min: 3390, max: 3410 }), amount: fc.integer({ min: 1, max: 300 }), tif: fc.constantFrom('GTC' as const, 'GTC' as const, 'IOC' as const, 'FOK' as const) }),
  fc.record({ kind: fc.constant('market' as const), user: fc.integer({ min: 0, max: 2 }), side: fc.constantFrom('buy' as const, 'sell' as const), amount: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('cancel' as const), user: fc.integer({ min: 0, max: 2 }), pick: fc.nat() }),
);

/** Every user's locked balance per asset equals what their waiting orders hold, and the books equal the database. */
async function checkInvariants(t: TestApp, users: number[]): Promise<void> {
  const { ledger, spot } = t.app.services;
  const { db } = t.app.platform;
  expect([...(await ledger.journalTotals()).values()].every((v) => v === 0n)).toBe(true);
  expect(await ledger.rebuild()).toEqual([]);
  const waiting = await db.selectFrom('spot_orders').selectAll().where('status', '=', 'waiting').execute();
  for (const u of users) {
    for (const asset of ['ETH', 'USDT']) {
      const held = waiting.filter((o) => o.user_id === u && (o.side === 'buy' ? 'USDT' : 'ETH') === asset).reduce((s, o) => s + o.locked_atoms, 0n);
      const b = await balanceOf(t.app, u, asset);
      expect(b.locked, `user ${u} ${asset}`).toBe(held);
      expect(b.available >= 0n).toBe(true);
    }
  }
  const book = spot.book('ETH/USDT', 'real').engine;
  book.checkInvariants();
  expect(book.size).toBe(waiting.length);
}

describe('spot trading keeps the books and the ledger in step', () => {
  it('on random order streams of three users', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
      const t = await createTestApp();
      try {
        const users: number[] = [];
        for (let i = 0; i < 3; i++) {
          const id = await plainUser(t.app, `p${i}`);
          users.push(id);
          await fund(t.app, id, 'USDT', '20000');
          await fund(t.app, id, 'ETH', '4');
        }
        const spot = t.app.services.spot;
        for (const s of steps) {
          const user = users[s.user] as number;
          try {
            if (s.kind === 'limit') {
              await spot.place(user, 'real', { symbol: 'ETH/USDT', side: s.side, type: 'limit', price: String(s.price), amount: (s.amount / 100).toFixed(2), tif: s.tif });
            } else if (s.kind === 'market') {
              await spot.place(user, 'real', { symbol: 'ETH/USDT', side: s.side, type: 'market', amount: s.side === 'buy' ? String(s.amount * 10) : (s.amount / 100).toFixed(2) });
            } else {
              const open = (await spot.list({ userId: user, mode: 'real', status: 'waiting', limit: 100, offset: 0 })).items;
              const target = open[s.pick % Math.max(open.length, 1)];
              if (target) await spot.cancel(user, 'real', target.id);
            }
          } catch (e) {
            if (!(e instanceof AppError) || !['insufficient_balance', 'spot_insufficient_sellable'].includes(e.key)) throw e;
          }
          await checkInvariants(t, users);
        }
      } finally {
        await t.close();
      }
    }), { numRuns: propertyRuns(15) });
  });

  it('lets concurrent orders against one balance through exactly as far as it goes', async () => {
    const t = await createTestApp();
    try {
      const row = { id: await plainUser(t.app, 'racer') };
      await fund(t.app, row.id, 'USDT', '34000');
      const results = await Promise.allSettled(Array.from({ length: 30 }, () =>
        t.app.services.spot.place(row.id, 'real', { symbol: 'ETH/USDT', side: 'buy', type: 'limit', price: '3400', amount: '1' })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      expect(await balanceOf(t.app, row.id, 'USDT')).toEqual({ available: 0n, locked: 3_400_000_000_000n });
    } finally {
      await t.close();
    }
  });

  it('in demo mode too (an order and its lock written all or nothing, without a savepoint)', async () => {
    const t = await createTestApp();
    try {
      const id = await plainUser(t.app, 'demoracer');
      await fund(t.app, id, 'USDT', '34000', 'demo');
      const results = await Promise.allSettled(Array.from({ length: 30 }, () =>
        t.app.services.spot.place(id, 'demo', { symbol: 'ETH/USDT', side: 'buy', type: 'limit', price: '3400', amount: '1' })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ key: 'insufficient_balance' });
      expect(await balanceOf(t.app, id, 'USDT', 'demo')).toEqual({ available: 0n, locked: 3_400_000_000_000n });
      // A refused order left nothing behind: ten orders, ten lock entries of two lines each, naming their orders.
      const orders = await t.app.services.spot.list({ userId: id, mode: 'demo', limit: 100, offset: 0 });
      expect(orders.total).toBe(10);
      const db = t.app.platform.db;
      const entries = await db.selectFrom('ledger_entries').select(['id', 'ref']).where('ref', 'like', 'spot:lock:demo:%').execute();
      expect(entries.map((e) => e.ref).sort()).toEqual(orders.items.map((o) => `spot:lock:demo:${o.id}`).sort());
      const lines = await db.selectFrom('ledger_lines').select(['bucket', 'amount_atoms']).where('entry_id', 'in', entries.map((e) => e.id)).execute();
      expect(lines).toHaveLength(20);
      expect(lines.reduce((sum, l) => sum + l.amount_atoms, 0n)).toBe(0n);
    } finally {
      await t.close();
    }
  });
});
