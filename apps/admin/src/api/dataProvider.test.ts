import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from './client';
import { createDataProvider, pagedList, pageOf, recordAt, searchQuery, shortList } from './dataProvider';
import { answer, answerWith, asked, headersOf, ok, withStoredToken } from './testkit';

const provider = createDataProvider({
  users: { data: { list: pagedList('admin/users', searchQuery) } },
  deposits: { data: { one: recordAt('admin/deposits') } },
  coins: { data: shortList<{ id: string; asset: string }>('admin/coins', 'Coin', (c) => c) },
});

describe('the back-office dataProvider', () => {
  withStoredToken();

  it('maps react-admin paging and the search box to the server query', () => {
    expect(pageOf({ pagination: { page: 3, perPage: 25 } })).toEqual({ page: 3, limit: 25 });
    expect(pageOf({ pagination: { page: 1, perPage: 500 } })).toEqual({ page: 1, limit: 100 });
    expect(pageOf({})).toEqual({ page: 1, limit: 25 });
    expect(searchQuery({ pagination: { page: 3, perPage: 25 }, filter: { q: ' alice ' } })).toEqual({ page: 3, limit: 25, search: 'alice' });
    expect(searchQuery({ filter: { q: '' } })).toEqual({ page: 1, limit: 25, search: undefined });
  });

  it('unwraps the envelope into data and total, with the token in Authorization', async () => {
    const seen = answer(ok({ total: 41, items: [{ id: 5 }] }));
    const res = await provider.getList('users', { pagination: { page: 2, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: { q: 'a b' } });
    expect(res).toEqual({ data: [{ id: 5 }], total: 41 });
    expect(seen[0]?.url).toBe('/api/admin/users?page=2&limit=20&search=a+b');
    expect(headersOf(seen[0])['authorization']).toBe('tok');
  });

  it('turns an error envelope into an HttpError with the message, status and code', async () => {
    answerWith({ status: 403, body: { type: 'error', code: 9003, message: 'Your admin role does not allow this.' } });
    const err = await provider.getList('users', { pagination: { page: 1, perPage: 10 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('Your admin role does not allow this.');
    expect((err as HttpError).status).toBe(403);
    expect(errorCodeOf(err)).toBe(9003);
    answerWith({ status: 401, body: { type: '999', code: 999, message: 'Please log in first.' } });
    const e999 = await provider.getList('users', {}).catch((e: unknown) => e);
    expect((e999 as HttpError).status).toBe(401);
  });

  it('reads one record by id, and one of a short list from the list', async () => {
    let seen = answer(ok({ id: 7 }));
    expect((await provider.getOne('deposits', { id: 7 })).data).toEqual({ id: 7 });
    expect(seen[0]?.url).toBe('/api/admin/deposits/7');
    const coin = { id: 'USDT', asset: 'USDT' };
    seen = answer(ok({ total: 1, items: [coin] }));
    expect((await provider.getOne('coins', { id: 'USDT' })).data).toEqual(coin);
    expect(await provider.getList('coins', { pagination: { page: 3, perPage: 10 } })).toEqual({ data: [coin], total: 1 });
    expect(asked(seen)).toEqual(['GET /api/admin/coins?page=1&limit=100', 'GET /api/admin/coins?page=1&limit=100']);
    await expect(provider.getOne('coins', { id: 'DOGE' })).rejects.toMatchObject({ status: 404, message: 'Coin DOGE was not found.' });
  });

  it('refuses what a resource does not do, and a resource it does not know', async () => {
    answer(ok({}));
    await expect(provider.getOne('users', { id: 1 })).rejects.toMatchObject({ status: 405 });
    await expect(provider.create('users', { data: {} })).rejects.toMatchObject({ status: 405 });
    await expect(provider.update('deposits', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toMatchObject({ status: 405 });
    await expect(provider.delete('users', { id: 1 })).rejects.toBeInstanceOf(HttpError);
    await expect(provider.getList('toString', {})).rejects.toMatchObject({ status: 404 });
  });
});
