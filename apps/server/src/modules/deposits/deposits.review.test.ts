import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expect999, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { tempDataDir } from '../../modules/uploads/uploads.testkit.js';
import { userAccount } from '../ledger/index.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { configureAddresses, depositId, type RecordOut } from './deposits.testkit.js';
import type { DepositReview } from './deposits.views.js';

let t: TestApp;
let data: ReturnType<typeof tempDataDir>;
let root: SignedIn;
let alice: SignedIn;
let bob: SignedIn;
beforeEach(async () => {
  data = tempDataDir();
  t = await createTestApp({ DATA_DIR: data.dir });
  await configureAddresses(t.app);
  root = await superadmin(t);
  alice = await adminOfRole(t, root, 'finance', 'alice_fin');
  bob = await adminOfRole(t, root, 'finance', 'bob_fin');
});
afterEach(async () => {
  expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  await t.close();
  data.remove();
});

type Approved = { outcome: string; deposit: DepositReview };
const approve = (id: number, admin: SignedIn) => call<Approved>(t.app, 'POST', `admin/deposits/${id}/approve`, undefined, { token: admin.token });
const reject = (id: number, admin: SignedIn, reason?: string) => call<DepositReview>(t.app, 'POST', `admin/deposits/${id}/reject`, reason === undefined ? {} : { reason }, { token: admin.token });
const funding = async (userId: number, asset = 'USDT') => (await t.app.services.ledger.balance(userAccount(userId, asset, 'funding', 'real'))).available;

describe('deposit review', () => {
  it('lists the queue with the user, coin, network, amount, hash, proof and approvals; audited', async () => {
    const u = await registerUser(t.app);
    const id = await depositId(t.app, u.token, { amount: '120', hash: 'ab'.repeat(32) });
    const list = dataOf(await call<{ total: number; items: DepositReview[] }>(t.app, 'GET', 'admin/deposits', { status: 'processing' }, { token: alice.token }));
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id, user_id: u.id, user: u.email, coin: 'USDT', network: 'TRC20', amount: '120', hash: 'ab'.repeat(32), status: 'processing',
      proof_url: `/api/admin/uploads/${list.items[0]?.proof_id}`, approvals: [], needs_two_approvals: false, awaiting_second_approval: false,
    });
    expect(dataOf(await call<{ total: number }>(t.app, 'GET', 'admin/deposits', { status: 'approved' }, { token: alice.token })).total).toBe(0);
    expect(dataOf(await call<DepositReview>(t.app, 'GET', `admin/deposits/${id}`, undefined, { token: alice.token })).id).toBe(id);
    const audit = await t.app.platform.db.selectFrom('audit_log').select(['admin_id', 'action']).where('action', 'like', 'deposit.%').execute();
    expect(audit).toEqual([{ admin_id: alice.id, action: 'deposit.list' }, { admin_id: alice.id, action: 'deposit.list' }, { admin_id: alice.id, action: 'deposit.read' }]);
  });

  it('approval below the threshold credits the funding account once, through one ledger posting by the admin', async () => {
    const u = await registerUser(t.app);
    const id = await depositId(t.app, u.token, { amount: '150' });
    const res = dataOf(await approve(id, alice));
    expect(res.outcome).toBe('approved');
    expect(res.deposit).toMatchObject({ status: 'approved', approvals: [{ admin_id: alice.id, admin: 'alice_fin' }], reviewed_by: alice.id });
    expect(await funding(u.id)).toBe(150_00000000n);
    const entries = await t.app.platform.db.selectFrom('ledger_entries').selectAll().where('ref', '=', `deposit:${id}`).execute();
    expect(entries.map((e) => [e.actor_type, e.actor_id, e.reason])).toEqual([['admin', alice.id, 'deposit']]);
    expectError(await approve(id, bob), 409, 6231, 'This deposit has already been reviewed.');
    expectError(await reject(id, bob, 'late'), 409, 6231, 'This deposit has already been reviewed.');
    expect(await funding(u.id)).toBe(150_00000000n);
    const records = dataOf(await call<{ items: RecordOut[] }>(t.app, 'GET', 'charge_mention/log2', {}, { token: u.token }));
    expect(records.items[0]?.status).toBe('approved');
  });

  it('at or above the threshold the first approval only records the approver; a different admin credits', async () => {
    const u = await registerUser(t.app);
    const id = await depositId(t.app, u.token, { amount: '10000' });
    const first = dataOf(await approve(id, alice));
    expect(first.outcome).toBe('awaiting_second_approval');
    expect(first.deposit).toMatchObject({ status: 'processing', needs_two_approvals: true, awaiting_second_approval: true, approvals: [{ admin_id: alice.id }] });
    expect(await funding(u.id)).toBe(0n);
    expectError(await approve(id, alice), 409, 6232, 'You already approved this deposit; a second, different admin must approve it.');
    expect(await funding(u.id)).toBe(0n);
    const second = dataOf(await approve(id, bob));
    expect(second.outcome).toBe('approved');
    expect(second.deposit.approvals.map((a) => a.admin_id)).toEqual([alice.id, bob.id]);
    expect(await funding(u.id)).toBe(10_000_00000000n);
    const audit = await t.app.platform.db.selectFrom('audit_log').select(['admin_id', 'action']).where('target', '=', `deposit:${id}`).execute();
    expect(audit).toEqual([{ admin_id: alice.id, action: 'deposit.approve_first' }, { admin_id: bob.id, action: 'deposit.approve' }]);
  });

  it('a recorded first approval still needs a different second admin after the threshold is raised past the amount', async () => {
    const u = await registerUser(t.app);
    const id = await depositId(t.app, u.token, { amount: '10000' });
    await approve(id, alice);
    await t.app.services.coins.update('USDT', { reviewThresholdAtoms: 1_000_000_00000000n }, null);
    expectError(await approve(id, alice), 409, 6232, 'You already approved this deposit; a second, different admin must approve it.');
    expect(dataOf(await approve(id, bob)).outcome).toBe('approved');
  });

  it('rejection needs a reason, keeps the record with it, and credits nothing', async () => {
    const u = await registerUser(t.app);
    const id = await depositId(t.app, u.token, { amount: '10000' });
    await approve(id, alice);
    expectError(await reject(id, bob), 422, 6233, 'Please give the reason for the rejection.');
    expectError(await reject(id, bob, '   '), 422, 6233, 'Please give the reason for the rejection.');
    const rejected = dataOf(await reject(id, bob, 'No such transfer on chain'));
    expect(rejected).toMatchObject({ status: 'rejected', reject_reason: 'No such transfer on chain', reviewed_by: bob.id, reviewer: 'bob_fin' });
    expectError(await approve(id, root), 409, 6231, 'This deposit has already been reviewed.');
    expect(await funding(u.id)).toBe(0n);
    const records = dataOf(await call<{ items: RecordOut[] }>(t.app, 'GET', 'charge_mention/log2', {}, { token: u.token }));
    expect(records.items[0]).toMatchObject({ status: 'rejected', reject_reason: 'No such transfer on chain' });
  });

  it('answers not found for an unknown deposit', async () => {
    expectError(await approve(424242, alice), 404, 6230, 'Deposit record not found.');
    expectError(await reject(424242, alice, 'x'), 404, 6230, 'Deposit record not found.');
    expectError(await call(t.app, 'GET', 'admin/deposits/424242', undefined, { token: alice.token }), 404, 6230, 'Deposit record not found.');
  });

  it('admin routes refuse user tokens, no token, and roles without the deposits resource', async () => {
    const u = await registerUser(t.app);
    const id = await depositId(t.app, u.token);
    const support = await adminOfRole(t, root, 'support', 'sue_support');
    for (const [method, path] of [['GET', 'admin/deposits'], ['GET', `admin/deposits/${id}`], ['POST', `admin/deposits/${id}/approve`], ['POST', `admin/deposits/${id}/reject`]] as const) {
      expect999(await call(t.app, method, path, method === 'POST' ? { reason: 'x' } : undefined, { token: u.token }));
      expect999(await call(t.app, method, path, method === 'POST' ? { reason: 'x' } : undefined));
      expectError(await call(t.app, method, path, method === 'POST' ? { reason: 'x' } : undefined, { token: support.token }), 403, 9003, expect.any(String) as unknown as string);
    }
    expect(await funding(u.id)).toBe(0n);
    const row = await t.app.platform.db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('processing');
  });
});
