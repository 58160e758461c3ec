import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOfRole, expect999, expectError, superadmin } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { MAX_UPLOAD_BYTES } from './image.js';
import { uploadsDirOf } from './uploads.service.js';
import { image, postUpload, tempDataDir, uploadProof } from './uploads.testkit.js';

let t: TestApp;
let data: ReturnType<typeof tempDataDir>;
beforeEach(async () => {
  data = tempDataDir();
  t = await createTestApp({ DATA_DIR: data.dir });
});
afterEach(async () => {
  await t.close();
  data.remove();
});

const FAILED = { type: 'error', code: 6202, message: 'Image Upload Failed' };
const rows = async () => (await t.app.platform.db.selectFrom('uploads').selectAll().execute()).length;
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

describe('POST /uploadRecharge', () => {
  it('judges by content: a PNG named .jpg and declared image/jpeg is stored as the PNG it is', async () => {
    const u = await registerUser(t.app);
    const res = await postUpload(t.app, u.token, [{ filename: 'proof.jpg', contentType: 'image/jpeg', data: await image('png', 30, 20) }]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mime: 'image/png', width: 30, height: 20, url: `/api/uploads/${res.body.data?.id}` });
    expect(data.files()).toHaveLength(1);
    expect(data.files()[0]).toMatch(/^[0-9a-f]{32}\.png$/);
    const row = await t.app.platform.db.selectFrom('uploads').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: u.id, purpose: 'deposit_proof', mime: 'image/png', size_bytes: res.body.data?.size });
  });

  it('refuses an HTML page named .png, a 0-byte file, a corrupt image, and stores nothing', async () => {
    const u = await registerUser(t.app);
    const html = Buffer.from('<!doctype html><html><script>fetch("/api/user/center")</script></html>');
    const png = await image('png', 100, 100);
    for (const file of [
      { filename: 'proof.png', contentType: 'image/png', data: html },
      { filename: 'proof.png', contentType: 'image/png', data: Buffer.alloc(0) },
      { filename: 'proof.webp', contentType: 'image/webp', data: png.subarray(0, 200) },
    ]) {
      const res = await postUpload(t.app, u.token, [file]);
      expect(res.body, file.filename).toEqual(FAILED);
      expect(res.status).toBe(422);
    }
    expect(await rows()).toBe(0);
    expect(data.files()).toEqual([]);
  });

  it('refuses a file over 5 MB with 413 "file exceeds allowed size", in the request language too', async () => {
    const u = await registerUser(t.app);
    const big = Buffer.concat([await image('png'), Buffer.alloc(MAX_UPLOAD_BYTES, 0)]);
    const res = await postUpload(t.app, u.token, [{ filename: 'big.png', contentType: 'image/png', data: big }]);
    expectError(res, 413, 6201, 'File exceeds allowed size (at most 5 MB).');
    expect(await rows()).toBe(0);
    expect(data.files()).toEqual([]);
  });

  it('refuses a request without a file: fields only, JSON, form-encoded', async () => {
    const u = await registerUser(t.app);
    expect((await postUpload(t.app, u.token, [], { fields: { file: 'x' } })).body).toEqual(FAILED);
    expect((await call(t.app, 'POST', 'uploadRecharge', { file: 'x' }, { token: u.token, json: true })).body).toEqual(FAILED);
    expect((await call(t.app, 'POST', 'uploadRecharge', { file: 'x' }, { token: u.token })).body).toEqual(FAILED);
    expect(await rows()).toBe(0);
  });

  it('takes one file per request', async () => {
    const u = await registerUser(t.app);
    const png = await image('png');
    const res = await postUpload(t.app, u.token, [{ filename: 'a.png', contentType: 'image/png', data: png }, { filename: 'b.png', contentType: 'image/png', data: png, field: 'other' }]);
    expect(res.status).toBe(200);
    expect(await rows()).toBe(1);
  });

  it('needs a real, logged-in account: 999 without a token, refused in demo mode and for guests', async () => {
    const png = await image('png');
    const file = [{ filename: 'p.png', contentType: 'image/png', data: png }];
    const none = await postUpload(t.app, undefined, file);
    expect(none.body.type).toBe('999');
    const u = await registerUser(t.app);
    expectError(await postUpload(t.app, u.token, file, { demo: true }), 403, 1403, 'This Action is Restricted on Demo Account.');
    const guest = await call<{ token: string }>(t.app, 'POST', 'demo/guest');
    expectError(await postUpload(t.app, guest.body.data?.token, file), 403, 1403, 'This Action is Restricted on Demo Account.');
    expect(await rows()).toBe(0);
  });

  it('limits how many files one user uploads in an hour', async () => {
    const u = await registerUser(t.app);
    const file = [{ filename: 'p.png', contentType: 'image/png', data: await image('png', 4, 4) }];
    for (let i = 0; i < 30; i++) expect((await postUpload(t.app, u.token, file)).status).toBe(200);
    expect((await postUpload(t.app, u.token, file)).status).toBe(429);
    t.clock.advance(3_600_000);
    expect((await postUpload(t.app, u.token, file)).status).toBe(200);
  });
});

describe('reading uploads', () => {
  it('serves the owner their own upload, exactly as stored, privately', async () => {
    const u = await registerUser(t.app);
    const up = (await postUpload(t.app, u.token, [{ filename: 'p.webp', contentType: 'application/octet-stream', data: await image('webp') }])).body.data;
    const res = await get(`/api/uploads/${up?.id}`, u.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.length).toBe(up?.size);
  });

  it("never serves another user's upload, nor without a token, nor one that does not exist", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const id = (await postUpload(t.app, owner.token, [{ filename: 'p.png', contentType: 'image/png', data: await image('png') }])).body.data?.id;
    for (const [url, token] of [[`/api/uploads/${id}`, other.token], [`/api/uploads/${Number(id) + 1}`, owner.token]] as const) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ type: 'error', code: 6203, message: 'File not found.' });
    }
    expect999({ status: (await get(`/api/uploads/${id}`)).statusCode, body: (await get(`/api/uploads/${id}`)).json() });
    expect((await get('/api/uploads/abc', owner.token)).statusCode).toBe(422);
  });

  it('serves an upload to admins of its reviewing resource only, audited; user tokens and no token are refused', async () => {
    const u = await registerUser(t.app);
    const id = (await postUpload(t.app, u.token, [{ filename: 'p.png', contentType: 'image/png', data: await image('png') }])).body.data?.id;
    const root = await superadmin(t);
    const finance = await adminOfRole(t, root, 'finance');
    const support = await adminOfRole(t, root, 'support');
    const ok = await get(`/api/admin/uploads/${id}`, finance.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    const audit = await t.app.platform.db.selectFrom('audit_log').selectAll().where('action', '=', 'upload.read').execute();
    expect(audit.map((a) => [a.admin_id, a.target])).toEqual([[finance.id, `upload:${id}`]]);
    expect((await get(`/api/admin/uploads/${id}`, support.token)).statusCode).toBe(403);
    expect((await get(`/api/admin/uploads/${id}`, u.token)).json()).toMatchObject({ type: '999' });
    expect((await get(`/api/admin/uploads/${id}`)).statusCode).toBe(401);
    expect((await get(`/api/admin/uploads/${Number(id) + 1}`, finance.token)).statusCode).toBe(404);
  });
});

describe('where uploads are stored', () => {
  it('in <dataDir>/uploads, except that tests with the default relative ./data get a temporary directory', () => {
    expect(uploadsDirOf({ env: 'production', dataDir: './data' })).toEqual({ dir: 'data/uploads', temporary: false });
    expect(uploadsDirOf({ env: 'test', dataDir: '/srv/candor' })).toEqual({ dir: '/srv/candor/uploads', temporary: false });
    const test = uploadsDirOf({ env: 'test', dataDir: './data' });
    expect(test.temporary).toBe(true);
    expect(test.dir.startsWith(tmpdir())).toBe(true);
  });

  it('a test app on the default data directory writes outside the working tree and removes it at close', async () => {
    const other = await createTestApp();
    const u = await registerUser(other.app);
    await uploadProof(other.app, u.token);
    const dir = other.app.services.uploads.dir;
    expect(dir.startsWith(tmpdir())).toBe(true);
    expect(existsSync(dir)).toBe(true);
    await other.close();
    expect(existsSync(dir)).toBe(false);
  });
});
