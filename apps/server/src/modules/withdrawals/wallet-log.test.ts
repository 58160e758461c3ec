import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import { WALLET_LOG_MAX_DEPTH, walletLog, type DepositRecordLike, type WalletLogSources } from './wallet-log.js';
import type { WithdrawalView } from './withdrawals.views.js';

const deposit = (id: number, created_at: number): DepositRecordLike => ({
  id, coin: 'USDT', currency_id: 3, network: 'TRC20', amount: '100', hash: null, address: 'T-platform', status: 'approved', reject_reason: null, created_at,
});
const withdrawal = (id: number, created_at: number): WithdrawalView => ({
  id, currency_id: 3, coin: 'USDT', network: 'TRC20', address: 'T-user', amount: '10', fee: '0.3', total: '10.3', status: 'processing',
  reason: null, tx_hash: null, created_at, updated_at: created_at,
});

/** Sources paging newest first (by time, then id) as the real records do. */
function sources(deposits: DepositRecordLike[], withdrawals: WithdrawalView[]): WalletLogSources {
  const page = <T extends { id: number; created_at: number }>(rows: T[]) => async (_u: number, q: { page: number; limit: number }) => {
    const sorted = [...rows].sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    return { total: rows.length, items: sorted.slice((q.page - 1) * q.limit, q.page * q.limit) };
  };
  return { deposits: page(deposits), withdrawals: page(withdrawals) };
}

describe('walletLog', () => {
  it('merges both sources newest first and pages the merge', async () => {
    const src = sources([deposit(1, 100), deposit(2, 300)], [withdrawal(1, 200), withdrawal(2, 400), withdrawal(3, 300)]);
    const first = await walletLog(7, { page: 1, limit: 3 }, src);
    expect(first.total).toBe(5);
    expect(first.items.map((i) => `${i.type}${i.id}`)).toEqual(['withdraw2', 'withdraw3', 'deposit2']);
    expect((await walletLog(7, { page: 2, limit: 3 }, src)).items.map((i) => `${i.type}${i.id}`)).toEqual(['withdraw1', 'deposit1']);
    expect((await walletLog(7, { page: 3, limit: 3 }, src)).items).toEqual([]);
  });

  it('narrows to one type, with that type total', async () => {
    const src = sources([deposit(1, 100)], [withdrawal(1, 200), withdrawal(2, 400)]);
    const only = await walletLog(7, { page: 1, limit: 10, type: 'deposit' }, src);
    expect([only.total, only.items]).toEqual([1, [{
      type: 'deposit', id: 1, coin: 'USDT', currency_id: 3, network: 'TRC20', amount: '100', fee: '0', address: 'T-platform',
      status: 'approved', reason: null, tx_hash: null, created_at: 100,
    }]]);
    const out = await walletLog(7, { page: 1, limit: 10, type: 'withdraw' }, src);
    expect([out.total, out.items.map((i) => i.fee)]).toEqual([2, ['0.3', '0.3']]);
  });

  it('refuses pages deeper than it merges', async () => {
    const src = sources([], []);
    await expect(walletLog(7, { page: WALLET_LOG_MAX_DEPTH / 100 + 1, limit: 100 }, src)).rejects.toBeInstanceOf(AppError);
    expect((await walletLog(7, { page: WALLET_LOG_MAX_DEPTH / 100 + 1, limit: 100, type: 'withdraw' }, src)).items).toEqual([]);
  });

  it('pages the merge exactly: every record once, in order, whatever the page size', async () => {
    const times = fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 30 });
    await fc.assert(fc.asyncProperty(times, times, fc.integer({ min: 1, max: 7 }), async (dt, wt, limit) => {
      const src = sources(dt.map((at, i) => deposit(i + 1, at)), wt.map((at, i) => withdrawal(i + 1, at)));
      const seen: string[] = [];
      const pages = Math.ceil((dt.length + wt.length) / limit) + 1;
      for (let page = 1; page <= pages; page++) {
        for (const item of (await walletLog(7, { page, limit }, src)).items) seen.push(`${item.created_at}:${item.type}:${item.id}`);
      }
      expect(seen).toHaveLength(dt.length + wt.length);
      expect(new Set(seen).size).toBe(seen.length);
      const at = seen.map((k) => Number(k.split(':')[0]));
      expect(at).toEqual([...at].sort((a, b) => b - a));
    }), { numRuns: 200 });
  });
});
