import { parseAmount } from '@candor/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { createTestApp, propertyRuns } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { fund } from '../spot/spot.testkit.js';
import { allot, costOf, unlockedAt } from './ieo.math.js';
import { DAY, apply, createProject, funding, ieoAccount, okData, pay, settle } from './ieo.testkit.js';

const atomsArb = fc.bigInt({ min: 1n, max: 10n ** 15n });

describe('pro-rata allotment', () => {
  it('never allots more than offered, gives each request its exact share within one atom, and accounts for the dust', () => {
    fc.assert(fc.property(fc.array(atomsArb, { minLength: 1, maxLength: 60 }), atomsArb, (requests, offered) => {
      const r = allot(requests, offered);
      const requested = requests.reduce((s, x) => s + x, 0n);
      expect(r.total).toBe(r.allotted.reduce((s, x) => s + x, 0n));
      expect(r.total).toBeLessThanOrEqual(offered);
      expect(r.total + r.dust + r.unsold).toBe(offered);
      if (requested <= offered) {
        expect(r.allotted).toEqual(requests);
        expect(r.dust).toBe(0n);
      } else {
        expect(r.unsold).toBe(0n);
        // Fewer dust atoms than requests: each lost less than one atom to the rounding.
        expect(r.dust).toBeLessThan(BigInt(requests.length));
        requests.forEach((q, i) => {
          const a = r.allotted[i] ?? 0n;
          // a <= q x offered / requested < a + 1, in integers: a x requested <= q x offered < (a + 1) x requested.
          expect(a * requested <= q * offered).toBe(true);
          expect(q * offered < (a + 1n) * requested).toBe(true);
          expect(a).toBeLessThanOrEqual(q);
        });
      }
    }), { numRuns: 500 });
  });

  it('unlocks monotonically, never more than allotted, all of it at the last step', () => {
    fc.assert(fc.property(atomsArb, fc.array(fc.integer({ min: 1, max: 9999 }), { minLength: 0, maxLength: 6 }), fc.integer({ min: 0, max: 10 }), (allotted, cuts, at) => {
      const bps = [...new Set(cuts)].sort((x, y) => x - y);
      const schedule = [...bps.map((b, i) => ({ at: i + 1, bps: b })), { at: bps.length + 1, bps: 10_000 }];
      let last = 0n;
      for (let now = 0; now <= schedule.length + 1; now++) {
        const u = unlockedAt(allotted, schedule, now);
        expect(u).toBeGreaterThanOrEqual(last);
        expect(u).toBeLessThanOrEqual(allotted);
        last = u;
      }
      expect(unlockedAt(allotted, schedule, schedule.length + at)).toBe(allotted);
    }));
  });

  it('keeps the ledger whole after random runs of applies, payments, lapses and unlocks', async () => {
    const plan = fc.array(fc.record({ amount: fc.integer({ min: 1, max: 600 }), pays: fc.boolean() }), { minLength: 1, maxLength: 6 });
    await fc.assert(fc.asyncProperty(plan, fc.integer({ min: 50, max: 2000 }), async (subs, offered) => {
      const t = await createTestApp();
      try {
        const p = await createProject(t.app, t.clock.now(), { total_supply: String(offered), min: '1', max: String(Math.min(600, offered)), price: '0.37' });
        const entries = [];
        for (const s of subs) {
          const u = await registerUser(t.app);
          await fund(t.app, u.id, 'USDT', '300');
          entries.push({ u, s, app: okData(await apply(t.app, u, { id: p.id, amount: String(Math.min(s.amount, offered)) })) });
        }
        t.clock.advance(DAY);
        await settle(t.app);
        let paid = 0n;
        for (const e of entries) {
          if (!e.s.pays) continue;
          const r = await pay(t.app, e.u, e.app.id);
          if (r.body.type === 'ok') paid += costOf(parseAmount(r.body.data?.allotment_quantity ?? '0'), parseAmount('0.37'));
        }
        for (let i = 0; i < 3; i++) { t.clock.advance(DAY); await settle(t.app); }
        expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
        // Every token is with a user or in the platform's IEO account; every USDT paid is in it; nobody keeps a lock.
        let held = 0n;
        for (const e of entries) {
          const tok = await funding(t.app, e.u.id, p.token);
          expect(tok.locked).toBe(0n);
          held += tok.available;
          const usdt = await funding(t.app, e.u.id, 'USDT');
          expect(usdt.locked).toBe(0n);
        }
        expect(held + (await ieoAccount(t.app, p.token)).available).toBe(BigInt(offered) * 100_000_000n);
        expect((await ieoAccount(t.app, 'USDT')).available).toBe(paid);
        const statuses = await t.app.platform.db.selectFrom('ieo_applications').select('status').execute();
        expect(statuses.every((s) => s.status === 2 || s.status === 6)).toBe(true);
      } finally {
        await t.close();
      }
    }), { numRuns: propertyRuns(8) });
  }, 240_000);
});
