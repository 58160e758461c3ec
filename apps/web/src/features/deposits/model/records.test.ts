import { describe, expect, it } from 'vitest';
import { toRecordsPage, type DepositRecord } from './records';

const record = (id: number): DepositRecord => ({
  id, type: 'deposit', coin: 'USDT', currency_id: 3, network: 'TRC20', amount: '100', hash: null, proof_id: id, address: 'T9yD',
  sample_address: true, status: 'processing', reject_reason: null, created_at: 0, reviewed_at: null,
});

describe('deposit records', () => {
  it('pages until the total is reached', () => {
    expect(toRecordsPage({ total: 45, items: [record(1)] }, 2)).toMatchObject({ hasMore: true });
    expect(toRecordsPage({ total: 45, items: [record(1)] }, 3)).toMatchObject({ hasMore: false });
    expect(toRecordsPage({ total: 0, items: [] }, 1)).toEqual({ items: [], hasMore: false });
  });

});
