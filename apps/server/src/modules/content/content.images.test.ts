import type { ContentEntryDetail, ContentImage } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { image, postUpload } from '../uploads/uploads.testkit.js';

describe('content: public images', () => {
  let t: TestApp;
  let operator: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await adminOfRole(t, await superadmin(t), 'operator');
  });
  afterAll(async () => { await t.close(); });

  const upload = (token: string | undefined, data: Buffer, contentType = 'image/png') =>
    postUpload(t.app, token, [{ filename: 'a.png', contentType, data }], { path: 'admin/content/images' });

  it('takes an image from an operator, re-encodes it and serves it to anyone', async () => {
    const res = await upload(operator.token, await image('png', 80, 40));
    expect(res.status).toBe(200);
    const img = res.body.data as unknown as ContentImage;
    expect(img).toMatchObject({ url: `/api/content/images/${img.id}`, mime: 'image/png', width: 80, height: 40, created_by: operator.id });
    const served = await t.app.inject({ method: 'GET', url: img.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect((await t.app.inject({ method: 'GET', url: '/api/content/images/999999' })).statusCode).toBe(404);
  });

  it('refuses users, visitors and what is not an image, never with a 5xx', async () => {
    const user = await registerUser(t.app);
    expect((await upload(user.token, await image('png'))).status).toBe(401);
    expect((await upload(undefined, await image('png'))).status).toBe(401);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const bad = await upload(operator.token, html, 'image/png');
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect((await call(t.app, 'POST', 'admin/content/images', {}, { token: operator.token })).status).toBeLessThan(500);
    const count = await t.app.platform.db.selectFrom('content_images').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('lets a body show only its own content images', async () => {
    const e = dataOf(await call<ContentEntryDetail>(t.app, 'POST', 'admin/content', { kind: 'article' }, { token: operator.token }));
    const body = '<p>x</p><img src="/api/content/images/1" alt="a"><img src="/api/uploads/3"><img src="http://plain.example/a.png"><img src="https://cdn.example/a.png"><img src="javascript:alert(1)">';
    const saved = dataOf(await call<ContentEntryDetail>(t.app, 'POST', `admin/content/${e.id}/versions`, { lang: 'en', title: 'Pictures', body }, { token: operator.token }));
    expect(saved.versions[0]?.body).toBe('<p>x</p><img src="/api/content/images/1" alt="a" />');
  });
});
