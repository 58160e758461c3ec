import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.js';
import { AppError } from '../../platform/http/errors.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { escrowOf, publishAd } from './c2c.testkit.js';
import { activeMerchant, kycUser } from '../../test/c2c.js';

type Step =
  | { kind: 'open'; taker: number; ad: number; amount: number }
  | { kind: 'pay' | 'cancel' | 'release' | 'expire'; pick: number }
  | { kind: 'appeal'; pick: number; seller: boolean }
  | { kind: 'decide'; pick: number; release: boolean }
  | { kind: 'time'; minutes: number };

const pick = fc.nat(50);
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('open' as const), taker: fc.nat(2), ad: fc.nat(1), amount: fc.integer({ min: 10, max: 400 }) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constantFrom('pay' as const, 'release' as const), pick }), weight: 6 },
  fc.record({ kind: fc.constantFrom('cancel' as const, 'expire' as const), pick }),
  fc.record({ kind: fc.constant('appeal' as const), pick, seller: fc.boolean() }),
  fc.record({ kind: fc.constant('decide' as const), pick, release: fc.boolean() }),
  fc.record({ kind: fc.constant('time' as const), minutes: fc.integer({ min: 1, max: 20 }) }),
);

/** One stream that surely completes an order and cancels another, run before the random ones. */
const covering: Step[] = [
  { kind: 'open', taker: 0, ad: 0, amount: 100 },
  { kind: 'cancel', pick: 0 },
  { kind: 'open', taker: 0, ad: 0, amount: 120 },
  { kind: 'pay', pick: 1 },
  { kind: 'release', pick: 1 },
];

/** Runs a move; a refusal (AppError) is part of the stream, anything else fails the property. */
async function attempt(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (process.env.C2C_DEBUG) console.log(error.key);
  }
}

describe('the ledger after random C2C order streams', { timeout: 600_000 }, () => {
  it('sums to zero, the escrow holds exactly the open orders, and no order settles twice', async () => {
    const ended = new Map<number, number>();
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 40 }), async (steps) => {
      const t = await createTestApp();
      try {
        const c2c = t.app.services.c2c;
        const m = await activeMerchant(t.app, 'Stream');
        const ads = [await publishAd(t.app, m), await publishAd(t.app, m, { side: 'buy', fixed_price: '0.98', available: '3000' })];
        const takers = [await kycUser(t.app, 'basic', { USDT: '2000' }), await kycUser(t.app, 'basic', { USDT: '500' }), await kycUser(t.app, 'basic')];
        const orders: { id: number; buyer: number; seller: number }[] = [];
        const of = (i: number) => orders.length ? orders[i % orders.length] : undefined;
        let admin = 1;
        for (const s of steps) {
          if (s.kind === 'open') {
            const taker = takers[s.taker];
            const ad = ads[s.ad];
            if (!taker || ad === undefined) continue;
            await attempt(async () => {
              const o = await c2c.orders.add(taker.id, { id: ad, amount: String(s.amount), payment_method_id: m.payMethodId, pay_type: 'bank_card', pay_account: 'NL91ABNA0417164300', pay_holder: 'Taker' }, undefined);
              orders.push({ id: o.id, buyer: o.role === 'buyer' ? taker.id : m.user.id, seller: o.role === 'seller' ? taker.id : m.user.id });
            });
            continue;
          }
          if (s.kind === 'time') { t.clock.advance(s.minutes * 60_000); continue; }
          if (s.kind === 'expire') { await c2c.expireDue(); continue; }
          const o = of(s.pick);
          if (!o) continue;
          if (s.kind === 'pay') await attempt(() => c2c.flow.pay(o.buyer, o.id, undefined));
          if (s.kind === 'cancel') await attempt(() => c2c.flow.cancel(o.buyer, o.id));
          if (s.kind === 'release') await attempt(() => c2c.flow.release(o.seller, o.id));
          if (s.kind === 'appeal') await attempt(() => c2c.flow.appeal(s.seller ? o.seller : o.buyer, o.id, 'stream', undefined));
          if (s.kind === 'decide') await attempt(() => c2c.desk.decide({ id: admin++, ip: '::1' }, o.id, s.release ? 'release' : 'return'));
        }
        expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
        for (const sum of (await t.app.services.ledger.journalTotals()).values()) expect(sum).toBe(0n);
        const rows = await t.app.platform.db.selectFrom('c2c_orders').select(['id', 'status', 'quantity_atoms']).execute();
        const open = rows.filter((r) => [1, 2, 4].includes(r.status)).reduce((sum, r) => sum + r.quantity_atoms, 0n);
        expect(await escrowOf(t.app)).toBe(open);
        const settles = await t.app.platform.db.selectFrom('ledger_entries').select('ref').where('ref', 'like', 'c2c:%:settle').execute();
        expect(new Set(settles.map((e) => e.ref)).size).toBe(settles.length);
        expect(settles.length).toBe(rows.filter((r) => r.status === 3 || r.status === 5).length);
        for (const r of rows) ended.set(r.status, (ended.get(r.status) ?? 0) + 1);
      } finally {
        await t.close();
      }
    }), { numRuns: Number(process.env.C2C_RUNS ?? 12), examples: [[covering]] });
    // The streams did reach the states: completed and cancelled orders both happened (the covering stream makes
    // sure of it; twelve random streams alone sometimes cancel nothing).
    expect(ended.get(3) ?? 0).toBeGreaterThan(0);
    expect(ended.get(5) ?? 0).toBeGreaterThan(0);
  });
});
