import fc from 'fast-check';
import { formatAmount, loanChargeFor } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { registerUser } from '../../test/client.js';
import { appsClosedAfterEach, createSharedTestApps, type TestApp } from '../../test/harness.js';
import { grantKyc } from '../kyc/kyc.testkit.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { fund } from '../spot/spot.testkit.js';
import { TRIAL_LOAN_FUND_ATOMS } from './loans.service.js';
import { DAY, HOUR, fundingOf, loanAccountOf, productId, u } from './loans.testkit.js';

const apps = appsClosedAfterEach();

async function fresh(): Promise<TestApp> {
  const t = await apps.fresh();
  await t.app.services.loans.fundTrial();
  return t;
}
const keyOf = (e: unknown): string => (e instanceof Error && 'key' in e ? String((e as { key: unknown }).key) : String(e));

/** Loan account + outstanding principal = what it was funded with + interest and penalty paid: no atom made or lost. */
async function loanBooksBalance(app: App): Promise<void> {
  const rows = await app.platform.db.selectFrom('loans').selectAll().where('status', 'in', ['active', 'repaid']).execute();
  const outstanding = rows.reduce((s, l) => s + BigInt(l.outstanding_atoms), 0n);
  const paidInterest = rows.reduce((s, l) => s + BigInt(l.interest_charged_atoms) + BigInt(l.penalty_charged_atoms) - BigInt(l.interest_due_atoms), 0n);
  expect(await loanAccountOf(app) + outstanding).toBe(TRIAL_LOAN_FUND_ATOMS + paidInterest);
  for (const l of rows) expect(BigInt(l.repaid_atoms)).toBe(BigInt(l.principal_atoms) - BigInt(l.outstanding_atoms) + BigInt(l.interest_charged_atoms) + BigInt(l.penalty_charged_atoms) - BigInt(l.interest_due_atoms));
  expect(await ledgerProblems(app.services.ledger, app.platform.db)).toEqual([]);
}

describe('loans under concurrency', { timeout: 180_000 }, () => {
  it('100 concurrent applies never pass the borrow limit, and 100 concurrent repayments never take more than owed', async () => {
    const t = await fresh();
    const { loans } = t.app.services;
    const alice = await registerUser(t.app);
    await grantKyc(t.app, alice.id, 'basic');
    const seven = await productId(t.app, 7);
    const applied = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => loans.apply(alice.id, { product_id: seven, amount: '60' }, `apply-${i}`)));
    const ok = applied.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(16);
    expect(new Set(applied.filter((r) => r.status === 'rejected').map((r) => keyOf(r.reason)))).toEqual(new Set(['loans_limit_exceeded']));
    expect(await fundingOf(t.app, alice.id)).toBe(u('960'));
    const first = (ok[0] as PromiseFulfilledResult<{ id: number }>).value.id;
    t.clock.advance(DAY);
    // Owed on the first loan now: 60 + 0.06 interest; 100 repayments of 1 race for it.
    const repaid = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => loans.repay(alice.id, { id: first, amount: '1' }, `repay-${i}`)));
    const repaidOk = repaid.filter((r) => r.status === 'fulfilled').length;
    expect(repaidOk).toBe(60);
    expect(new Set(repaid.filter((r) => r.status === 'rejected').map((r) => keyOf(r.reason)))).toEqual(new Set(['loans_repay_above_owed']));
    const loan = await loans.repo.byId(first);
    expect(BigInt(loan?.outstanding_atoms ?? -1n) + BigInt(loan?.interest_due_atoms ?? -1n)).toBe(u('0.06'));
    expect(await loans.repo.committed(alice.id)).toBe(u('960') - u('59.94'));
    await loanBooksBalance(t.app);
  });

  it('applications of many users never pay out more than the loan account holds', async () => {
    const t = await fresh();
    const { loans, ledger } = t.app.services;
    // Leave 5,000 USDT in the account.
    const drain = TRIAL_LOAN_FUND_ATOMS - u('5000');
    await ledger.transaction((tx) => ledger.post(tx, { actor: { type: 'system', id: 0 }, reason: 'loan_funding', ref: 'test:drain', lines: [
      { account: { ownerId: 0, asset: 'USDT', kind: 'loans', mode: 'real' }, amount: -drain }, { account: { ownerId: 0, asset: 'USDT', kind: 'external', mode: 'real' }, amount: drain },
    ] }));
    const seven = await productId(t.app, 7);
    const users = [];
    for (let i = 0; i < 20; i++) {
      const user = await registerUser(t.app);
      await grantKyc(t.app, user.id, 'basic');
      users.push(user.id);
    }
    const applied = await Promise.allSettled(users.flatMap((id) => [0, 1].map((k) => loans.apply(id, { product_id: seven, amount: '400' }, `pool-${id}-${k}`))));
    expect(applied.filter((r) => r.status === 'fulfilled')).toHaveLength(12);
    expect(new Set(applied.filter((r) => r.status === 'rejected').map((r) => keyOf(r.reason)))).toEqual(new Set(['loans_pool_empty']));
    expect(await loanAccountOf(t.app)).toBe(u('200'));
    expect((await t.app.platform.db.selectFrom('loans').select('id').execute()).length).toBe(12);
  });

  it('after random applies, days and repayments the books balance and every figure is the day-by-day reference (property)', async () => {
    const t = await fresh();
    const { loans } = t.app.services;
    const products = [await productId(t.app, 7), await productId(t.app, 15)];
    const terms = { 0: { termDays: 7, dailyRatePpm: 1000, penaltyRatePpm: 5000 }, 1: { termDays: 15, dailyRatePpm: 800, penaltyRatePpm: 5000 } } as const;
    let run = 0;
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 0, max: 1 }), fc.integer({ min: 5000, max: 100000 }),
      fc.array(fc.record({ hours: fc.integer({ min: 0, max: 72 }), part: fc.integer({ min: 1, max: 60 }) }), { minLength: 1, maxLength: 6 }),
      async (which, cents, steps) => {
        run += 1;
        const user = await registerUser(t.app, { email: `random-${run}@example.com` });
        await grantKyc(t.app, user.id, 'basic');
        await fund(t.app, user.id, 'USDT', '1000');
        const principal = BigInt(cents) * 1_000_000n;
        const started = t.clock.now();
        const loan = await loans.apply(user.id, { product_id: products[which], amount: formatAmount(principal, 8) }, `random-${run}`);
        let outstanding = principal;
        let due = 0n;
        let day = 0;
        for (const [i, s] of steps.entries()) {
          t.clock.advance(s.hours * HOUR);
          if (i % 2 === 0) await loans.chargeDue(t.clock.now());
          const now = Math.floor((t.clock.now() - started) / DAY);
          const c = loanChargeFor(outstanding, day, now, terms[which as 0 | 1]);
          due += c.interest + c.penalty;
          day = Math.max(day, now);
          const pay = ((outstanding + due) * BigInt(s.part)) / 60n;
          if (pay === 0n) continue;
          const after = await loans.repay(user.id, { id: loan.id, amount: formatAmount(pay, 8) }, `random-${run}-${i}`);
          const toInterest = pay < due ? pay : due;
          due -= toInterest;
          outstanding -= pay - toInterest;
          expect(after.outstanding).toBe(formatAmount(outstanding, 8));
          expect(after.interest_due).toBe(formatAmount(due, 8));
          expect(after.status).toBe(outstanding + due === 0n ? 'repaid' : 'active');
          if (after.status === 'repaid') break;
        }
      },
    ), { numRuns: 12 });
    await loanBooksBalance(t.app);
  });
});

describe('the charging job', { timeout: 120_000 }, () => {
  it('charges each day once with two app instances on one database, and catches up after downtime', async () => {
    const shared = await createSharedTestApps(2);
    apps.closeLater(() => shared.close());
    const [a, b] = shared.apps;
    if (!a || !b) throw new Error('two apps');
    await a.services.loans.fundTrial();
    await b.services.loans.fundTrial();
    const user = await registerUser(a);
    await grantKyc(a, user.id, 'basic');
    const loan = await a.services.loans.apply(user.id, { product_id: await productId(a, 15), amount: '1000' }, 'shared');
    const charges: number[] = [];
    for (let step = 0; step < 4; step++) {
      shared.clock.advance(DAY);
      const outcomes = (await Promise.all([a.platform.jobs.runDue('loans.charge'), b.platform.jobs.runDue('loans.charge'), a.platform.jobs.runDue('loans.charge')])).flat();
      expect(outcomes.filter((o) => o.status === 'done')).toHaveLength(1);
      charges.push(Number((await a.services.loans.repo.byId(loan.id))?.interest_due_atoms));
    }
    expect(charges).toEqual([80000000, 160000000, 240000000, 320000000]);
    // Eleven days of downtime: the next run charges them all, at the daily rate to day 14 and the penalty on day 15.
    shared.clock.advance(11 * DAY);
    await Promise.all([a.platform.jobs.runDue('loans.charge'), b.platform.jobs.runDue('loans.charge')]);
    const row = await a.services.loans.repo.byId(loan.id);
    expect(row?.days_charged).toBe(15);
    expect(BigInt(row?.interest_due_atoms ?? 0n)).toBe(u('0.8') * 14n + u('5'));
    await loanBooksBalance(a);
  });
});
