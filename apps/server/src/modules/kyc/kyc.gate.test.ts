import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KycThreshold } from '@candor/shared';
import { adminOfRole, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { AppError } from '../../platform/http/errors.js';
import { fund } from '../spot/spot.testkit.js';
import { PAY_PASSWORD, anotherNode, bookAddress, setPayPassword } from '../withdrawals/withdrawals.testkit.js';
import { grantKyc } from './kyc.testkit.js';

let t: TestApp;
let alice: { token: string; id: number };
let trc: number;
let root: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  await setPayPassword(t.app, alice.id);
  await fund(t.app, alice.id, 'USDT', '100000');
  trc = await bookAddress(t.app, alice.id, 'USDT', 'TRC20');
  root = await superadmin(t);
});
afterEach(async () => t.close());

const withdraw = (amount: string, lang?: string) =>
  call<{ id: number }>(t.app, 'POST', 'wallet/out', { address_id: trc, amount, pay_password: PAY_PASSWORD }, { token: alice.token, ...(lang ? { lang } : {}) });

describe('the KYC gate on withdrawals (2000 USDT a UTC day without advanced KYC)', () => {
  it('counts the day\'s requests of the coin; refuses the one that passes the threshold, in the user\'s language', async () => {
    expect((await withdraw('1500')).status).toBe(200);
    expectError(await withdraw('600'), 403, 7204, 'Withdrawals above 2000 USDT a day need advanced verification. Please complete advanced KYC first.');
    expectError(await withdraw('600', 'zh'), 403, 7204, '每日提现超过 2000 USDT 需要高级认证，请先完成高级 KYC。');
    expect((await withdraw('500')).status).toBe(200);
    // A new UTC day starts the count again.
    t.clock.advance(86_400_000);
    expect((await withdraw('1900')).status).toBe(200);
  });

  it('a rejected request no longer counts; advanced KYC lifts the gate; basic does not', async () => {
    const first = await withdraw('2000');
    expect(first.status).toBe(200);
    await grantKyc(t.app, alice.id, 'basic');
    expect((await withdraw('20')).body.code).toBe(7204);
    const finance = await adminOfRole(t, root, 'finance');
    await call(t.app, 'POST', `admin/withdrawals/${first.body.data!.id}/reject`, { reason: 'test' }, { token: finance.token });
    expect((await withdraw('20')).status).toBe(200);
    await t.app.platform.db.deleteFrom('kyc_submissions').execute();
    await grantKyc(t.app, alice.id, 'advanced');
    expect((await withdraw('5000')).status).toBe(200);
  });

  it('racing requests never pass the threshold together', async () => {
    const node = anotherNode(t.app, { dailyLimit: 1000 });
    // 13 x 150 = 1950 fits under 2000; a 14th would make 2100.
    const outcomes = await Promise.all(Array.from({ length: 30 }, () =>
      node.request(alice.id, { address_id: trc, amount: '150', pay_password: PAY_PASSWORD }, undefined)
        .then(() => 'ok', (e: unknown) => (e instanceof AppError ? e.key : String(e)))));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(13);
    expect(outcomes.filter((o) => o === 'kyc_advanced_required')).toHaveLength(17);
  });

  it('the thresholds are operator data, set by compliance (audited) and read by the gate', async () => {
    const compliance = await adminOfRole(t, root, 'compliance');
    const list = await call<KycThreshold[]>(t.app, 'GET', 'admin/kyc/thresholds', undefined, { token: compliance.token });
    expect(list.body.data).toEqual(expect.arrayContaining([{ coin: 'USDT', daily_limit: '2000' }, { coin: 'BTC', daily_limit: '0.05' }]));
    const set = await call<KycThreshold[]>(t.app, 'POST', 'admin/kyc/thresholds', { coin: 'usdt', daily_limit: '100.5' }, { token: compliance.token });
    expect(set.body.data).toContainEqual({ coin: 'USDT', daily_limit: '100.5' });
    expectError(await withdraw('101'), 403, 7204, 'Withdrawals above 100.5 USDT a day need advanced verification. Please complete advanced KYC first.');
    for (const body of [{ coin: 'USDT', daily_limit: '-1' }, { coin: 'USDT', daily_limit: '1e9' }, { coin: 'USDT', daily_limit: '0.000000001' }]) {
      expectError(await call(t.app, 'POST', 'admin/kyc/thresholds', body, { token: compliance.token }), 422, 1001, 'Please check the field: daily_limit.');
    }
    expect((await call(t.app, 'POST', 'admin/kyc/thresholds', { coin: 'DOGE', daily_limit: '1' }, { token: compliance.token })).status).toBe(404);
    const audit = await t.app.platform.db.selectFrom('audit_log').select(['target', 'detail']).where('action', '=', 'kyc.threshold').execute();
    expect(audit).toEqual([{ target: 'coin:USDT', detail: JSON.stringify({ before: '2000', after: '100.5' }) }]);
  });
});

describe('the door as other modules see it', () => {
  it('levelOf, verifiedName and requireBasic follow the approved level', async () => {
    const kyc = t.app.services.kyc;
    await expect(kyc.requireBasic(alice.id)).rejects.toMatchObject({ key: 'kyc_basic_required' });
    expect([await kyc.levelOf(alice.id), await kyc.verifiedName(alice.id)]).toEqual(['none', null]);
    await grantKyc(t.app, alice.id, 'basic');
    await expect(kyc.requireBasic(alice.id)).resolves.toBeUndefined();
    expect([await kyc.levelOf(alice.id), await kyc.verifiedName(alice.id)]).toEqual(['basic', 'Alice Example']);
  });
});
