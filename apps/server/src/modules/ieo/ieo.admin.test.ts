import { describe, expect, it, vi } from 'vitest';
import { adminOfRole, dataOf, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { fund } from '../spot/spot.testkit.js';
import { DAY, apply, atoms as a, funding, ieoAccount, okData, productInput, projectInput } from './ieo.testkit.js';

// Each test signs in four admins (scrypt and TOTP): slow on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

type Prepared = { root: SignedIn; operator: SignedIn; compliance: SignedIn; finance: SignedIn; user: { token: string; id: number } };

describe('IEO back office and the currency subscription', () => {
  let t: TestApp;
  let s: Prepared;
  moneyTestApp(async (app): Promise<Prepared> => {
    const root = await superadmin(app);
    return {
      root, operator: await adminOfRole(app, root, 'operator'), compliance: await adminOfRole(app, root, 'compliance'),
      finance: await adminOfRole(app, root, 'finance'), user: await registerUser(app.app),
    };
  }, (app, p) => { t = app; s = p; });
  const post = <T>(path: string, who: SignedIn, body: Record<string, unknown>) => call<T>(t.app, 'POST', path, body, { token: who.token, json: true });
  const get = <T>(path: string, who: SignedIn, query?: Record<string, unknown>) => call<T>(t.app, 'GET', path, query, { token: who.token });

  it('creates a project, edits it before it opens, refuses bad input and late edits, previews the allotment', async () => {
    const now = t.clock.now();
    const input = projectInput(now + 1000, { token: 'NEWT' });
    const created = dataOf(await post<{ id: number; editable: boolean; token: string }>('admin/ieo/projects', s.operator, { ...input }));
    expect(created).toMatchObject({ token: 'NEWT', editable: true });
    expectError(await post('admin/ieo/projects', s.operator, { ...input }), 409, 8311, 'A token with this symbol already exists.');
    expectError(await post('admin/ieo/projects', s.operator, { ...input, token: 'BTC' }), 409, 8311, 'A token with this symbol already exists.');
    expectError(await post('admin/ieo/projects', s.operator, { ...input, token: 'NEW2', min: '700' }), 422, 8310, 'Please check the project: min/max.');
    expectError(await post('admin/ieo/projects', s.operator, { ...input, token: 'NEW2', pay_by: input.allotment_at }), 422, 8310, 'Please check the project: dates.');
    expectError(await post('admin/ieo/projects', s.operator, { ...input, token: 'NEW2', unlock_schedule: [{ at: now + 5 * DAY, percent: '60' }, { at: now + 4 * DAY, percent: '100' }] }), 422, 8310,
      'Please check the project: unlock_schedule.');
    expectError(await post('admin/ieo/projects', s.operator, { ...input, token: 'NEW2', texts: { de: { description: 'nur deutsch' } } }), 422, 8310, 'Please check the project: texts.en.');
    expectError(await post('admin/ieo/projects', s.finance, { ...input, token: 'NEW2' }), 403, 9003, 'Your admin role does not allow this.');
    const edited = dataOf(await post<{ name: string; total_supply: string }>(`admin/ieo/projects/${created.id}`, s.operator, { ...input, name: 'Renamed', total_supply: '2000' }));
    expect(edited).toMatchObject({ name: 'Renamed', total_supply: '2000' });
    // Once the window opens it can no longer be edited.
    t.clock.advance(1000);
    expectError(await post(`admin/ieo/projects/${created.id}`, s.operator, { ...input }), 409, 8312, 'The project can no longer be edited: its subscription has opened.');
    await fund(t.app, s.user.id, 'USDT', '1000');
    okData(await apply(t.app, s.user, { id: created.id, amount: '600' }));
    const preview = dataOf(await get<{ requested: string; allotted: string; oversubscribed: boolean; items: unknown[] }>(`admin/ieo/projects/${created.id}/preview`, s.operator));
    expect(preview).toMatchObject({ offered: '2000', requested: '600', allotted: '600', unsold: '1400', dust: '0', oversubscribed: false });
    expect(preview.items).toEqual([{ application_id: expect.any(Number), user_id: s.user.id, amount: '600', allotted: '600', pay_amount: '300' }]);
    const list = dataOf(await get<{ items: { id: number; applications: number; editable: boolean }[] }>('admin/ieo/projects', s.operator));
    expect(list.items[0]).toMatchObject({ id: created.id, applications: 1, editable: false });
    const audit = dataOf(await get<{ items: { action: string }[] }>('admin/audit', s.root, { action: 'ieo_projects.edit' }));
    expect(audit.items).toHaveLength(1);
  });

  it('moves a subscription product from review to launched; purchase and redemption through the ledger', async () => {
    const now = t.clock.now();
    const input = productInput(now + 1000, { token: 'PUBX', total: '100', max: '60', price: '2' });
    const product = dataOf(await post<{ id: number; state: string }>('admin/publication/products', s.operator, { ...input }));
    expect(product.state).toBe('review');
    const seen = okData(await call<{ state: string }>(t.app, 'GET', 'publication/detail', { id: product.id }));
    expect(seen.state).toBe('review');
    await fund(t.app, s.user.id, 'USDT', '1000');
    const buy = (amount: string) => call<{ id: number; state: string; cost: string }>(t.app, 'POST', 'publication/purchase', { id: product.id, amount }, { token: s.user.token });
    expectError(await buy('10'), 409, 8314, 'This product is not open for subscription.');
    expectError(await post(`admin/publication/products/${product.id}/pass`, s.operator, {}), 409, 8320, 'Another administrator must pass the product you created.');
    expect(dataOf(await post<{ state: string }>(`admin/publication/products/${product.id}/pass`, s.compliance, {})).state).toBe('passed');
    expectError(await post(`admin/publication/products/${product.id}/pass`, s.compliance, {}), 409, 8319, 'This product is not under review.');
    expect(await ieoAccount(t.app, 'PUBX')).toEqual({ available: a('100'), locked: 0n });
    t.clock.advance(1000);
    const bought = okData(await buy('50'));
    expect(bought).toMatchObject({ state: 'subscribing', cost: '100' });
    expectError(await buy('20'), 422, 8305, 'The maximum subscription is 10 PUBX.');
    expect(await funding(t.app, s.user.id, 'USDT')).toEqual({ available: a('900'), locked: 0n });
    expect(await funding(t.app, s.user.id, 'PUBX')).toEqual({ available: 0n, locked: a('50') });
    const other = await registerUser(t.app);
    await fund(t.app, other.id, 'USDT', '1000');
    const otherBuy = (amount: string) => call(t.app, 'POST', 'publication/purchase', { id: product.id, amount }, { token: other.token });
    expectError(await otherBuy('51'), 409, 8315, 'Not enough tokens are left: 50 PUBX remain.');
    okData(await otherBuy('50'));
    expect(okData(await call<{ state: string }>(t.app, 'GET', 'publication/detail', { id: product.id })).state).toBe('sold_out');
    expectError(await otherBuy('1'), 409, 8315, 'Not enough tokens are left: 0 PUBX remain.');
    const redeem = () => call<{ state: string }>(t.app, 'POST', 'publication/redeem', { id: bought.id }, { token: s.user.token });
    expectError(await redeem(), 409, 8317, 'This token has not launched yet; it can be redeemed from its launch date.');
    t.clock.advance(2 * DAY);
    const orders = okData(await call<{ items: { state: string }[] }>(t.app, 'GET', 'publication/orders', undefined, { token: s.user.token }));
    expect(orders.items[0]?.state).toBe('redeeming');
    expect(okData(await redeem()).state).toBe('redeemed');
    expectError(await redeem(), 409, 8318, 'This purchase has already been redeemed.');
    expect(await funding(t.app, s.user.id, 'PUBX')).toEqual({ available: a('50'), locked: 0n });
    expect(await ieoAccount(t.app, 'USDT')).toEqual({ available: a('200'), locked: 0n });
    expectError(await call(t.app, 'POST', 'publication/purchase', { id: product.id, amount: '1' }, { token: s.user.token, demo: true }), 403, 1403,
      'This Action is Restricted on Demo Account.');
  });
});
