import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../api/dataProvider';
import { answer, ok, withStoredToken } from '../../api/testkit';
import { liabilitiesData, statementQuery, statementsData } from './api';

const provider = createDataProvider({ statements: { data: statementsData }, liabilities: { data: liabilitiesData } });

describe('the ledger reads of the wallet', () => {
  withStoredToken();

  it('asks a statement only with a user id', () => {
    expect(statementQuery({ filter: { user_id: ' 12 ', asset: ' usdt ' } })).toEqual({ user_id: 12, page: 1, limit: 25, asset: 'USDT' });
    expect(statementQuery({ pagination: { page: 2, perPage: 500 }, filter: { user_id: 3 } })).toEqual({ user_id: 3, page: 2, limit: 100, asset: undefined });
    expect(statementQuery({ filter: { user_id: 'abc' } })).toBeNull();
  });

  it('gives statement lines an id and the balances in meta, and asks nothing without a user', async () => {
    const seen = answer(ok({ user_id: 12, user: 'alice@example.com', total: 1, balances: [{ asset: 'USDT', kind: 'funding', mode: 'real', available: '100', locked: '0' }],
      items: [{ entry_id: 9, account_id: 31, amount: '100' }] }));
    const none = await provider.getList('statements', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(none).toEqual({ data: [], total: 0, meta: { user_id: null, balances: [] } });
    expect(seen).toHaveLength(0);
    const res = await provider.getList('statements', { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: { user_id: '12' } });
    expect(res.data).toEqual([{ id: '9:31', entry_id: 9, account_id: 31, amount: '100' }]);
    expect(res.meta).toEqual({ user_id: 12, user: 'alice@example.com', balances: [{ asset: 'USDT', kind: 'funding', mode: 'real', available: '100', locked: '0' }] });
    expect(seen[0]?.url).toBe('/api/admin/statements?user_id=12&page=2&limit=10');
  });

  it('reads the liabilities report as one record, and a statement only as a list', async () => {
    const seen = answer(ok({ generated_at: 1, balanced: true, items: [] }));
    expect((await provider.getOne('liabilities', { id: 'report' })).data).toMatchObject({ id: 'report', balanced: true });
    expect(seen[0]?.url).toBe('/api/admin/liabilities');
    await expect(provider.getList('liabilities', {})).rejects.toMatchObject({ status: 405 });
    await expect(provider.getOne('statements', { id: 1 })).rejects.toMatchObject({ status: 405 });
  });
});
