import type { IeoApplication } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { fund } from '../spot/spot.testkit.js';
import { DAY, apply, atoms as a, createProject, funding, ieoAccount, okData, order, pay, settle } from './ieo.testkit.js';

const DEMO = 'This Action is Restricted on Demo Account.';
type User = { token: string; id: number };

describe('IEO: apply, allotment, pay, lapse, delivery and unlocks', () => {
  let t: TestApp;
  let users: User[];
  moneyTestApp(async (app) => Promise.all([registerUser(app.app), registerUser(app.app), registerUser(app.app)]), (app, u) => { t = app; users = u; });
  const u = (i: number): User => users[i] as User;
  const reasons = async (userId: number) => (await t.app.services.ledger.statement({ ownerId: userId, mode: 'real' }, { limit: 50, offset: 0 }))
    .items.map((l) => l.reason.split(' ')[0]).reverse();

  it('walks one undersubscribed subscription through every status, a journal entry for each step', async () => {
    const start = t.clock.now();
    const p = await createProject(t.app, start);
    await fund(t.app, u(0).id, 'USDT', '1000');
    const first = okData(await apply(t.app, u(0), { id: p.id, amount: '100' }));
    expect(first).toMatchObject({ status: 1, amount: '100', deposit: '50', allotment_quantity: '0', reason: null });
    expect(await funding(t.app, u(0).id, 'USDT')).toEqual({ available: a('950'), locked: a('50') });
    // Nothing is allotted before the allotment date, however often the job runs; nothing can be paid yet.
    t.clock.advance(DAY - 1);
    expect(await settle(t.app)).toBe('0 allotted, 0 settled, 0 unlocked');
    expectError(await pay(t.app, u(0), first.id), 409, 8308, 'This application has no allotment waiting for payment.');
    t.clock.advance(1);
    expect(await settle(t.app)).toBe('1 allotted, 0 settled, 0 unlocked');
    expect(await settle(t.app)).toBe('0 allotted, 0 settled, 0 unlocked');
    expect(okData(await order(t.app, u(0), first.id))).toMatchObject({ status: 3, allotment_quantity: '100', pay_amount: '50' });
    // Undersubscribed: the rest stays unsold in the platform's IEO account.
    expect(await ieoAccount(t.app, p.token)).toEqual({ available: a('1000'), locked: 0n });
    const paid = okData(await pay(t.app, u(0), first.id));
    expect(paid).toMatchObject({ status: 4 });
    expectError(await pay(t.app, u(0), first.id), 409, 8308, 'This application has no allotment waiting for payment.');
    expect(await funding(t.app, u(0).id, 'USDT')).toEqual({ available: a('950'), locked: 0n });
    expect(await ieoAccount(t.app, 'USDT')).toEqual({ available: a('50'), locked: 0n });
    // At the pay date the tokens are credited locked (status 5).
    t.clock.advance(DAY);
    expect(await settle(t.app)).toBe('0 allotted, 1 settled, 0 unlocked');
    expect(okData(await order(t.app, u(0), first.id))).toMatchObject({ status: 5, pending_quantity: '100', unlocked: '0' });
    expect(await funding(t.app, u(0).id, p.token)).toEqual({ available: 0n, locked: a('100') });
    // Half on day 3, the rest on day 4 (status 6); each unlock once.
    t.clock.advance(DAY);
    expect(await settle(t.app)).toBe('0 allotted, 0 settled, 1 unlocked');
    expect(await settle(t.app)).toBe('0 allotted, 0 settled, 0 unlocked');
    expect(okData(await order(t.app, u(0), first.id))).toMatchObject({ status: 5, pending_quantity: '50', unlocked: '50' });
    expect(await funding(t.app, u(0).id, p.token)).toEqual({ available: a('50'), locked: a('50') });
    t.clock.advance(DAY);
    await settle(t.app);
    expect(okData(await order(t.app, u(0), first.id))).toMatchObject({ status: 6, pending_quantity: '0', unlocked: '100' });
    expect(await funding(t.app, u(0).id, p.token)).toEqual({ available: a('100'), locked: 0n });
    expect(await ieoAccount(t.app, p.token)).toEqual({ available: a('900'), locked: 0n });
    expect(await reasons(u(0).id)).toEqual(['deposit', 'ieo_apply', 'ieo_pay', 'ieo_deliver', 'ieo_unlock', 'ieo_unlock']);
  });

  it('allots pro rata when oversubscribed, records the dust, releases what was not allotted, lapses the unpaid', async () => {
    const p = await createProject(t.app, t.clock.now(), { total_supply: '1000', min: '0.00000001', max: '1000', price: '1' });
    for (const i of [0, 1, 2]) await fund(t.app, u(i).id, 'USDT', '1000');
    const asks = ['700', '600', '0.00000001'];
    const apps = [];
    for (const i of [0, 1, 2]) apps.push(okData(await apply(t.app, u(i), { id: p.id, amount: asks[i] })));
    t.clock.advance(DAY);
    await settle(t.app);
    const [x, y, z] = await Promise.all(apps.map((ap, i) => order(t.app, u(i), ap.id).then(okData))) as [IeoApplication, IeoApplication, IeoApplication];
    // 1000 x 700 / 1300.00000001 and 1000 x 600 / 1300.00000001, rounded down in atoms; the third gets nothing.
    expect(x).toMatchObject({ status: 3, allotment_quantity: '538.46153845', pay_amount: '538.46153845' });
    expect(y).toMatchObject({ status: 3, allotment_quantity: '461.53846153' });
    expect(z).toMatchObject({ status: 2, reason: 'none_allotted', allotment_quantity: '0', pay_amount: '0' });
    const row = await t.app.platform.db.selectFrom('ieo_projects').selectAll().where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ allotted_total_atoms: a('999.99999998'), dust_atoms: a('0.00000002'), unsold_atoms: 0n });
    expect(await funding(t.app, u(0).id, 'USDT')).toEqual({ available: a('461.53846155'), locked: a('538.46153845') });
    expect(await funding(t.app, u(2).id, 'USDT')).toEqual({ available: a('1000'), locked: 0n });
    okData(await pay(t.app, u(0), x.id));
    // The pay date passes: the unpaid allotment lapses (status 2), its deposit is released; paying is refused.
    t.clock.advance(DAY);
    expectError(await pay(t.app, u(1), y.id), 409, 8309, 'The payment deadline of this allotment has passed.');
    await settle(t.app);
    expect(okData(await order(t.app, u(1), y.id))).toMatchObject({ status: 2, reason: 'lapsed' });
    expect(await funding(t.app, u(1).id, 'USDT')).toEqual({ available: a('1000'), locked: 0n });
    expect(okData(await order(t.app, u(0), x.id))).toMatchObject({ status: 5 });
    // The lapsed tokens and the dust stay in the platform's IEO account.
    expect(await ieoAccount(t.app, p.token)).toEqual({ available: a('1000') - a('538.46153845'), locked: 0n });
  });

  it('refuses outside the window, out of bounds, twice, without money, and on demo accounts, with nothing written', async () => {
    const now = t.clock.now();
    const later = await createProject(t.app, now, { apply_start: now + DAY, apply_end: now + 2 * DAY, allotment_at: now + 2 * DAY, pay_by: now + 3 * DAY,
      unlock_schedule: undefined, lock_until: now + 4 * DAY });
    const p = await createProject(t.app, now);
    await fund(t.app, u(0).id, 'USDT', '100');
    expectError(await apply(t.app, u(0), { id: later.id, amount: '20' }), 409, 8302, 'This IEO is not open for subscription.');
    expectError(await apply(t.app, u(0), { id: 999, amount: '20' }), 404, 8301, 'This IEO project does not exist.');
    expectError(await apply(t.app, u(0), { id: p.id, amount: '5' }), 422, 8304, 'The minimum subscription is 10 ' + p.token + '.');
    expectError(await apply(t.app, u(0), { id: p.id, amount: '601' }), 422, 8305, 'The maximum subscription is 600 ' + p.token + '.');
    expectError(await apply(t.app, u(0), { id: p.id, amount: '1.123456789' }), 422, 8303, 'Please enter a valid token amount with at most 8 decimal places.');
    expectError(await apply(t.app, u(0), { id: p.id, amount: '20' }, true), 403, 1403, DEMO);
    const guest = await call<{ token: string }>(t.app, 'POST', 'demo/guest', {});
    if (guest.body.data) expectError(await apply(t.app, { token: guest.body.data.token, id: 0 }, { id: p.id, amount: '20' }), 403, 1403, DEMO);
    // 300 tokens cost 150 USDT: more than the 100 held.
    expectError(await apply(t.app, u(0), { id: p.id, amount: '300' }), 409, 3001, (await call(t.app, 'POST', 'ieo/apply', { id: p.id, amount: '300' }, { token: u(0).token })).body.message);
    expect(await t.app.platform.db.selectFrom('ieo_applications').selectAll().execute()).toEqual([]);
    const row = await t.app.platform.db.selectFrom('ieo_projects').select('subscribed_atoms').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.subscribed_atoms).toBe(0n);
    okData(await apply(t.app, u(0), { id: p.id, amount: '20' }));
    expectError(await apply(t.app, u(0), { id: p.id, amount: '20' }), 409, 8306, 'You have already subscribed to this IEO.');
    // In another language.
    const de = await call(t.app, 'POST', 'ieo/apply', { id: p.id, amount: '20' }, { token: u(0).token, lang: 'de' });
    expect(de.body.message).toBe('Sie haben dieses IEO bereits gezeichnet.');
    t.clock.advance(DAY);
    expectError(await apply(t.app, u(1), { id: p.id, amount: '20' }), 409, 8302, 'This IEO is not open for subscription.');
    expectError(await order(t.app, u(1), 1), 404, 8307, 'This IEO application does not exist.');
  });

  it('lists projects with texts in the request language and the user\'s applications by status', async () => {
    const p = await createProject(t.app, t.clock.now());
    await fund(t.app, u(0).id, 'USDT', '100');
    okData(await apply(t.app, u(0), { id: p.id, amount: '40' }));
    const list = okData(await call<{ total: number; items: { id: number; description: string; phase: string; subscribed: string; lock_date: number }[] }>(t.app, 'GET', 'ieo/list', undefined, { lang: 'de' }));
    expect(list.items[0]).toMatchObject({ id: p.id, description: 'Ein Beispielprojekt.', phase: 'open', subscribed: '40', lock_date: t.clock.now() + 4 * DAY });
    const mine = okData(await call<{ total: number }>(t.app, 'GET', 'ieo/myApply', { status: 1 }, { token: u(0).token }));
    expect(mine.total).toBe(1);
    expect(okData(await call<{ total: number }>(t.app, 'GET', 'ieo/myApply', { status: 3 }, { token: u(0).token })).total).toBe(0);
    expectError(await call(t.app, 'GET', 'ieo/myApply', undefined, { token: u(0).token, demo: true }), 403, 1403, DEMO);
  });
});
