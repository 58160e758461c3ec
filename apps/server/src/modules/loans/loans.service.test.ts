import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { grantKyc } from '../kyc/kyc.testkit.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { fund } from '../spot/spot.testkit.js';
import { DAY, HOUR, fundingOf, loanAccountOf, productId, u } from './loans.testkit.js';

type Loan = { id: number; status: string; overdue: boolean; outstanding: string; interest_due: string; owed: string; penalty_charged: string; interest_charged: string; days_charged: number; repaid: string; due_at: number };
type Index = { eligible: boolean; ineligible_reason: string | null; kyc_level: string; limit: string; available: string; used: string; overdue: number; products: { id: number; term_days: number }[] };

let t: TestApp;
let alice: { token: string; id: number; email: string; password: string };
let seven: number;
beforeEach(async () => {
  t = await createTestApp();
  await t.app.services.loans.fundTrial();
  alice = await registerUser(t.app);
  seven = await productId(t.app, 7);
});
afterEach(async () => {
  expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  await t.close();
});

const index = (token = alice.token) => call<Index>(t.app, 'GET', 'loan/index', undefined, { token });
const apply = (body: Record<string, unknown>, token = alice.token) => call<Loan>(t.app, 'POST', 'loan/apply', body, { token });
const repay = (body: Record<string, unknown>, token = alice.token) => call<Loan>(t.app, 'POST', 'loan/repay', body, { token });
const charge = () => t.app.services.loans.chargeDue(t.clock.now());
const loanOf = async (id: number) => dataOf(await call<{ items: Loan[] }>(t.app, 'GET', 'loan/record', undefined, { token: alice.token })).items.find((l) => l.id === id);
/** Sessions end after days without use: sign in again after the clock jumped. */
async function signIn(): Promise<void> {
  alice.token = dataOf(await call<{ token: string }>(t.app, 'POST', 'user/login', { account: alice.email, password: alice.password })).token;
}

describe('eligibility by KYC level and overdue state', { timeout: 120_000 }, () => {
  it('none is not eligible; basic has the lower limit, advanced the higher; a demo account hears the restriction', async () => {
    expect(dataOf(await index())).toMatchObject({ eligible: false, ineligible_reason: 'kyc_required', kyc_level: 'none', limit: '0' });
    expectError(await apply({ product_id: seven, amount: '100' }), 403, 8101, 'Borrowing needs verified identity: complete basic KYC first.');
    await grantKyc(t.app, alice.id, 'basic');
    expect(dataOf(await index())).toMatchObject({ eligible: true, ineligible_reason: null, kyc_level: 'basic', limit: '1000', available: '1000' });
    const bob = await registerUser(t.app);
    await grantKyc(t.app, bob.id, 'advanced');
    expect(dataOf(await index(bob.token))).toMatchObject({ eligible: true, kyc_level: 'advanced', limit: '10000' });
    expectError(await call(t.app, 'GET', 'loan/index', undefined, { token: alice.token, demo: true }), 403, 1403, 'This Action is Restricted on Demo Account.');
    expectError(await call(t.app, 'POST', 'loan/apply', { product_id: seven, amount: '100' }, { token: alice.token, demo: true }), 403, 1403, 'This Action is Restricted on Demo Account.');
  });

  it('refuses bad input with a translated message and takes nothing', async () => {
    await grantKyc(t.app, alice.id, 'basic');
    expectError(await apply({ amount: '100' }), 422, 8103, 'Choose a loan term.');
    expectError(await apply({ product_id: 999 }), 404, 8104, 'This loan product is not available.');
    expectError(await apply({ product_id: seven }), 422, 8105, 'Enter the amount to borrow.');
    expectError(await apply({ product_id: seven, amount: '1.123456789' }), 422, 8106, 'Enter a valid amount (up to 8 decimal places).');
    expectError(await apply({ product_id: seven, amount: '49.99' }), 422, 8107, 'The amount is less than the minimum (50 USDT).');
    expectError(await apply({ product_id: seven, amount: '10000.01' }), 422, 8108, 'The amount is more than the maximum (10000 USDT).');
    expectError(await apply({ product_id: seven, amount: '1000.01' }), 409, 8109, 'This is above your available borrow limit (1000 USDT).');
    const de = await call(t.app, 'POST', 'loan/apply', { product_id: seven, amount: '10' }, { token: alice.token, lang: 'de' });
    expectError(de, 422, 8107, 'Der Betrag liegt unter dem Minimum (50 USDT).');
    expect(await fundingOf(t.app, alice.id)).toBe(0n);
    expect(dataOf(await index()).used).toBe('0');
  });
});

describe('a loan from apply to repaid, with the clock advanced', { timeout: 120_000 }, () => {
  it('pays out from the loan account, charges nothing on day 0, then the daily rate; repayment goes to interest first', async () => {
    await grantKyc(t.app, alice.id, 'basic');
    const before = await loanAccountOf(t.app);
    const loan = dataOf(await apply({ product_id: seven, amount: '500' }));
    expect(loan).toMatchObject({ status: 'active', outstanding: '500', interest_due: '0', owed: '500', due_at: t.clock.now() + 7 * DAY });
    expect(await fundingOf(t.app, alice.id)).toBe(u('500'));
    expect(await loanAccountOf(t.app)).toBe(before - u('500'));
    expect(dataOf(await index())).toMatchObject({ used: '500', available: '500' });

    t.clock.advance(DAY - 1);
    expect(await charge()).toBe(0);
    expect(await loanOf(loan.id)).toMatchObject({ interest_due: '0', days_charged: 0 });
    t.clock.advance(1);
    expect(await charge()).toBe(1);
    expect(await charge()).toBe(0);
    expect(await loanOf(loan.id)).toMatchObject({ interest_due: '0.5', days_charged: 1 });
    t.clock.advance(2 * DAY + 5 * HOUR);
    // The job did not run: repaying charges the days begun first (days 2 and 3).
    await fund(t.app, alice.id, 'USDT', '10');
    const part = dataOf(await repay({ id: loan.id, amount: '100' }));
    expect(part).toMatchObject({ interest_due: '0', outstanding: '401.5', repaid: '100', interest_charged: '1.5', days_charged: 3, status: 'active' });
    expect(dataOf(await index())).toMatchObject({ used: '401.5', available: '598.5' });
    t.clock.advance(DAY);
    expect(await charge()).toBe(1);
    expect(await loanOf(loan.id)).toMatchObject({ interest_due: '0.4015', owed: '401.9015' });
    expectError(await repay({ id: loan.id, amount: '401.91' }), 422, 8113, 'The amount is more than you owe (401.9015 USDT).');
    const closed = dataOf(await repay({ id: loan.id, all: '1' }));
    expect(closed).toMatchObject({ status: 'repaid', outstanding: '0', interest_due: '0', repaid: '501.9015', interest_charged: '1.9015' });
    expect(await fundingOf(t.app, alice.id)).toBe(u('500') + u('10') - u('501.9015'));
    expect(await loanAccountOf(t.app)).toBe(before + u('1.9015'));
    expect(dataOf(await index())).toMatchObject({ used: '0', available: '1000', eligible: true });
    expectError(await repay({ id: loan.id, all: '1' }), 409, 8112, 'This loan is not open for repayment.');
    const reasons = await t.app.platform.db.selectFrom('ledger_entries').select(['reason', 'actor_type']).where('ref', 'like', `loan:${loan.id}:%`).orderBy('id').execute();
    expect(reasons).toEqual([
      { reason: 'loan_disbursed', actor_type: 'user' }, { reason: 'loan_interest', actor_type: 'user' }, { reason: 'loan_repayment', actor_type: 'user' },
      { reason: 'loan_interest', actor_type: 'user' }, { reason: 'loan_repayment', actor_type: 'user' },
    ]);
  });

  it('a loan past its term is overdue: the penalty rate accrues, the user is not eligible until it is repaid', async () => {
    await grantKyc(t.app, alice.id, 'basic');
    const loan = dataOf(await apply({ product_id: seven, amount: '200' }));
    t.clock.advance(7 * DAY - 1);
    await signIn();
    await charge();
    expect(await loanOf(loan.id)).toMatchObject({ overdue: false, interest_due: '1.2', penalty_charged: '0' });
    expect(dataOf(await index()).eligible).toBe(true);
    t.clock.advance(1);
    // Caught up after downtime in one run: day 7 is the first penalty day (0.5 % of 200).
    await charge();
    expect(await loanOf(loan.id)).toMatchObject({ overdue: true, interest_due: '2.2', penalty_charged: '1', days_charged: 7 });
    expect(dataOf(await index())).toMatchObject({ eligible: false, ineligible_reason: 'overdue', overdue: 1 });
    expectError(await apply({ product_id: seven, amount: '50' }), 409, 8102, 'You have an overdue loan. Repay it before borrowing again.');
    t.clock.advance(3 * DAY);
    await signIn();
    await charge();
    expect(await loanOf(loan.id)).toMatchObject({ interest_due: '5.2', penalty_charged: '4', days_charged: 10 });
    await fund(t.app, alice.id, 'USDT', '5.2');
    expect(dataOf(await repay({ id: loan.id, all: true }))).toMatchObject({ status: 'repaid', repaid: '205.2', overdue: false });
    expect(dataOf(await index())).toMatchObject({ eligible: true, overdue: 0 });
    expect(dataOf(await apply({ product_id: seven, amount: '50' })).status).toBe('active');
  });

  it('repaying needs the money in the funding account, and only the borrower can repay', async () => {
    await grantKyc(t.app, alice.id, 'basic');
    const loan = dataOf(await apply({ product_id: seven, amount: '100' }));
    t.clock.advance(DAY);
    await charge();
    expectError(await repay({ id: loan.id, all: true }), 409, 3001, 'Insufficient balance.');
    const bob = await registerUser(t.app);
    expectError(await repay({ id: loan.id, amount: '1' }, bob.token), 404, 8111, 'Loan not found.');
    expectError(await repay({ amount: '1' }), 422, 8119, 'Choose the loan to repay.');
    expectError(await repay({ id: loan.id }), 422, 8105, 'Enter the amount to borrow.');
    expect(await loanOf(loan.id)).toMatchObject({ outstanding: '100', interest_due: '0.1', status: 'active' });
  });
});
