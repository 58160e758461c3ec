import { describe, expect, it } from 'vitest';
import { recordKey, recordRowOf, type DepositWire, type WalletLogItem, type WithdrawalWire } from './records';
import { toPage } from './paging';
import { KNOWN_REASONS, lineKey, lineView, reasonLabel, statementQuery, type StatementLine } from './statement';

const line = (o: Partial<StatementLine> = {}): StatementLine => ({
  entry_id: 7, time: 0, coin: 'USDT', kind: 'funding', amount: '0', available_change: '0', locked_change: '0', reason: 'transfer', detail: null, ...o,
});

describe('statement', () => {
  it('translates every known reason and falls back for a new one', () => {
    expect(reasonLabel('withdrawal_fee')).toEqual({ key: 'reason.withdrawal_fee', params: { code: 'withdrawal_fee' } });
    expect(reasonLabel('option_settle')).toEqual({ key: 'reason.other', params: { code: 'option_settle' } });
    expect(KNOWN_REASONS).toContain('demo_funding');
  });
  it('colours credits and debits and shows the two halves of a lock', () => {
    expect(lineView(line({ amount: '100', available_change: '100' }))).toEqual({ amount: '100', tone: 'up', split: null });
    expect(lineView(line({ amount: '-0.3', available_change: '-0.3' })).tone).toBe('down');
    expect(lineView(line({ amount: '0', available_change: '-50', locked_change: '50' }))).toEqual({ amount: '0', tone: 'plain', split: { available: '-50', locked: '50' } });
  });
  it('asks for a page with only the filters that are set', () => {
    expect(statementQuery({ coin: null, kind: null }, 2, 20)).toEqual({ page: 2, limit: 20 });
    expect(statementQuery({ coin: 'BTC', kind: 'futures' }, 1, 20)).toEqual({ page: 1, limit: 20, coin: 'BTC', type: 'futures' });
  });
  it('keys a line by entry and account', () => {
    expect(lineKey(line({ kind: 'futures' }))).toBe('7:USDT:futures');
  });
});

describe('paging', () => {
  it('has more while the pages so far hold fewer than total', () => {
    expect(toPage({ total: 45, items: Array.from({ length: 20 }, (_, i) => i) }, 1, 20).hasMore).toBe(true);
    expect(toPage({ total: 45, items: [1, 2, 3, 4, 5] }, 3, 20).hasMore).toBe(false);
    expect(toPage({ total: 40, items: Array.from({ length: 20 }, (_, i) => i) }, 2, 20).hasMore).toBe(false);
    expect(toPage({ total: 99, items: [] }, 9, 20).hasMore).toBe(false);
    expect(toPage({ total: 1, items: [2] }, 1, 20, (x) => x * 10).items).toEqual([20]);
  });
});

describe('deposit and withdrawal records', () => {
  const deposit: DepositWire = { id: 3, coin: 'USDT', network: 'TRC20', amount: '50', hash: null, address: 'T123', status: 'rejected', reject_reason: 'No transfer', created_at: 5 };
  const withdrawal: WithdrawalWire = { id: 4, coin: 'BTC', network: 'OMNI', address: '1abc', amount: '0.01', fee: '0.0003', status: 'approved', reason: null, tx_hash: 'ff', created_at: 6 };
  const log: WalletLogItem = { type: 'withdraw', id: 4, currency_id: 1, coin: 'BTC', network: 'OMNI', address: '1abc', amount: '0.01', fee: '0.0003', status: 'processing', reason: null, tx_hash: null, created_at: 6 };

  it('reads each tab\'s answer as one row shape', () => {
    expect(recordRowOf('deposit', deposit)).toEqual({ type: 'deposit', id: 3, coin: 'USDT', network: 'TRC20', amount: '50', fee: '0', address: 'T123', status: 'rejected', reason: 'No transfer', tx_hash: null, created_at: 5 });
    expect(recordRowOf('withdraw', withdrawal)).toMatchObject({ type: 'withdraw', fee: '0.0003', tx_hash: 'ff', reason: null });
    expect(recordRowOf('all', log)).not.toHaveProperty('currency_id');
    expect(recordKey(recordRowOf('all', log))).toBe('withdraw:4');
  });
});
