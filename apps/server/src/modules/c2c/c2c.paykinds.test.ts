import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { activeMerchant } from '../../test/c2c.js';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Kind = { code: string; name: string; kind: string; enabled: boolean; sort: number };

let t: TestApp;
let root: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  root = await superadmin(t);
});
afterEach(async () => {
  await t.close();
});

describe('payment kinds in the back office (c2c_settings, operator)', { timeout: 120_000 }, () => {
  it('lists, adds, disables and enables a kind; every call audited; a disabled kind takes no new method', async () => {
    const operator = await adminOfRole(t, root, 'operator');
    const support = await adminOfRole(t, root, 'support');
    const as = { token: operator.token };
    expectError(await call(t.app, 'GET', 'admin/c2c/pay-kinds', undefined, { token: support.token }), 403, 9003, 'Your admin role does not allow this.');

    const before = dataOf(await call<Kind[]>(t.app, 'GET', 'admin/c2c/pay-kinds', undefined, as));
    expect(before.map((k) => k.code)).toContain('bank_card');
    expect(before.every((k) => k.enabled)).toBe(true);

    const added = dataOf(await call<Kind>(t.app, 'POST', 'admin/c2c/pay-kinds', { code: 'sepa', name: 'SEPA transfer', kind: 'bank' }, as));
    expect(added).toEqual({ code: 'sepa', name: 'SEPA transfer', kind: 'bank', enabled: true, sort: Math.max(...before.map((k) => k.sort)) + 1 });
    expectError(await call(t.app, 'POST', 'admin/c2c/pay-kinds', { code: 'sepa', name: 'Again', kind: 'bank' }, as), 409, 8734, 'A payment kind with this code already exists.');
    expect((await call(t.app, 'POST', 'admin/c2c/pay-kinds', { code: 'Bad Code', name: 'Bad', kind: 'bank' }, as)).body).toMatchObject({ code: 8727 });
    expect((await call(t.app, 'POST', 'admin/c2c/pay-kinds', { code: 'ok_code', name: ' ', kind: 'bank' }, as)).body).toMatchObject({ code: 8727 });
    const market = async () => dataOf(await call<{ pay_kinds: { code: string }[] }>(t.app, 'GET', 'ctc/product/all')).pay_kinds.map((k) => k.code);
    expect(await market()).toContain('sepa');

    const ann = await activeMerchant(t.app, 'Ann Kinds');
    expect(dataOf(await call<{ pay_type: string }>(t.app, 'POST', 'ctc/merchant/payments', { pay_type: 'sepa', account: 'DE00123456789', holder: 'Ann', bank: 'Sample Bank' }, { token: ann.user.token })).pay_type).toBe('sepa');

    expect(dataOf(await call<Kind>(t.app, 'POST', 'admin/c2c/pay-kinds/sepa/disable', {}, as)).enabled).toBe(false);
    expect(await market()).not.toContain('sepa');
    expect((await call(t.app, 'POST', 'ctc/merchant/payments', { pay_type: 'sepa', account: 'DE00999999999', holder: 'Ann', bank: 'Sample Bank' }, { token: ann.user.token })).body).toMatchObject({ code: 8727 });
    // The method added before keeps its kind.
    const methods = dataOf(await call<{ pay_type: string }[]>(t.app, 'GET', 'ctc/merchant/payments', undefined, { token: ann.user.token }));
    expect(methods.map((m) => m.pay_type)).toContain('sepa');
    expect(dataOf(await call<Kind[]>(t.app, 'GET', 'admin/c2c/pay-kinds', undefined, as)).find((k) => k.code === 'sepa')?.enabled).toBe(false);

    expect(dataOf(await call<Kind>(t.app, 'POST', 'admin/c2c/pay-kinds/sepa/enable', undefined, as)).enabled).toBe(true);
    expect(await market()).toContain('sepa');
    expectError(await call(t.app, 'POST', 'admin/c2c/pay-kinds/nope/disable', {}, as), 404, 8735, 'Payment kind not found.');

    const audit = await t.app.platform.db.selectFrom('audit_log').select(['action', 'target', 'admin_id']).where('action', 'like', 'c2c.pay_kind%').orderBy('id').execute();
    expect(audit.map((a) => `${a.action} ${a.target}`)).toEqual([
      'c2c.pay_kinds.list c2c_settings', 'c2c.pay_kind.add c2c_pay_kind:sepa', 'c2c.pay_kind.disable c2c_pay_kind:sepa',
      'c2c.pay_kinds.list c2c_settings', 'c2c.pay_kind.enable c2c_pay_kind:sepa',
    ]);
    expect(audit.every((a) => a.admin_id === operator.id)).toBe(true);
  });
});
