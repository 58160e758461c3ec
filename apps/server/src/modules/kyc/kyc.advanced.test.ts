import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminKycSubmission, KycApproveOutcome, KycState } from '@candor/shared';
import { adminOfRole, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { MAX_UPLOAD_BYTES } from '../uploads/index.js';
import { image, postUpload, tempDataDir } from '../uploads/uploads.testkit.js';
import { SAMPLE_BASIC, grantKyc } from './kyc.testkit.js';

let t: TestApp;
let data: ReturnType<typeof tempDataDir>;
let alice: { token: string; id: number };
let root: SignedIn;
let compliance: SignedIn;
let compliance2: SignedIn;
beforeEach(async () => {
  data = tempDataDir();
  t = await createTestApp({ DATA_DIR: data.dir });
  alice = await registerUser(t.app);
  root = await superadmin(t);
  compliance = await adminOfRole(t, root, 'compliance');
  compliance2 = await adminOfRole(t, root, 'compliance', 'staff_compliance_2');
});
afterEach(async () => {
  await t.close();
  data.remove();
});

/** A small PDF: header, one empty page, end-of-file marker. */
const pdf = (extra = '') => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra}>> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
const upload = (kind: string, file: Buffer, contentType = 'image/png', token = alice.token) =>
  postUpload(t.app, token, [{ filename: `doc.${contentType.split('/')[1]}`, contentType, data: file }], { path: `user/kyc/upload/${kind}` });
const submitAdvanced = (body: Record<string, string | number>) => call<KycState>(t.app, 'POST', 'user/advancedKyc', body, { token: alice.token });
const approve = (id: number, admin: SignedIn) => call<KycApproveOutcome>(t.app, 'POST', `admin/kyc/${id}/approve`, undefined, { token: admin.token });

async function documents(): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const kind of ['front', 'back', 'selfie']) ids[`${kind === 'front' ? 'front' : kind}_id`] = (await upload(kind, await image('jpeg'), 'image/jpeg')).body.data!.id;
  ids['address_proof_id'] = (await upload('address', pdf(), 'application/pdf')).body.data!.id;
  return ids;
}

describe('KYC documents through the uploads module', () => {
  it('takes JPEG, PNG, WebP for every kind and a PDF for the address proof only; refuses other files and active PDFs', async () => {
    for (const f of ['png', 'jpeg', 'webp'] as const) expect((await upload('selfie', await image(f), `image/${f}`)).body.data).toMatchObject({ mime: `image/${f}`, kind: 'selfie' });
    expect((await upload('address', pdf(), 'application/pdf')).body.data).toMatchObject({ mime: 'application/pdf', kind: 'address' });
    expectError(await upload('front', pdf(), 'application/pdf'), 422, 6202, 'Image Upload Failed');
    expectError(await upload('address', pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '), 'application/pdf'), 422, 6202, 'Image Upload Failed');
    expectError(await upload('address', Buffer.from('%PDF-1.4 cut short'), 'application/pdf'), 422, 6202, 'Image Upload Failed');
    expectError(await upload('front', Buffer.from('<html></html>'), 'image/png'), 422, 6202, 'Image Upload Failed');
    const big = Buffer.concat([pdf(), Buffer.alloc(MAX_UPLOAD_BYTES, 32), Buffer.from('%%EOF')]);
    expectError(await upload('address', big, 'application/pdf'), 413, 6201, 'File exceeds allowed size (at most 5 MB).');
    expect((await upload('nonsense', await image('png'))).status).toBeLessThan(500);
    expect((await upload('front', await image('png'), 'image/png', '')).status).toBe(401);
  });

  it('serves a document to its owner and to compliance only (audited), never to another user or finance', async () => {
    const id = (await upload('address', pdf(), 'application/pdf')).body.data!.id;
    const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
    const own = await get(`/api/uploads/${id}`, alice.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect((await get(`/api/uploads/${id}`, (await registerUser(t.app)).token)).statusCode).toBe(404);
    expect((await get(`/api/admin/uploads/${id}`, compliance.token)).statusCode).toBe(200);
    expect((await get(`/api/admin/uploads/${id}`, (await adminOfRole(t, root, 'finance')).token)).statusCode).toBe(403);
    const read = await t.app.platform.db.selectFrom('audit_log').select(['admin_id', 'target']).where('action', '=', 'upload.read').execute();
    expect(read).toEqual([{ admin_id: compliance.id, target: `upload:${id}` }]);
  });
});

describe('advanced KYC needs basic, four eyes to approve', () => {
  it('refuses before basic is approved, then needs a second, different admin', async () => {
    expectError(await submitAdvanced({}), 403, 7203, 'Please complete basic verification (KYC) first.');
    await grantKyc(t.app, alice.id, 'basic');
    const docs = await documents();
    const { front_id: _front, ...withoutFront } = docs;
    expectError(await submitAdvanced({ ...withoutFront, address: '1 Main Street, Berlin' }), 422, 7211, 'Please upload every required document (front_id).');
    expectError(await submitAdvanced({ ...docs, address: 'x' }), 422, 1001, 'Please check the field: address.');
    const stranger = await registerUser(t.app, { email: 'bob@example.com' });
    const foreign = (await upload('selfie', await image('png'), 'image/png', stranger.token)).body.data!.id;
    expectError(await submitAdvanced({ ...docs, selfie_id: foreign, address: '1 Main Street, Berlin' }), 404, 6203, 'File not found.');

    const sent = await submitAdvanced({ ...docs, address: '1 Main Street, Berlin' });
    expect(sent.body.data).toMatchObject({ level: 'basic', status: 'pending', advanced: { status: 'pending' } });
    const { items } = (await call<{ items: AdminKycSubmission[] }>(t.app, 'GET', 'admin/kyc', { status: 'pending', level: 'advanced' }, { token: compliance.token })).body.data!;
    const s = items[0]!;
    expect(s.documents.map((d) => d.kind)).toEqual(['front', 'back', 'selfie', 'address']);
    expect(s).toMatchObject({ second_approval_required: true, full_name: SAMPLE_BASIC.full_name, address: '1 Main Street, Berlin' });

    const first = await approve(s.id, compliance);
    expect(first.body.data).toMatchObject({ approved: false, awaiting_second_approval: true, submission: { status: 'pending', first_approved_by: compliance.id } });
    expect(await t.app.services.kyc.levelOf(alice.id)).toBe('basic');
    expectError(await approve(s.id, compliance), 409, 7207, 'Advanced verification needs the approval of a second administrator.');
    const second = await approve(s.id, compliance2);
    expect(second.body.data).toMatchObject({ approved: true, submission: { status: 'approved', decided_by: compliance2.id } });
    expect(await t.app.services.kyc.levelOf(alice.id)).toBe('advanced');
    expect((await call<KycState>(t.app, 'GET', 'user/kyc', undefined, { token: alice.token })).body.data).toMatchObject({ level: 'advanced', status: 'verified', advanced: { status: 'approved' } });
    expectError(await submitAdvanced({ ...docs, address: '1 Main Street, Berlin' }), 409, 7202, 'This verification level is already approved.');
    const approvals = await t.app.platform.db.selectFrom('approvals').select(['action', 'status', 'proposed_by', 'decided_by']).execute();
    expect(approvals).toEqual([{ action: 'kyc.approve_advanced', status: 'approved', proposed_by: compliance.id, decided_by: compliance2.id }]);
  });

  it('a rejection after a first approval closes the request; the user resubmits and it starts over', async () => {
    await grantKyc(t.app, alice.id, 'basic');
    await submitAdvanced({ ...(await documents()), address: '1 Main Street, Berlin' });
    const id = (await t.app.platform.db.selectFrom('kyc_submissions').select('id').where('level', '=', 'advanced').executeTakeFirstOrThrow()).id;
    await approve(id, compliance);
    const rejected = await call<AdminKycSubmission>(t.app, 'POST', `admin/kyc/${id}/reject`, { reason: 'The selfie is blurred.' }, { token: compliance2.token });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'The selfie is blurred.' });
    expect((await call<KycState>(t.app, 'GET', 'user/kyc', undefined, { token: alice.token })).body.data?.advanced).toMatchObject({ status: 'rejected', reason: 'The selfie is blurred.' });
    expect((await submitAdvanced({ ...(await documents()), address: '1 Main Street, Berlin' })).body.data?.advanced.status).toBe('pending');
    const statuses = await t.app.platform.db.selectFrom('approvals').select('status').execute();
    expect(statuses).toEqual([{ status: 'rejected' }]);
  });

  it('a passport needs no back image', async () => {
    await grantKyc(t.app, alice.id, 'basic');
    const { back_id: _unused, ...docs } = await documents();
    expect((await submitAdvanced({ ...docs, address: '1 Main Street, Berlin' })).body.data?.advanced.status).toBe('pending');
  });
});
