import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import { adminOfRole, dataOf, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { FourEyesRequest } from './four-eyes.js';

type Approval = { id: number; action: string; subject_type: string; subject_id: number; status: string; proposer: string | null; decider: string | null; detail: Record<string, unknown> };

describe('four eyes (maker-checker)', () => {
  let t: TestApp;
  let root: SignedIn;
  let finance: SignedIn;
  beforeEach(async () => {
    t = await createTestApp();
    root = await superadmin(t);
    finance = await adminOfRole(t, root, 'finance');
  });
  afterEach(async () => { await t.close(); });

  const request = (by: SignedIn, id = 1): FourEyesRequest => ({
    action: 'test.pay', subject: { type: 'test', id }, by: { id: by.id, ip: '198.51.100.7' }, detail: { amount: '12.5', coin: 'USDT' },
    errors: { sameAdmin: 'withdrawal_second_admin_required', busy: 'withdrawal_busy' },
  });
  const review = (r: FourEyesRequest) => t.app.platform.transactions.run((tx) => t.app.services.backoffice.fourEyes.review(tx, r));
  const keyOf = (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (e instanceof AppError ? e.key : String(e)));
  const auditOf = () => t.app.platform.db.selectFrom('audit_log').select(['admin_id', 'action', 'target', 'detail', 'ip'])
    .where('action', 'like', 'four_eyes.%').orderBy('id').execute();

  it('the first admin proposes, the proposer cannot approve, a second admin approves; each step is audited', async () => {
    expect((await review(request(root))).stage).toBe('proposed');
    expect(await keyOf(review(request(root)))).toBe('withdrawal_second_admin_required');
    const approved = await review(request(finance));
    expect(approved).toMatchObject({ stage: 'approved', approval: { status: 'approved', proposed_by: root.id, decided_by: finance.id } });
    // Decided: the next approval starts a new request rather than reusing the decided one.
    expect((await review(request(finance))).stage).toBe('proposed');
    const audit = await auditOf();
    expect(audit.map((a) => [a.admin_id, a.action, a.ip])).toEqual([
      [root.id, 'four_eyes.propose', '198.51.100.7'], [finance.id, 'four_eyes.approve', '198.51.100.7'], [finance.id, 'four_eyes.propose', '198.51.100.7'],
    ]);
    expect(JSON.parse(audit[1]?.detail ?? '{}')).toEqual({ action: 'test.pay', subject: 'test:1', proposed_by: root.id, amount: '12.5', coin: 'USDT' });
  });

  it('two admins approving at once: one proposes and the other approves, or the second waits; never two proposals', async () => {
    const other = await adminOfRole(t, root, 'compliance');
    const outcomes = await Promise.all([root, finance, other].map((a) => keyOf(review(request(a, 9)))));
    const rows = await t.app.platform.db.selectFrom('approvals').selectAll().where('subject_id', '=', 9).execute();
    expect(rows.filter((r) => r.status === 'pending').length).toBeLessThanOrEqual(1);
    expect(outcomes.filter((o) => o === 'ok').length).toBe(rows.filter((r) => r.status === 'pending').length + 2 * rows.filter((r) => r.status === 'approved').length);
  });

  it('a refused subject closes its pending request, audited', async () => {
    await review(request(root, 3));
    await t.app.platform.transactions.run((tx) => t.app.services.backoffice.fourEyes.close(tx, 'test.pay', { type: 'test', id: 3 }, { id: finance.id, ip: '198.51.100.8' }));
    const [row] = await t.app.platform.db.selectFrom('approvals').selectAll().where('subject_id', '=', 3).execute();
    expect(row).toMatchObject({ status: 'rejected', decided_by: finance.id });
    expect((await auditOf()).map((a) => a.action)).toEqual(['four_eyes.propose', 'four_eyes.reject']);
  });

  it('a rolled-back transaction leaves neither the request nor its audit entry', async () => {
    await expect(t.app.platform.transactions.run(async (tx) => {
      await t.app.services.backoffice.fourEyes.review(tx, request(root, 5));
      throw new Error('the money did not move');
    })).rejects.toThrow('the money did not move');
    expect(await t.app.platform.db.selectFrom('approvals').selectAll().execute()).toEqual([]);
    expect(await auditOf()).toEqual([]);
  });

  it('the back office lists the requests with their admins to finance and compliance, audited; support may not', async () => {
    await review(request(root, 1));
    await review(request(root, 2));
    await review(request(finance, 2));
    const page = dataOf(await call<{ total: number; items: Approval[] }>(t.app, 'GET', 'admin/approvals', undefined, { token: finance.token }));
    expect(page.total).toBe(2);
    expect(page.items.map((a) => [a.subject_id, a.status, a.proposer, a.decider])).toEqual([[2, 'approved', 'admin', 'staff_finance'], [1, 'pending', 'admin', null]]);
    expect(page.items[0]?.detail).toEqual({ amount: '12.5', coin: 'USDT' });
    const pending = dataOf(await call<{ total: number }>(t.app, 'GET', 'admin/approvals', { status: 'pending' }, { token: finance.token }));
    expect(pending.total).toBe(1);
    const support = await adminOfRole(t, root, 'support');
    expectError(await call(t.app, 'GET', 'admin/approvals', undefined, { token: support.token }), 403, 9003, 'Your admin role does not allow this.');
    const audit = await t.app.platform.db.selectFrom('audit_log').select('action').where('action', '=', 'approvals.list').execute();
    expect(audit).toHaveLength(2);
  });
});
