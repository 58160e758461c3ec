import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, dataOf, login, superadmin } from '../../test/admin.js';
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from '../../test/harness.js';
import { isSealed, SecretBox } from '../../platform/security/secret-box.js';
import * as seal from './migrations/20261125_account_1_seal_admin_totp.js';
import type { Kysely } from 'kysely';

describe('admin TOTP secrets at rest', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  const secretOf = async (id: number) => (await t.app.platform.db.selectFrom('admins').select('totp_secret').where('id', '=', id).executeTakeFirstOrThrow()).totp_secret ?? '';

  it('are sealed when enrolled, and the admin still signs in with the code', async () => {
    const a = await superadmin(t);
    const stored = await secretOf(a.id);
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(a.secret);
    expect(dataOf(await login(t, a.username, a.password, codeOf(t, a.secret))).stage).toBe('full');
  });

  it('the migration seals a secret stored in plain text before it; sign-in keeps working; start-up reseals a rotated key', async () => {
    const a = await superadmin(t);
    await t.app.platform.db.updateTable('admins').set({ totp_secret: a.secret }).where('id', '=', a.id).execute();
    const before = process.env['SECRETS_KEY'];
    process.env['SECRETS_KEY'] = TEST_SECRETS_KEY;
    try {
      await seal.up(t.app.platform.db as unknown as Kysely<unknown>);
    } finally {
      if (before === undefined) delete process.env['SECRETS_KEY'];
      else process.env['SECRETS_KEY'] = before;
    }
    expect(isSealed(await secretOf(a.id))).toBe(true);
    expect(dataOf(await login(t, a.username, a.password, codeOf(t, a.secret))).stage).toBe('full');

  });

  it('after a key rotation (SECRETS_KEY_PREVIOUS) start-up seals old values again with the new key', async () => {
    const oldKey = randomBytes(32);
    await t.close();
    t = await createTestApp({ SECRETS_KEY_PREVIOUS: oldKey.toString('hex') });
    const a = await superadmin(t);
    await t.app.platform.db.updateTable('admins').set({ totp_secret: new SecretBox(oldKey).seal(a.secret) }).where('id', '=', a.id).execute();
    expect(t.app.platform.secrets.needsReseal(await secretOf(a.id))).toBe(true);
    // Readable before the reseal, through the previous key.
    expect(dataOf(await login(t, a.username, a.password, codeOf(t, a.secret))).stage).toBe('full');
    await t.app.start();
    expect(t.app.platform.secrets.needsReseal(await secretOf(a.id))).toBe(false);
    expect(await t.app.services.backoffice.resealSecrets()).toBe(0);
    t.clock.advance(30_000);
    expect(dataOf(await login(t, a.username, a.password, codeOf(t, a.secret))).stage).toBe('full');
  });
});
