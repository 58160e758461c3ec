import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminKycDetail, AdminKycSubmission, KycApproveOutcome, KycState } from '@candor/shared';
import { adminOfRole, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { SAMPLE_BASIC } from './kyc.testkit.js';

let t: TestApp;
let alice: { token: string; id: number };
let root: SignedIn;
let compliance: SignedIn;
let compliance2: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  root = await superadmin(t);
  compliance = await adminOfRole(t, root, 'compliance');
  compliance2 = await adminOfRole(t, root, 'compliance', 'staff_compliance_2');
});
afterEach(async () => t.close());

const state = async (token = alice.token) => (await call<KycState>(t.app, 'POST', 'user/realName', undefined, { token })).body.data;
const submitBasic = (body: Record<string, string> = SAMPLE_BASIC, o: { lang?: string; demo?: boolean } = {}) =>
  call<KycState>(t.app, 'POST', 'user/basicKyc', body, { token: alice.token, ...o });
const queue = async (admin: SignedIn, q: Record<string, string> = { status: 'pending' }) =>
  (await call<{ total: number; items: AdminKycSubmission[] }>(t.app, 'GET', 'admin/kyc', q, { token: admin.token })).body.data;
const approve = (id: number, admin: SignedIn) => call<KycApproveOutcome>(t.app, 'POST', `admin/kyc/${id}/approve`, undefined, { token: admin.token });
const reject = (id: number, admin: SignedIn, reason?: string) =>
  call<AdminKycSubmission>(t.app, 'POST', `admin/kyc/${id}/reject`, reason === undefined ? {} : { reason }, { token: admin.token });
const kyc = () => t.app.services.kyc;

describe('basic KYC: none, pending, rejected with reason, resubmit, approved', () => {
  it('walks every state and the door follows it', async () => {
    expect((await call(t.app, 'GET', 'user/getRealName', undefined, { token: alice.token })).body.data).toBeNull();
    expect(await state()).toMatchObject({ level: 'none', status: 'unverified', name: null, basic: { status: 'none' }, advanced: { status: 'none' } });
    expect(await kyc().levelOf(alice.id)).toBe('none');

    const sent = await submitBasic({ ...SAMPLE_BASIC, full_name: '  Alice   Example ', id_number: 'p 1234567', country: 'de' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ level: 'none', status: 'pending', id_type: 'passport', id_number: '****4567', country: 'DE', basic: { status: 'pending', reason: null } });
    expectError(await submitBasic(), 409, 7201, 'Your verification is under review; please wait for the result.');
    expectError(await submitBasic(SAMPLE_BASIC, { lang: 'de' }), 409, 7201, 'Ihre Verifizierung wird geprüft; bitte warten Sie auf das Ergebnis.');
    expect((await call<{ kyc_status: string }>(t.app, 'GET', 'user/center2', undefined, { token: alice.token })).body.data?.kyc_status).toBe('pending');

    const [pending] = (await queue(compliance))?.items ?? [];
    expect(pending).toMatchObject({ user_id: alice.id, level: 'basic', full_name: 'Alice Example', id_number: 'P1234567', documents: [], second_approval_required: false });
    expectError(await reject(pending!.id, compliance), 422, 7208, 'Please enter the reason for the rejection.');
    const rejected = await reject(pending!.id, compliance, 'The name does not match the passport.');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'The name does not match the passport.', decided_by: compliance.id });
    expect(await state()).toMatchObject({ status: 'rejected', basic: { status: 'rejected', reason: 'The name does not match the passport.' } });
    expect(await kyc().levelOf(alice.id)).toBe('none');
    expectError(await approve(pending!.id, compliance), 409, 7206, 'This submission has already been decided.');

    // The rejected user submits again; the history keeps both.
    expect((await submitBasic({ ...SAMPLE_BASIC, full_name: 'Alice B. Example' })).body.data?.basic).toMatchObject({ status: 'pending', reason: null });
    const [again] = (await queue(compliance))?.items ?? [];
    const detail = (await call<AdminKycDetail>(t.app, 'GET', `admin/kyc/${again!.id}`, undefined, { token: compliance.token })).body.data;
    expect(detail?.history.map((h) => [h.status, h.full_name])).toEqual([['pending', 'Alice B. Example'], ['rejected', 'Alice Example']]);

    expect((await approve(again!.id, compliance)).body.data).toMatchObject({ approved: true, awaiting_second_approval: false, submission: { status: 'approved' } });
    expect(await state()).toMatchObject({ level: 'basic', status: 'verified', name: 'Alice B. Example', basic: { status: 'approved' } });
    expect(await kyc().levelOf(alice.id)).toBe('basic');
    expect(await kyc().verifiedName(alice.id)).toBe('Alice B. Example');
    expectError(await submitBasic(), 409, 7202, 'This verification level is already approved.');
    const audit = await t.app.platform.db.selectFrom('audit_log').select(['action', 'admin_id']).where('action', 'in', ['kyc.approve', 'kyc.reject']).execute();
    expect(audit).toEqual(expect.arrayContaining([{ action: 'kyc.reject', admin_id: compliance.id }, { action: 'kyc.approve', admin_id: compliance.id }]));
  });

  it('names the wrong field, refuses the under-aged, never answers 5xx to malformed forms', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ ...SAMPLE_BASIC, full_name: 'A' }, 'full_name'], [{ ...SAMPLE_BASIC, full_name: '<script>' }, 'full_name'],
      [{ ...SAMPLE_BASIC, id_type: 'library_card' }, 'id_type'], [{ ...SAMPLE_BASIC, id_number: '!!' }, 'id_number'],
      [{ ...SAMPLE_BASIC, country: 'D1' }, 'country'], [{ ...SAMPLE_BASIC, birth_date: '1990-02-30' }, 'birth_date'],
      [{ ...SAMPLE_BASIC, birth_date: '1800-01-01' }, 'birth_date'], [{}, 'full_name'],
    ];
    for (const [body, field] of bad) expectError(await submitBasic(body), 422, 1001, `Please check the field: ${field}.`);
    const young = new Date(t.clock.now() - 17 * 366 * 86_400_000).toISOString().slice(0, 10);
    expectError(await submitBasic({ ...SAMPLE_BASIC, birth_date: young }), 422, 7210, 'You must be at least 18 years old.');
    expectError(await submitBasic({ ...SAMPLE_BASIC, birth_date: young }, { lang: 'jp' }), 422, 7210, '18歳以上である必要があります。');
    for (const body of [{ full_name: 'x'.repeat(5000) }, { id_type: ['a', 'b'] }, { birth_date: { y: 1 } }]) {
      const res = await call(t.app, 'POST', 'user/basicKyc', body, { token: alice.token, json: true });
      expect(res.status).toBeLessThan(500);
      expect(res.body.type).toBe('error');
    }
    expect(await t.app.platform.db.selectFrom('kyc_submissions').selectAll().execute()).toEqual([]);
  });

  it('is real-account work: demo mode answers the demo restriction; reading needs a session', async () => {
    expectError(await submitBasic(SAMPLE_BASIC, { demo: true }), 403, 1403, 'This Action is Restricted on Demo Account.');
    expect((await call(t.app, 'POST', 'user/realName')).status).toBe(401);
  });

  it('two racing submissions leave one pending', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => submitBasic()));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 200)) expect(r.body.code).toBe(7201);
    expect((await queue(compliance))?.total).toBe(1);
  });
});

describe('the review queue is the compliance role\'s', () => {
  it('refuses finance and support, lets compliance and the superadmin in', async () => {
    await submitBasic();
    for (const role of ['finance', 'support']) {
      const admin = await adminOfRole(t, root, role);
      expect((await call(t.app, 'GET', 'admin/kyc', undefined, { token: admin.token })).status).toBe(403);
    }
    expect((await queue(root))?.total).toBe(1);
    expect((await queue(compliance2))?.total).toBe(1);
  });

  it('racing approvals decide once', async () => {
    await submitBasic();
    const [s] = (await queue(compliance))?.items ?? [];
    const answers = await Promise.all([approve(s!.id, compliance), approve(s!.id, compliance2), reject(s!.id, root, 'no')]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const rows = await t.app.platform.db.selectFrom('kyc_submissions').select('status').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).not.toBe('pending');
  });
});
