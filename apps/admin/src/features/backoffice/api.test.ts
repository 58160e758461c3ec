import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../api/dataProvider';
import { answer, asked, headersOf, ok, withStoredToken } from '../../api/testkit';
import { adminsData, auditData, auditQuery, changePassword, resetAdmin, signIn } from './api';

const provider = createDataProvider({ admins: { data: adminsData }, audit: { data: auditData } });

describe('the back office routes', () => {
  withStoredToken();

  it('asks the audit log by action and admin', () => {
    expect(auditQuery({ pagination: { page: 2, perPage: 50 }, filter: { action: 'admin.login', admin_id: '7' } }))
      .toEqual({ page: 2, limit: 50, action: 'admin.login', admin_id: 7 });
    expect(auditQuery({ filter: { admin_id: 'x' } })).toEqual({ page: 1, limit: 25, action: undefined, admin_id: undefined });
  });

  it('creates an admin and keeps the one-time password on the record', async () => {
    const seen = answer(ok({ admin: { id: 9, username: 'ann', role: 'finance' }, password: 'otp' }));
    const res = await provider.create('admins', { data: { username: 'ann', role: 'finance' } });
    expect(res.data).toEqual({ id: 9, username: 'ann', role: 'finance', password: 'otp' });
    expect(asked(seen)).toEqual(['POST /api/admin/admins {"username":"ann","role":"finance"}']);
    await expect(provider.update('admins', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toMatchObject({ status: 405 });
  });

  it('signs in without the stored token and advances a session with its own', async () => {
    const seen = answer(ok({ token: 't', stage: 'full' }));
    await signIn({ username: 'ann', password: 'pw' }, '123456');
    await changePassword('old-password', 'a-new-password', 'limited');
    await resetAdmin(4);
    expect(asked(seen)).toEqual([
      'POST /api/admin/login {"username":"ann","password":"pw","totp":"123456"}',
      'POST /api/admin/password {"old_password":"old-password","new_password":"a-new-password","re_password":"a-new-password"}',
      'POST /api/admin/admins/4/reset',
    ]);
    expect(seen.map((s) => headersOf(s)['authorization'])).toEqual([undefined, 'limited', 'tok']);
  });
});
