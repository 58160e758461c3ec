import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { appsClosedAfterEach, createSharedTestApps, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { escrowOf, fundingOf, publishAd, u } from './c2c.testkit.js';
import { activeMerchant, kycUser } from '../../test/c2c.js';

const apps = appsClosedAfterEach();

async function single(): Promise<TestApp> {
  const t = await apps.fresh();
  return t;
}

/** A merchant's sell ad and a buyer's order of 100 USDT on it. */
async function orderOn(app: App) {
  const m = await activeMerchant(app, `M${Math.floor(Math.random() * 1e9)}`);
  const adId = await publishAd(app, m);
  const buyer = await kycUser(app);
  const order = await app.services.c2c.orders.add(buyer.id, { id: adId, amount: '100', payment_method_id: m.payMethodId }, undefined);
  return { m, buyer, order };
}

async function settlements(app: App, orderId: number): Promise<number> {
  const rows = await app.platform.db.selectFrom('ledger_entries').select('id').where('ref', '=', `c2c:${orderId}:settle`).execute();
  return rows.length;
}

describe('the escrow leaves once, whatever races', { timeout: 180_000 }, () => {
  it('100 concurrent releases, cancels, appeals and deadline runs on a paid order: one release or one appeal, never two moves', async () => {
    const t = await single();
    const { m, buyer, order } = await orderOn(t.app);
    const c2c = t.app.services.c2c;
    await c2c.flow.pay(buyer.id, order.id, undefined);
    t.clock.advance(31 * 60_000);
    const moves = Array.from({ length: 100 }, (_, i) => {
      if (i % 4 === 0) return c2c.flow.release(m.user.id, order.id);
      if (i % 4 === 1) return c2c.flow.cancel(buyer.id, order.id);
      if (i % 4 === 2) return c2c.expireDue();
      return c2c.flow.appeal(buyer.id, order.id, 'not released', undefined);
    });
    const outcomes = await Promise.allSettled(moves);
    const won = outcomes.filter((o, i) => o.status === 'fulfilled' && i % 4 !== 2);
    expect(won).toHaveLength(1);
    const final = await c2c.orders.info(buyer.id, order.id);
    expect([3, 4]).toContain(final.status);
    expect(await settlements(t.app, order.id)).toBe(final.status === 3 ? 1 : 0);
    expect((await fundingOf(t.app, buyer.id)).available).toBe(final.status === 3 ? u('100') : 0n);
    expect(await escrowOf(t.app)).toBe(final.status === 3 ? 0n : u('100'));
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  });

  it('100 concurrent cancels, releases and deadline runs on an unpaid order past its deadline: returned once', async () => {
    const t = await single();
    const { m, buyer, order } = await orderOn(t.app);
    const c2c = t.app.services.c2c;
    t.clock.advance(30 * 60_000 + 1);
    const moves = Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? c2c.flow.cancel(buyer.id, order.id) : i % 3 === 1 ? c2c.expireDue() : c2c.flow.release(m.user.id, order.id)));
    const outcomes = await Promise.allSettled(moves);
    const cancels = outcomes.filter((o, i) => i % 3 === 0 && o.status === 'fulfilled').length;
    const expired = outcomes.reduce((n, o, i) => n + (i % 3 === 1 && o.status === 'fulfilled' ? Number(o.value) : 0), 0);
    expect(cancels + expired).toBe(1);
    expect(outcomes.filter((o, i) => i % 3 === 2 && o.status === 'fulfilled')).toHaveLength(0);
    expect(await settlements(t.app, order.id)).toBe(1);
    expect((await fundingOf(t.app, m.user.id)).available).toBe(u('10000'));
    expect(await escrowOf(t.app)).toBe(0n);
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  });

  it('an appeal is decided once: racing admins below the amount; above it, four eyes', async () => {
    const t = await single();
    const c2c = t.app.services.c2c;
    const { buyer, order } = await orderOn(t.app);
    await c2c.flow.pay(buyer.id, order.id, undefined);
    await c2c.flow.appeal(buyer.id, order.id, 'paid, not released', undefined);
    const decisions = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => c2c.desk.decide({ id: i + 1, ip: '::1' }, order.id, i % 2 ? 'release' : 'return')));
    expect(decisions.filter((d) => d.status === 'fulfilled')).toHaveLength(1);
    expect(await settlements(t.app, order.id)).toBe(1);

    await c2c.desk.saveSettings({ id: 1, ip: '::1' }, { appeal_threshold: '50' });
    const second = await orderOn(t.app);
    await c2c.flow.pay(second.buyer.id, second.order.id, undefined);
    await c2c.flow.appeal(second.m.user.id, second.order.id, 'no money arrived', undefined);
    expect(await c2c.desk.decide({ id: 1, ip: '::1' }, second.order.id, 'return')).toMatchObject({ decided: false, awaiting_second_approval: true, order: { status: 4, awaiting_second_approval: true } });
    await expect(c2c.desk.decide({ id: 1, ip: '::1' }, second.order.id, 'return')).rejects.toMatchObject({ key: 'c2c_second_admin_required' });
    expect(await settlements(t.app, second.order.id)).toBe(0);
    const approvals = await Promise.allSettled([2, 3, 4, 5].map((id) => c2c.desk.decide({ id, ip: '::1' }, second.order.id, 'return')));
    expect(approvals.filter((d) => d.status === 'fulfilled')).toHaveLength(1);
    // A late approver never proposes again for the decided order (it waits on the order's lock, then finds it decided).
    const pending = await t.app.platform.db.selectFrom('approvals').select('id').where('subject_type', '=', 'c2c_order').where('subject_id', '=', second.order.id).where('status', '=', 'pending').execute();
    expect(pending).toEqual([]);
    expect((await c2c.desk.order(second.order.id)).status).toBe(5);
    expect(await settlements(t.app, second.order.id)).toBe(1);
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  });
});

describe('the deadline job across processes and downtime', { timeout: 180_000 }, () => {
  it('a deadline that passed while the server was down cancels on start; two processes cancel an order once', async () => {
    const shared = await createSharedTestApps(2);
    apps.closeLater(() => shared.close());
    const [a, b] = shared.apps;
    if (!a || !b) throw new Error('two apps');
    const { m, order } = await orderOn(a);
    // Down for an hour: nothing ran. The next start cancels the order before the server listens.
    shared.clock.advance(3_600_000);
    await b.start();
    expect((await b.services.c2c.desk.order(order.id))).toMatchObject({ status: 5, cancel_reason: 'deadline' });
    expect((await fundingOf(b, m.user.id)).available).toBe(u('10000'));

    const next = await orderOn(a);
    shared.clock.advance(30 * 60_000 + 1);
    // On SQLite the two in-process apps take turns (better-sqlite3 blocks the one Node process on the file lock).
    const work = [() => a.platform.jobs.runDue('c2c.deadline'), () => b.platform.jobs.runDue('c2c.deadline'), () => a.services.c2c.expireDue(), () => b.services.c2c.expireDue()];
    if (dialectUnderTest === 'postgres') await Promise.all(work.map((w) => w()));
    else for (const w of work) await w();
    expect(await settlements(a, next.order.id)).toBe(1);
    expect((await a.services.c2c.desk.order(next.order.id)).status).toBe(5);
    expect(await ledgerProblems(a.services.ledger, a.platform.db)).toEqual([]);
  });
});
