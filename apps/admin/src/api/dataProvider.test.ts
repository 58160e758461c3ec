import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { errorCodeOf } from './client';
import { dataProvider, listQuery } from './dataProvider';

type Seen = { url: string; init: RequestInit };

function answer(status: number, body: unknown): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
  return seen;
}

describe('the back-office dataProvider', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it('maps react-admin paging and filters to the server query', () => {
    expect(listQuery('users', { pagination: { page: 3, perPage: 25 }, filter: { q: ' alice ' } })).toEqual({ page: 3, limit: 25, search: 'alice' });
    expect(listQuery('outbox', { pagination: { page: 1, perPage: 500 }, filter: { q: '' } })).toEqual({ page: 1, limit: 100, search: undefined });
    expect(listQuery('audit', { pagination: { page: 2, perPage: 50 }, filter: { action: 'admin.login', admin_id: '7' } }))
      .toEqual({ page: 2, limit: 50, action: 'admin.login', admin_id: 7 });
    expect(listQuery('audit', { filter: { admin_id: 'x' } })).toEqual({ page: 1, limit: 25, action: undefined, admin_id: undefined });
  });

  it('unwraps the envelope into data and total, with the token in Authorization', async () => {
    const store = new Map<string, string>([['candor.admin.token', 'tok']]);
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: () => undefined, removeItem: () => undefined });
    const seen = answer(200, { type: 'ok', code: 1, message: 'OK', data: { total: 41, items: [{ id: 5 }] } });
    const res = await dataProvider.getList('users', { pagination: { page: 2, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: { q: 'a b' } });
    expect(res).toEqual({ data: [{ id: 5 }], total: 41 });
    expect(seen[0]?.url).toBe('/api/admin/users?page=2&limit=20&search=a+b');
    expect((seen[0]?.init.headers as Record<string, string>)['authorization']).toBe('tok');
  });

  it('turns an error envelope into an HttpError with the message, status and code', async () => {
    answer(403, { type: 'error', code: 9003, message: 'Your admin role does not allow this.' });
    const err = await dataProvider.getList('audit', { pagination: { page: 1, perPage: 10 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('Your admin role does not allow this.');
    expect((err as HttpError).status).toBe(403);
    expect(errorCodeOf(err)).toBe(9003);
    answer(401, { type: '999', code: 999, message: 'Please log in first.' });
    const e999 = await dataProvider.getList('users', {}).catch((e: unknown) => e);
    expect((e999 as HttpError).status).toBe(401);
  });

  it('creates an admin and keeps the one-time password on the record', async () => {
    const seen = answer(200, { type: 'ok', code: 1, message: 'OK', data: { admin: { id: 9, username: 'ann', role: 'finance' }, password: 'otp' } });
    const res = await dataProvider.create('admins', { data: { username: 'ann', role: 'finance' } });
    expect(res.data).toEqual({ id: 9, username: 'ann', role: 'finance', password: 'otp' });
    expect(seen[0]?.init.method).toBe('POST');
    expect(seen[0]?.init.body).toBe('{"username":"ann","role":"finance"}');
    await expect(dataProvider.create('users', { data: {} })).rejects.toBeInstanceOf(HttpError);
    await expect(dataProvider.update('users', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toBeInstanceOf(HttpError);
  });
});
