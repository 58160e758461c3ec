import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../api/dataProvider';
import { answer, asked, headersOf, ok, withStoredToken } from '../../api/testkit';
import { adminsData, approvalsData, approvalsQuery, auditData, auditQuery, changePassword, jobsData, jobRunsQuery, resetAdmin, scheduledJobs, signIn } from './api';

const provider = createDataProvider({ admins: { data: adminsData }, audit: { data: auditData }, jobs: { data: jobsData }, approvals: { data: approvalsData } });

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

  it('asks the job runs by job and status, and gives each run an id', async () => {
    expect(jobRunsQuery({ pagination: { page: 3, perPage: 25 }, filter: { job: 'market.tick-retention', status: 'dead' } }))
      .toEqual({ page: 3, limit: 25, job: 'market.tick-retention', status: 'dead' });
    expect(jobRunsQuery({ filter: { status: 'lost' } })).toEqual({ page: 1, limit: 25, job: undefined, status: undefined });
    const run = { job: 'swap.quote-prune', period: 3_600_000, status: 'done', attempt: 1, started_at: 3_600_010, finished_at: 3_600_020,
      next_attempt_at: null, error: null, result: '0 quotes dropped', node: 'n1' };
    const seen = answer(ok({ total: 1, items: [run] }), ok([{ name: 'swap.quote-prune', schedule: 'every 3600000 ms', registered_at: 5 }]));
    const res = await provider.getList('jobs', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: { job: 'swap.quote-prune' } });
    expect(res).toEqual({ data: [{ ...run, id: 'swap.quote-prune@3600000' }], total: 1 });
    expect(await scheduledJobs()).toEqual([{ name: 'swap.quote-prune', schedule: 'every 3600000 ms', registered_at: 5, id: 'swap.quote-prune' }]);
    expect(asked(seen)).toEqual(['GET /api/admin/jobs/runs?page=1&limit=25&job=swap.quote-prune', 'GET /api/admin/jobs']);
  });

  it('asks the four-eyes requests by status', async () => {
    expect(approvalsQuery({ pagination: { page: 2, perPage: 10 }, filter: { status: 'pending' } })).toEqual({ page: 2, limit: 10, status: 'pending' });
    expect(approvalsQuery({ filter: { status: 'all' } })).toEqual({ page: 1, limit: 25, status: undefined });
    const seen = answer(ok({ total: 0, items: [] }));
    expect(await provider.getList('approvals', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: { status: 'approved' } }))
      .toEqual({ data: [], total: 0 });
    expect(asked(seen)).toEqual(['GET /api/admin/approvals?page=1&limit=25&status=approved']);
  });
});
