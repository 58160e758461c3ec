import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { grantKyc } from '../kyc/kyc.testkit.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { DAY, fundingOf, loanAccountOf, productId, u } from './loans.testkit.js';

type AdminLoan = { id: number; status: string; user_id: number; second_approval_required: boolean; first_approved_by: number | null; decided_by: number | null; reason: string | null; overdue: boolean };
type Outcome = { loan: AdminLoan; disbursed: boolean; awaiting_second_approval: boolean };
type Account = { balance: string; outstanding_principal: string; interest_receivable: string; active: number; overdue: number; overdue_principal: string; overdue_owed: string; pending: number; pending_amount: string; approval_threshold: string; basic_limit: string };

let t: TestApp;
let alice: { token: string; id: number };
let root: SignedIn;
let finance: SignedIn;
let finance2: SignedIn;
let thirty: number;
beforeEach(async () => {
  t = await createTestApp();
  await t.app.services.loans.fundTrial();
  alice = await registerUser(t.app);
  await grantKyc(t.app, alice.id, 'advanced');
  root = await superadmin(t);
  finance = await adminOfRole(t, root, 'finance');
  finance2 = await adminOfRole(t, root, 'finance', 'staff_finance_2');
  thirty = await productId(t.app, 30);
});
afterEach(async () => {
  expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  await t.close();
});

const apply = (amount: string) => call<{ id: number; status: string }>(t.app, 'POST', 'loan/apply', { product_id: thirty, amount }, { token: alice.token });
const approve = (id: number, who: SignedIn) => call<Outcome>(t.app, 'POST', `admin/loans/${id}/approve`, {}, { token: who.token });

describe('applications above the approval amount (four eyes)', { timeout: 120_000 }, () => {
  it('wait for two different finance admins, then are paid out and their term starts at approval', async () => {
    const small = dataOf(await apply('2000'));
    expect(small.status).toBe('active');
    const big = dataOf(await apply('3000'));
    expect(big.status).toBe('pending');
    expect(await fundingOf(t.app, alice.id)).toBe(u('2000'));
    let acc = dataOf(await call<Account>(t.app, 'GET', 'admin/loans/account', undefined, { token: finance.token }));
    expect(acc).toMatchObject({ pending: 1, pending_amount: '3000', active: 1, outstanding_principal: '2000', balance: '498000' });
    const first = dataOf(await approve(big.id, finance));
    expect(first).toMatchObject({ disbursed: false, awaiting_second_approval: true, loan: { status: 'pending', second_approval_required: true, first_approved_by: finance.id } });
    expectError(await approve(big.id, finance), 409, 8115, 'A second, different admin must approve this loan.');
    t.clock.advance(600_000);
    const second = dataOf(await approve(big.id, finance2));
    expect(second).toMatchObject({ disbursed: true, loan: { status: 'active', decided_by: finance2.id } });
    expect(await fundingOf(t.app, alice.id)).toBe(u('5000'));
    const row = await t.app.platform.db.selectFrom('loans').select(['started_at', 'due_at']).where('id', '=', big.id).executeTakeFirstOrThrow();
    expect(Number(row.started_at)).toBe(t.clock.now());
    expect(Number(row.due_at)).toBe(t.clock.now() + 30 * DAY);
    expectError(await approve(big.id, root), 409, 8114, 'This application is no longer waiting for a decision.');
    acc = dataOf(await call<Account>(t.app, 'GET', 'admin/loans/account', undefined, { token: finance.token }));
    expect(acc).toMatchObject({ pending: 0, active: 2, outstanding_principal: '5000', balance: '495000' });
    const entry = await t.app.platform.db.selectFrom('ledger_entries').select(['reason', 'actor_type', 'actor_id']).where('ref', '=', `loan:${big.id}:disburse`).executeTakeFirstOrThrow();
    expect(entry).toEqual({ reason: 'loan_disbursed', actor_type: 'admin', actor_id: finance2.id });
  });

  it('a refusal needs a reason, closes the request and frees the borrow limit', async () => {
    const big = dataOf(await apply('9000'));
    expectError(await apply('1001'), 409, 8109, 'This is above your available borrow limit (1000 USDT).');
    await approve(big.id, finance);
    expectError(await call(t.app, 'POST', `admin/loans/${big.id}/reject`, {}, { token: finance2.token }), 422, 8117, 'Give a reason for the refusal.');
    const refused = dataOf(await call<AdminLoan>(t.app, 'POST', `admin/loans/${big.id}/reject`, { reason: 'income not shown' }, { token: finance2.token }));
    expect(refused).toMatchObject({ status: 'rejected', reason: 'income not shown', decided_by: finance2.id });
    expect(await fundingOf(t.app, alice.id)).toBe(0n);
    expect(dataOf(await apply('2000')).status).toBe('active');
    const approvals = await t.app.platform.db.selectFrom('approvals').select('status').where('subject_type', '=', 'loan').execute();
    expect(approvals.map((a) => a.status)).not.toContain('pending');
  });

  it('only finance reads and decides loans; the overdue list and totals show what is past due', async () => {
    const support = await adminOfRole(t, root, 'support');
    expectError(await call(t.app, 'GET', 'admin/loans', undefined, { token: support.token }), 403, 9003, 'Your admin role does not allow this.');
    const loan = dataOf(await apply('1000'));
    t.clock.advance(30 * DAY);
    await t.app.services.loans.chargeDue(t.clock.now());
    // The admins' sessions ended during the month: the desk answers what the routes would.
    const desk = t.app.services.loans.desk;
    const overdue = await desk.list({ overdue: true, page: 1, limit: 20 });
    expect(overdue.total).toBe(1);
    expect(overdue.items[0]).toMatchObject({ id: loan.id, overdue: true, user_id: alice.id });
    // 29 days at 0.06 % (0.6 a day) and the first penalty day at 0.5 % (5).
    expect(await desk.account()).toMatchObject({ overdue: 1, overdue_principal: '1000', overdue_owed: '1022.4', interest_receivable: '22.4' });
    expect(await loanAccountOf(t.app)).toBe(u('499000'));
  });
});

describe('products and limits as data', { timeout: 120_000 }, () => {
  it('finance or an operator edits products; loans taken keep their terms; limits are the same for every user', async () => {
    const operator = await adminOfRole(t, root, 'operator');
    const created = dataOf(await call<{ id: number; daily_rate: string }>(t.app, 'POST', 'admin/loans/products', { name: '10 days', term_days: '10', daily_rate: '0.05', penalty_rate: '0.3', min_amount: '20', max_amount: '500' }, { token: operator.token }));
    expect(created).toMatchObject({ daily_rate: '0.05' });
    expectError(await call(t.app, 'POST', 'admin/loans/products', { name: 'x', term_days: '1', daily_rate: '0.1', penalty_rate: '0.5', min_amount: '1', max_amount: '2' }, { token: operator.token }), 422, 8118, 'The field term_days is not valid.');
    expectError(await call(t.app, 'POST', `admin/loans/products/${created.id}`, { penalty_rate: '0.01' }, { token: operator.token }), 422, 8118, 'The field penalty_rate is not valid.');
    const loan = dataOf(await call<{ id: number; daily_rate: string }>(t.app, 'POST', 'loan/apply', { product_id: created.id, amount: '100' }, { token: alice.token }));
    expect(dataOf(await call(t.app, 'POST', `admin/loans/products/${created.id}`, { daily_rate: '0.2', penalty_rate: '1', enabled: '0' }, { token: operator.token }))).toMatchObject({ daily_rate: '0.2', enabled: false });
    const mine = dataOf(await call<{ items: { id: number; daily_rate: string }[] }>(t.app, 'GET', 'loan/record', undefined, { token: alice.token }));
    expect(mine.items.find((l) => l.id === loan.id)?.daily_rate).toBe('0.05');
    expectError(await call(t.app, 'POST', 'loan/apply', { product_id: created.id, amount: '100' }, { token: alice.token }), 404, 8104, 'This loan product is not available.');
    expectError(await call(t.app, 'POST', 'admin/loans/settings', { basic_limit: '5000', advanced_limit: '4000' }, { token: finance.token }), 422, 8118, 'The field advanced_limit is not valid.');
    expect(dataOf(await call<Account>(t.app, 'POST', 'admin/loans/settings', { basic_limit: '1500' }, { token: finance.token }))).toMatchObject({ basic_limit: '1500' });
  });
});
