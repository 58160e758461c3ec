import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../api/dataProvider';
import { approveDeposit, fetchUpload, payWithdrawal, positiveId, rejectWithdrawal, setDepositAddress, walletListQuery } from './api';

type Seen = { url: string; init: RequestInit };
const ok = (data: unknown) => ({ type: 'ok', code: 1, message: 'OK', data });

/** Answers each request with the next body (the last one repeats) and records what was asked. */
function answer(...bodies: unknown[]): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    seen.push({ url, init });
    const body = bodies[Math.min(seen.length - 1, bodies.length - 1)];
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  return seen;
}

const coin = { id: 'USDT', asset: 'USDT', decimals: 8, networks: [] };

describe('the money resources of the dataProvider', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', { getItem: () => 'tok', setItem: () => undefined, removeItem: () => undefined });
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('asks the queues by status and a statement only with a user id', () => {
    expect(walletListQuery('deposits', { pagination: { page: 2, perPage: 25 }, filter: { status: 'processing' } })).toEqual({ page: 2, limit: 25, status: 'processing' });
    expect(walletListQuery('withdrawals', { pagination: { page: 1, perPage: 500 }, filter: { status: 'bogus' } })).toEqual({ page: 1, limit: 100, status: undefined });
    expect(walletListQuery('statements', { filter: { user_id: ' 12 ', asset: ' usdt ' } })).toEqual({ user_id: 12, page: 1, limit: 25, asset: 'USDT' });
    expect(walletListQuery('statements', { filter: { user_id: 'abc' } })).toBeNull();
    expect(walletListQuery('coins', { pagination: { page: 3, perPage: 10 } })).toEqual({ page: 1, limit: 100 });
    for (const v of ['0', '-1', '1.5', '1e3', '', null, 12.5]) expect(positiveId(v)).toBeUndefined();
    expect(positiveId(7)).toBe(7);
  });

  it('lists deposits with the token and the status filter', async () => {
    const seen = answer(ok({ total: 1, items: [{ id: 4, amount: '100' }] }));
    const res = await dataProvider.getList('deposits', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: { status: 'processing' } });
    expect(res).toEqual({ data: [{ id: 4, amount: '100' }], total: 1 });
    expect(seen[0]?.url).toBe('/api/admin/deposits?page=1&limit=25&status=processing');
    expect((seen[0]?.init.headers as Record<string, string>)['authorization']).toBe('tok');
  });

  it('gives statement lines an id and the balances in meta, and asks nothing without a user', async () => {
    const seen = answer(ok({ user_id: 12, total: 1, balances: [{ asset: 'USDT', kind: 'funding', mode: 'real', available: '100', locked: '0' }],
      items: [{ entry_id: 9, account_id: 31, amount: '100' }] }));
    const none = await dataProvider.getList('statements', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(none).toEqual({ data: [], total: 0, meta: { user_id: null, balances: [] } });
    expect(seen).toHaveLength(0);
    const res = await dataProvider.getList('statements', { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: { user_id: '12' } });
    expect(res.data).toEqual([{ id: '9:31', entry_id: 9, account_id: 31, amount: '100' }]);
    expect(res.meta).toEqual({ user_id: 12, balances: [{ asset: 'USDT', kind: 'funding', mode: 'real', available: '100', locked: '0' }] });
    expect(seen[0]?.url).toBe('/api/admin/statements?user_id=12&page=2&limit=10');
  });

  it('reads one deposit, one coin from the list, one fiat rate by code and the liabilities report', async () => {
    let seen = answer(ok({ id: 7 }));
    expect((await dataProvider.getOne('deposits', { id: 7 })).data).toEqual({ id: 7 });
    expect(seen[0]?.url).toBe('/api/admin/deposits/7');
    seen = answer(ok({ total: 1, items: [coin] }));
    expect((await dataProvider.getOne('coins', { id: 'USDT' })).data).toEqual(coin);
    await expect(dataProvider.getOne('coins', { id: 'DOGE' })).rejects.toMatchObject({ status: 404 });
    answer(ok({ total: 1, items: [{ code: 'EUR', rate: '0.92' }] }));
    expect((await dataProvider.getOne('fiat_rates', { id: 'EUR' })).data).toEqual({ id: 'EUR', code: 'EUR', rate: '0.92' });
    seen = answer(ok({ generated_at: 1, balanced: true, items: [] }));
    expect((await dataProvider.getOne('liabilities', { id: 'report' })).data).toMatchObject({ id: 'report', balanced: true });
    expect(seen[0]?.url).toBe('/api/admin/liabilities');
    await expect(dataProvider.getOne('users', { id: 1 })).rejects.toBeInstanceOf(HttpError);
  });

  it('saves coin settings and fiat rates with only the fields given', async () => {
    let seen = answer(ok(coin));
    await dataProvider.update('coins', { id: 'USDT', data: { withdraw_fee_bps: '250' }, previousData: coin });
    expect(seen[0]?.url).toBe('/api/admin/coins/USDT');
    expect(seen[0]?.init.method).toBe('POST');
    expect(seen[0]?.init.body).toBe('{"withdraw_fee_bps":"250"}');
    seen = answer(ok({ code: 'EUR', rate: '0.93', enabled: true }));
    const saved = await dataProvider.update('fiat_rates', { id: 'EUR', data: { rate: '0.93', enabled: true }, previousData: { id: 'EUR' } });
    expect(saved.data).toEqual({ id: 'EUR', code: 'EUR', rate: '0.93', enabled: true });
    expect(seen[0]?.url).toBe('/api/admin/fiat-rates/EUR');
    await expect(dataProvider.update('deposits', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toMatchObject({ status: 405 });
  });

  it('posts the review actions', async () => {
    const seen = answer(ok({ outcome: 'approved', deposit: { id: 3 } }));
    await approveDeposit(3);
    await payWithdrawal(5, '  ');
    await payWithdrawal(5, ` ${'a'.repeat(64)} `);
    await rejectWithdrawal(5, 'Wrong network');
    await setDepositAddress('USDT', 'TRC20', ' T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb ');
    expect(seen.map((s) => `${s.init.method} ${s.url} ${String(s.init.body)}`)).toEqual([
      'POST /api/admin/deposits/3/approve {}',
      'POST /api/admin/withdrawals/5/pay {}',
      `POST /api/admin/withdrawals/5/pay {"tx_hash":"${'a'.repeat(64)}"}`,
      'POST /api/admin/withdrawals/5/reject {"reason":"Wrong network"}',
      'POST /api/admin/coins/USDT/networks/TRC20 {"address":"T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb"}',
    ]);
  });

  it('reads a proof image with the token and turns a refusal into its message', async () => {
    const seen: Seen[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return Promise.resolve(url.endsWith('/1')
        ? new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { 'content-type': 'image/png' } })
        : new Response(JSON.stringify({ type: 'error', code: 9003, message: 'Your admin role does not allow this.' }), { status: 403 }));
    });
    const blob = await fetchUpload('/api/admin/uploads/1');
    expect(blob.size).toBe(4);
    expect((seen[0]?.init.headers as Record<string, string>)['authorization']).toBe('tok');
    await expect(fetchUpload('/api/admin/uploads/2')).rejects.toMatchObject({ message: 'Your admin role does not allow this.', status: 403 });
    await expect(fetchUpload('https://elsewhere.example/x.png')).rejects.toMatchObject({ status: 400 });
    expect(seen).toHaveLength(2);
  });
});
