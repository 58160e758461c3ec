import type { ReviewStatus, WalletLogItem } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';
import type { WithdrawalView } from './withdrawals.views.js';

/** How deep the combined log pages: each page merges the newest page x limit rows of both sources. */
export const WALLET_LOG_MAX_DEPTH = 10_000;

/** The fields of a deposit record the combined log shows (the deposits module's records answer them). */
export type DepositRecordLike = {
  id: number; coin: string; currency_id: number; network: string; amount: string; hash: string | null; address: string;
  status: ReviewStatus; reject_reason: string | null; created_at: number;
};
type Paged<T> = { total: number; items: T[] };
type Page = { page: number; limit: number };
export type WalletLogSources = {
  deposits: (userId: number, q: Page) => Promise<Paged<DepositRecordLike>>;
  withdrawals: (userId: number, q: Page) => Promise<Paged<WithdrawalView>>;
};

export type { WalletLogItem };

const fromDeposit = (d: DepositRecordLike): WalletLogItem => ({
  type: 'deposit', id: d.id, coin: d.coin, currency_id: d.currency_id, network: d.network, amount: d.amount, fee: '0',
  address: d.address, status: d.status, reason: d.reject_reason, tx_hash: d.hash, created_at: d.created_at,
});

const fromWithdrawal = (w: WithdrawalView): WalletLogItem => ({
  type: 'withdraw', id: w.id, coin: w.coin, currency_id: w.currency_id, network: w.network, amount: w.amount, fee: w.fee,
  address: w.address, status: w.status, reason: w.reason, tx_hash: w.tx_hash, created_at: w.created_at,
});

/** Newest first; at the same instant withdrawals before deposits, then by id, so pages never overlap. */
function newestFirst(a: WalletLogItem, b: WalletLogItem): number {
  if (a.created_at !== b.created_at) return b.created_at - a.created_at;
  if (a.type !== b.type) return a.type === 'withdraw' ? -1 : 1;
  return b.id - a.id;
}

/**
 * The user's deposits and withdrawals in one list (charge_mention/walletLog), newest first. Each source pages by
 * itself, so page p of the merge needs the newest p x limit rows of both; depth is bounded to keep that cheap.
 */
export async function walletLog(userId: number, q: Page & { type?: 'deposit' | 'withdraw' | undefined }, src: WalletLogSources): Promise<Paged<WalletLogItem>> {
  if (q.type === 'deposit') {
    const r = await src.deposits(userId, q);
    return { total: r.total, items: r.items.map(fromDeposit) };
  }
  if (q.type === 'withdraw') {
    const r = await src.withdrawals(userId, q);
    return { total: r.total, items: r.items.map(fromWithdrawal) };
  }
  const depth = q.page * q.limit;
  if (depth > WALLET_LOG_MAX_DEPTH) fail('validation_failed', { field: 'page' });
  const [deposits, withdrawals] = await Promise.all([src.deposits(userId, { page: 1, limit: depth }), src.withdrawals(userId, { page: 1, limit: depth })]);
  const merged = [...deposits.items.map(fromDeposit), ...withdrawals.items.map(fromWithdrawal)].sort(newestFirst);
  return { total: deposits.total + withdrawals.total, items: merged.slice(depth - q.limit, depth) };
}
