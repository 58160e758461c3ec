import { parseAmount as p, type AdminTrustProduct, type EarnAccountOverview, type EarnFunding, type EarnHolding, type EarnPayoutDay, type TrustProduct } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { platformAccount } from '../ledger/index.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { plainUser } from '../spot/spot.testkit.js';
import { DAY, earnAccount, fundUser, subscribe } from './earn.testkit.js';

describe('earn back office: products, the earn account funded by two admins, payouts, holdings', () => {
  let t: TestApp;
  let operator: SignedIn;
  let finance: SignedIn;
  let finance2: SignedIn;
  let support: SignedIn;
  beforeAll(async () => {
    // production: nothing funds the earn account but the operators
    t = await createTestApp({ NODE_ENV: 'production', DEV_OUTBOX: '0' });
    await t.app.start();
    const root = await superadmin(t);
    operator = await adminOfRole(t, root, 'operator');
    finance = await adminOfRole(t, root, 'finance');
    finance2 = await adminOfRole(t, root, 'finance', 'staff_finance_2');
    support = await adminOfRole(t, root, 'support');
  });
  afterAll(async () => {
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
    await t.close();
  });
  const post = <T>(path: string, who: SignedIn, body: Record<string, unknown>) => call<T>(t.app, 'POST', path, body, { token: who.token, json: true });
  const get = <T>(path: string, who: SignedIn) => call<T>(t.app, 'GET', path, undefined, { token: who.token });

  it('an empty earn account closes every product by itself; two admins fund it from recorded holdings', async () => {
    expect((await t.app.services.earn.trust.products('en')).every((x) => x.closed_reason === 'uncovered')).toBe(true);
    expectError(await post('admin/earn/fundings', finance, { coin: 'USDT', amount: '1000' }), 409, 7621, "The platform's recorded holdings of USDT are not enough.");
    await post('admin/treasury/holdings', finance, { asset: 'USDT', amount: '5000', reference: 'bank 123', note: 'earn' });
    const proposed = dataOf(await post<EarnFunding>('admin/earn/fundings', finance, { coin: 'USDT', amount: '1000', note: 'first month' }));
    expect(proposed).toMatchObject({ status: 'pending', amount: '1000' });
    expect(await earnAccount(t.app)).toEqual({ available: 0n, locked: 0n });
    expectError(await post(`admin/earn/fundings/${proposed.id}/approve`, finance, {}), 403, 7618, 'A second, different admin must approve this.');
    expectError(await post(`admin/earn/fundings/${proposed.id}/approve`, operator, {}), 403, 9003, 'Your admin role does not allow this.');
    const done = dataOf(await post<EarnFunding>(`admin/earn/fundings/${proposed.id}/approve`, finance2, {}));
    expect(done).toMatchObject({ status: 'done', decided_by: finance2.id });
    expect(await earnAccount(t.app)).toEqual({ available: p('1000'), locked: 0n });
    expect((await t.app.services.ledger.balance(platformAccount('USDT', 'holdings', 'real'))).available).toBe(p('4000'));
    const overview = dataOf(await get<EarnAccountOverview>('admin/earn/account', finance));
    expect(overview.coins.find((c) => c.coin === 'USDT')).toMatchObject({ balance: '1000', outstanding: '0', holdings: '4000', days_covered: null });
  });

  it('creates, edits (new orders only) and pauses a product; the audit log has each step', async () => {
    const created = dataOf(await post<AdminTrustProduct>('admin/earn/trust', operator, {
      coin: 'usdt', names: { en: 'Test 3-day', de: 'Test 3 Tage' }, agreements: { en: 'Agreement' }, cycle_days: 3, daily_rate_ppm: 1000,
      min_amount: '10', max_amount: '1000', quota_total: '5000',
    }));
    expect(created).toMatchObject({ coin: 'USDT', cycle_days: 3, daily_rate_ppm: 1000, paused: false, open: true });
    expectError(await post('admin/earn/trust', operator, { coin: 'USDT', names: { xx: 'bad' } }), 422, 7617, 'Please check the product terms: names.xx.');
    expectError(await post('admin/earn/trust', finance, { coin: 'USDT' }), 403, 9003, 'Your admin role does not allow this.');

    const uid = await plainUser(t.app, 'earn_admin_walk');
    const u = { id: uid, token: (await t.app.services.users.sessions.create(uid, '127.0.0.1')).token };
    const email = (await t.app.services.users.namesOf([uid])).get(uid);
    await fundUser(t.app, u.id, '1000');
    const before = await subscribe(t.app, u.id, created.id, '100');
    const edited = dataOf(await post<AdminTrustProduct>(`admin/earn/trust/${created.id}`, operator, { daily_rate_ppm: 2000 }));
    expect(edited.daily_rate_ppm).toBe(2000);
    const after = await subscribe(t.app, u.id, created.id, '100');
    expect([before.daily_interest, after.daily_interest]).toEqual(['0.1', '0.2']);

    dataOf(await post(`admin/earn/trust/${created.id}/pause`, operator, { paused: true }));
    const shown = await call<TrustProduct>(t.app, 'GET', `lh/deposit/product_info?id=${created.id}`, undefined, { lang: 'de' });
    expect(shown.body.data).toMatchObject({ name: 'Test 3 Tage', open: false, closed_reason: 'paused' });
    const refused = await call(t.app, 'POST', 'lh/deposit', { id: created.id, amount: '100', agree: '1' }, { token: u.token });
    expect(refused.body.code).toBe(7602);
    const audit = await t.app.platform.db.selectFrom('audit_log').select('action').where('action', 'like', 'earn.%').execute();
    expect(audit.map((a) => a.action)).toEqual(['earn.trust.create', 'earn.trust.edit', 'earn.trust.pause']);

    expect(dataOf(await get<{ total: number }>(`admin/earn/holdings?user_id=${u.id}`, support)).total).toBe(2);
    // a day later the payouts screen and the holdings list show it
    t.clock.advance(2 * DAY);
    await t.app.platform.jobs.runDue('earn.daily');
    // (the admins' sessions ended meanwhile: read through the services the routes call)
    const payouts: EarnPayoutDay[] = await t.app.services.earn.account.payouts(30, undefined);
    expect(payouts.filter((x) => x.kind === 'trust')).toEqual([{ day: expect.any(String), coin: 'USDT', kind: 'trust', amount: '0.3', orders: 2 }]);
    const holdings: { total: number; items: EarnHolding[] } = await t.app.services.earn.account.holdings({ user_id: u.id, limit: 20, offset: 0 });
    expect(holdings.total).toBe(2);
    expect(holdings.items.map((h) => [h.kind, h.amount, h.income, h.user])).toEqual([['trust', '100', '0.2', email], ['trust', '100', '0.1', email]]);
  });
});
