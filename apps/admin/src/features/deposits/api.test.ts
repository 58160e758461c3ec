import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../api/dataProvider';
import { answer, asked, headersOf, ok, withStoredToken } from '../../api/testkit';
import { approveDeposit, depositsData, rejectDeposit } from './api';

const provider = createDataProvider({ deposits: { data: depositsData } });

describe('the deposit queue routes', () => {
  withStoredToken();

  it('lists deposits with the token and the status filter, and reads one', async () => {
    const seen = answer(ok({ total: 1, items: [{ id: 4, amount: '100' }] }));
    const res = await provider.getList('deposits', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: { status: 'processing' } });
    expect(res).toEqual({ data: [{ id: 4, amount: '100' }], total: 1 });
    await provider.getOne('deposits', { id: 4 });
    expect(asked(seen)).toEqual(['GET /api/admin/deposits?page=1&limit=25&status=processing', 'GET /api/admin/deposits/4']);
    expect(headersOf(seen[0])['authorization']).toBe('tok');
    await expect(provider.update('deposits', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toMatchObject({ status: 405 });
  });

  it('posts the review actions', async () => {
    const seen = answer(ok({ outcome: 'approved', deposit: { id: 3 } }));
    await approveDeposit(3);
    await rejectDeposit(3, 'No such transfer');
    expect(asked(seen)).toEqual(['POST /api/admin/deposits/3/approve {}', 'POST /api/admin/deposits/3/reject {"reason":"No such transfer"}']);
  });
});
