import { parseAmount } from '@candor/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import { createSharedTestApps, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { fund } from '../spot/spot.testkit.js';
import { DAY, apply, atoms as a, createProject, funding, ieoAccount, okData, pay, productInput } from './ieo.testkit.js';

type User = { token: string; id: number };

describe('IEO and subscriptions under concurrency', () => {
  let t: TestApp;
  let user: User;
  moneyTestApp(async (app) => registerUser(app.app), (app, u) => { t = app; user = u; });

  it('100 concurrent applies of one user make one application and lock its cost once', async () => {
    const p = await createProject(t.app, t.clock.now());
    await fund(t.app, user.id, 'USDT', '1000');
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      apply(t.app, user, { id: p.id, amount: '500', idempotency_key: `apply-${String(i).padStart(4, '0')}` })));
    expect(answers.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    for (const r of answers) if (r.body.type !== 'ok') expect(r.body.code).toBe(8306);
    expect(await funding(t.app, user.id, 'USDT')).toEqual({ available: a('750'), locked: a('250') });
    const row = await t.app.platform.db.selectFrom('ieo_projects').select('subscribed_atoms').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.subscribed_atoms).toBe(a('500'));
  });

  it('100 concurrent applies of users each able to pay: the subscribed total exact, none over its balance', async () => {
    const p = await createProject(t.app, t.clock.now(), { total_supply: '1000', max: '100' });
    const { ieo } = t.app.services.ieo;
    // Account holders by id (the service, without 100 sign-ups): half can pay for 100 tokens (50 USDT), half only for 60.
    const ids = Array.from({ length: 100 }, (_, i) => 500_000 + i);
    for (const [i, id] of ids.entries()) await fund(t.app, id, 'USDT', i % 2 ? '50' : '30');
    const answers = await Promise.allSettled(ids.map((id) => ieo.apply(id, { id: p.id, amount: '100' }, undefined)));
    expect(answers.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    for (const r of answers) if (r.status === 'rejected') expect((r.reason as { key?: string }).key).toBe('insufficient_balance');
    const row = await t.app.platform.db.selectFrom('ieo_projects').select('subscribed_atoms').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.subscribed_atoms).toBe(a('5000'));
    t.clock.advance(DAY);
    await t.app.services.ieo.settlement.run();
    // 5x oversubscribed: 20 tokens each, 10 USDT due, the rest of the 50 released.
    const rows = await t.app.platform.db.selectFrom('ieo_applications').select(['id', 'user_id', 'allotted_atoms', 'pay_atoms']).execute();
    expect(rows.every((r) => r.allotted_atoms === a('20') && r.pay_atoms === a('10'))).toBe(true);
    // Each pays twice at once: one payment each.
    const paid = await Promise.allSettled(rows.flatMap((r) => [0, 1].map(() => ieo.pay(r.user_id, { id: r.id }, undefined))));
    expect(paid.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    expect(await ieoAccount(t.app, 'USDT')).toEqual({ available: a('500'), locked: 0n });
    for (const id of ids.slice(0, 4)) expect((await funding(t.app, id, 'USDT')).locked).toBe(0n);
  });

  it('100 concurrent purchases never sell more than the product holds or a user more than the maximum', async () => {
    const { ieo } = t.app.services;
    const product = await ieo.admin.createProduct(productInput(t.clock.now(), { total: '100', max: '60', min: '1', price: '2' }), 1);
    await ieo.admin.passProduct(product.id, 2);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => registerUser(t.app)));
    for (const b of buyers) await fund(t.app, b.id, 'USDT', '1000');
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => {
      const b = buyers[i % 4] as User;
      return call(t.app, 'POST', 'publication/purchase', { id: product.id, amount: '3' }, { token: b.token });
    }));
    const ok = answers.filter((r) => r.body.type === 'ok');
    expect(ok).toHaveLength(33);
    for (const r of answers) if (r.body.type !== 'ok') expect([8315, 8305]).toContain(r.body.code);
    const sold = await t.app.platform.db.selectFrom('publication_products').select('sold_atoms').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(sold.sold_atoms).toBe(a('99'));
    for (const b of buyers) expect((await funding(t.app, b.id, product.token)).locked).toBeLessThanOrEqual(a('60'));
    expect(await ieoAccount(t.app, 'USDT')).toEqual({ available: a('198'), locked: 0n });
  });
});

describe('IEO settlement with two server processes on one database', () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => { await close?.(); });

  it('allots, settles and unlocks once when both processes run the job', async () => {
    const shared = await createSharedTestApps(2);
    close = shared.close;
    const [one, two] = shared.apps;
    if (!one || !two) throw new Error('two apps');
    const p = await createProject(one, shared.clock.now(), { total_supply: '100', max: '100' });
    const users = await Promise.all([registerUser(one), registerUser(two)]);
    for (const u of users) await fund(one, u.id, 'USDT', '100');
    const apps = [okData(await apply(one, users[0] as User, { id: p.id, amount: '100' })), okData(await apply(two, users[1] as User, { id: p.id, amount: '50' }))];
    // Both processes run the due jobs (the scheduler lets one claim each period); on PostgreSQL both also run the
    // settlement itself at once, which its conditional claims keep to one (SQLite's file lock serialises writers anyway).
    // On SQLite both apps share this one Node process and better-sqlite3 blocks it while waiting for the file lock, so
    // their runs go one after the other there (two real processes would each wait their turn).
    const both = async () => dialectUnderTest === 'postgres'
      ? Promise.all([one.platform.jobs.runDue(), two.platform.jobs.runDue(), one.services.ieo.settlement.run(), two.services.ieo.settlement.run()])
      : [await one.platform.jobs.runDue(), await two.platform.jobs.runDue()];
    shared.clock.advance(DAY);
    await both();
    okData(await pay(one, users[0] as User, apps[0]?.id ?? 0));
    okData(await pay(two, users[1] as User, apps[1]?.id ?? 0));
    for (let d = 0; d < 3; d++) {
      shared.clock.advance(DAY);
      await both();
    }
    // 150 asked for 100: 66.66666666 and 33.33333333, dust 0.00000001, each delivered and unlocked once.
    expect(await funding(one, users[0]?.id ?? 0, p.token)).toEqual({ available: parseAmount('66.66666666'), locked: 0n });
    expect(await funding(one, users[1]?.id ?? 0, p.token)).toEqual({ available: parseAmount('33.33333333'), locked: 0n });
    expect(await ieoAccount(one, p.token)).toEqual({ available: parseAmount('0.00000001'), locked: 0n });
    const entries = await one.platform.db.selectFrom('ledger_entries').select('reason').where('reason', 'like', 'ieo_%').execute();
    expect(entries.filter((e) => e.reason.startsWith('ieo_supply'))).toHaveLength(1);
    expect(entries.filter((e) => e.reason.startsWith('ieo_deliver'))).toHaveLength(2);
    expect(entries.filter((e) => e.reason.startsWith('ieo_unlock'))).toHaveLength(4);
    expect(await ledgerProblems(one.services.ledger, one.platform.db)).toEqual([]);
  });
});
