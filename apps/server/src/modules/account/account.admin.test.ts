import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOfRole, codeOf, dataOf, expect999, superadmin } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Security = { totp_enabled: boolean; wallets: unknown[]; live_sessions: number };

describe('a user account security in the back office', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  it('support sees two-factor on or off and the live sessions, never the secret; audited; users and no token refused', async () => {
    const u = await registerUser(t.app);
    const root = await superadmin(t);
    const support = await adminOfRole(t, root, 'support');
    const read = (token: string) => call<Security>(t.app, 'GET', `admin/users/${u.id}/security`, undefined, { token });
    expect(dataOf(await read(support.token))).toEqual({ totp_enabled: false, wallets: [], live_sessions: 1 });

    const enrol = dataOf(await call<{ secret: string }>(t.app, 'POST', 'user/2fa/setup', undefined, { token: u.token }));
    await call(t.app, 'POST', 'user/2fa/enable', { code: codeOf(t, enrol.secret) }, { token: u.token });
    const res = await read(support.token);
    expect(dataOf(res).totp_enabled).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(enrol.secret);

    expect999(await call(t.app, 'GET', `admin/users/${u.id}/security`));
    expect((await read(u.token)).status).toBe(401);
    const audit = await t.app.platform.db.selectFrom('audit_log').select(['action', 'target']).where('action', '=', 'users.security').execute();
    expect(audit).toEqual([{ action: 'users.security', target: `user:${u.id}` }, { action: 'users.security', target: `user:${u.id}` }]);
  });
});
