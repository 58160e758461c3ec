import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, dataOf, expectError } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { fund } from '../spot/spot.testkit.js';
import { PAY_PASSWORD, bookAddress, fundingOf, setPayPassword } from './withdrawals.testkit.js';

describe('a withdrawal with two-factor on', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => {
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
    await t.close();
  });

  it('asks the authenticator code with the fund password; a wrong or replayed code locks nothing', async () => {
    const u = await registerUser(t.app);
    await setPayPassword(t.app, u.id);
    await fund(t.app, u.id, 'USDT', '1000');
    const address_id = await bookAddress(t.app, u.id, 'USDT', 'TRC20');
    const enrol = dataOf(await call<{ secret: string }>(t.app, 'POST', 'user/2fa/setup', undefined, { token: u.token }));
    await call(t.app, 'POST', 'user/2fa/enable', { code: codeOf(t, enrol.secret) }, { token: u.token });
    t.clock.advance(30_000);
    expect(dataOf(await call<{ two_factor: boolean }>(t.app, 'GET', 'wallet/withdrawal_currency', undefined, { token: u.token })).two_factor).toBe(true);

    const out = (body: Record<string, string>) => call(t.app, 'POST', 'wallet/out', { address_id, amount: '100', pay_password: PAY_PASSWORD, ...body }, { token: u.token });
    expectError(await out({}), 400, 9004, 'Please enter the 6-digit code from your authenticator app.');
    expectError(await out({ totp: '000000' }), 400, 9005, 'The authenticator code is wrong or was already used.');
    expect((await fundingOf(t.app, u.id)).locked).toBe(0n);
    const code = codeOf(t, enrol.secret);
    expect((await out({ totp: code })).body.type).toBe('ok');
    expectError(await out({ totp: code }), 400, 9005, 'The authenticator code is wrong or was already used.');
    expect((await fundingOf(t.app, u.id)).locked).toBeGreaterThan(0n);
  });
});
