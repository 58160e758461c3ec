import { describe, expect, it } from 'vitest';
import { recordTime, shorten, statusView, toRecordsPage, type DepositRecord } from './records';

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

  it('shows each status with its tone', () => {
    expect(statusView('processing')).toEqual({ tone: 'warning', key: 'processing' });
    expect(statusView('approved')).toEqual({ tone: 'success', key: 'approved' });
    expect(statusView('rejected')).toEqual({ tone: 'danger', key: 'rejected' });
    expect(statusView('lost')).toEqual({ tone: 'neutral', key: 'unknown' });
  });

  it('shortens long hashes and keeps short text', () => {
    expect(shorten(`0x${'ab'.repeat(32)}`)).toBe('0xabababab…abababab');
    expect(shorten('short')).toBe('short');
  });

  it('writes the local time in full', () => {
    const ms = new Date(2025, 0, 2, 3, 4, 5).getTime();
    expect(recordTime(ms)).toBe('2025-01-02 03:04:05');
  });
});
