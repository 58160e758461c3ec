import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../api/dataProvider';
import { answer, asked, ok, withStoredToken } from '../../api/testkit';
import { payWithdrawal, rejectWithdrawal, withdrawalsData } from './api';

const provider = createDataProvider({ withdrawals: { data: withdrawalsData } });

describe('the withdrawal queue routes', () => {
  withStoredToken();

  it('lists withdrawals by a known status only', async () => {
    const seen = answer(ok({ total: 0, items: [] }));
    await provider.getList('withdrawals', { pagination: { page: 1, perPage: 500 }, filter: { status: 'bogus' } });
    expect(asked(seen)).toEqual(['GET /api/admin/withdrawals?page=1&limit=100']);
  });

  it('pays with the hash when there is one, and rejects with the reason', async () => {
    const seen = answer(ok({ withdrawal: { id: 5 }, paid: true, awaiting_second_approval: false }));
    await payWithdrawal(5, '  ');
    await payWithdrawal(5, ` ${'a'.repeat(64)} `);
    await rejectWithdrawal(5, 'Wrong network');
    expect(asked(seen)).toEqual([
      'POST /api/admin/withdrawals/5/pay {}',
      `POST /api/admin/withdrawals/5/pay {"tx_hash":"${'a'.repeat(64)}"}`,
      'POST /api/admin/withdrawals/5/reject {"reason":"Wrong network"}',
    ]);
  });
});
