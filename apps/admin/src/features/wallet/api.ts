import { HttpError, type GetListParams, type GetListResult, type RaRecord } from 'react-admin';
import { apiCall, tokenStore, type Query } from '../../api/client';
import type { Page } from '../../api/types';
import type {
  ApproveOutcome, CoinSettings, DepositReview, FiatRate, Liabilities, PayOutcome, ReviewStatus, Statement, WithdrawalReview,
} from './types';
import { REVIEW_STATUS_CHOICES } from './types';

/** The back office's money resources and their API paths (apps/server/src/modules/admin/admin.access.ts names them). */
export const WALLET_PATHS = {
  deposits: 'admin/deposits', withdrawals: 'admin/withdrawals', coins: 'admin/coins', statements: 'admin/statements',
  liabilities: 'admin/liabilities', fiat_rates: 'admin/fiat-rates',
} as const;
export type WalletResource = keyof typeof WALLET_PATHS;
export const isWalletResource = (r: string): r is WalletResource => Object.hasOwn(WALLET_PATHS, r);

/** The one record of the liabilities resource: the report is read with getOne('liabilities', { id: LIABILITIES_ID }). */
export const LIABILITIES_ID = 'report';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const isStatus = (v: unknown): v is ReviewStatus => typeof v === 'string' && (REVIEW_STATUS_CHOICES as readonly string[]).includes(v);

/** A positive whole number typed in a filter (a user id), or undefined. */
export function positiveId(v: unknown): number | undefined {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,15}$/.test(s)) return undefined;
  const n = Number(s);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}

/**
 * A money list's query: 1-based page and limit (at most 100) and its filters: a review status for the queues,
 * user and asset for a statement. A statement without a valid user id is not asked for (null).
 */
export function walletListQuery(resource: WalletResource, params: Pick<GetListParams, 'pagination' | 'filter'>): Query | null {
  const page = params.pagination?.page ?? 1;
  const limit = Math.min(params.pagination?.perPage ?? 25, 100);
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  if (resource === 'deposits' || resource === 'withdrawals') return { page, limit, status: isStatus(filter['status']) ? filter['status'] : undefined };
  if (resource === 'statements') {
    const userId = positiveId(filter['user_id']);
    return userId === undefined ? null : { user_id: userId, page, limit, asset: text(filter['asset'])?.toUpperCase() };
  }
  // Coins and fiat rates are short lists: one page holds them all.
  return { page: 1, limit: 100 };
}

/** A statement line's record id: an entry touches an account once in a statement. */
export const statementLineId = (l: { entry_id: number; account_id: number }): string => `${l.entry_id}:${l.account_id}`;

const withCode = (r: FiatRate): FiatRate & { id: string } => ({ ...r, id: r.code });

/** react-admin's getList for a money resource; a statement's balances ride along in `meta`. */
export async function walletList(resource: WalletResource, params: GetListParams): Promise<GetListResult> {
  const query = walletListQuery(resource, params);
  if (resource === 'liabilities') throw new HttpError('The liabilities report is read as one record.', 405, { code: 405 });
  if (resource === 'statements') {
    if (!query) return { data: [], total: 0, meta: { user_id: null, balances: [] } };
    const s = await apiCall<Statement>('GET', WALLET_PATHS.statements, { query });
    return { data: s.items.map((l) => ({ ...l, id: statementLineId(l) })), total: s.total, meta: { user_id: s.user_id, balances: s.balances } };
  }
  const page = await apiCall<Page<RaRecord>>('GET', WALLET_PATHS[resource], { query: query ?? {} });
  const data = resource === 'fiat_rates' ? (page.items as unknown as FiatRate[]).map(withCode) : page.items;
  return { data, total: page.total };
}

const notFound = (what: string): HttpError => new HttpError(`${what} was not found.`, 404, { code: 404 });

/** react-admin's getOne for a money resource. Coins and fiat rates have no single read: they come from the list. */
export async function walletOne(resource: WalletResource, id: string | number): Promise<RaRecord> {
  switch (resource) {
    case 'deposits': return apiCall<DepositReview>('GET', `${WALLET_PATHS.deposits}/${encodeURIComponent(id)}`);
    case 'withdrawals': return apiCall<WithdrawalReview>('GET', `${WALLET_PATHS.withdrawals}/${encodeURIComponent(id)}`);
    case 'coins': {
      const page = await apiCall<Page<CoinSettings>>('GET', WALLET_PATHS.coins, { query: { page: 1, limit: 100 } });
      const coin = page.items.find((c) => c.id === String(id));
      if (!coin) throw notFound(`Coin ${String(id)}`);
      return coin;
    }
    case 'fiat_rates': {
      const page = await apiCall<Page<FiatRate>>('GET', WALLET_PATHS.fiat_rates, { query: { page: 1, limit: 100 } });
      const rate = page.items.find((r) => r.code === String(id));
      if (!rate) throw notFound(`Currency ${String(id)}`);
      return withCode(rate);
    }
    case 'liabilities': return { ...(await apiCall<Liabilities>('GET', WALLET_PATHS.liabilities)), id: LIABILITIES_ID };
    case 'statements': throw new HttpError('A statement is read as a list.', 405, { code: 405 });
  }
}

/** react-admin's update: coin settings and fiat rates take the changed fields (the forms send only those). */
export async function walletUpdate(resource: WalletResource, id: string | number, data: Record<string, unknown>): Promise<RaRecord> {
  if (resource === 'coins') return apiCall<CoinSettings>('POST', `${WALLET_PATHS.coins}/${encodeURIComponent(id)}`, { body: data });
  if (resource === 'fiat_rates') return withCode(await apiCall<FiatRate>('POST', `${WALLET_PATHS.fiat_rates}/${encodeURIComponent(id)}`, { body: data }));
  throw new HttpError('The back office does not edit records here.', 405, { code: 405 });
}

/** One approval of a deposit: the first of two at or above the coin's review threshold, otherwise the crediting one. */
export const approveDeposit = (id: number): Promise<ApproveOutcome> => apiCall<ApproveOutcome>('POST', `${WALLET_PATHS.deposits}/${id}/approve`, { body: {} });
export const rejectDeposit = (id: number, reason: string): Promise<DepositReview> =>
  apiCall<DepositReview>('POST', `${WALLET_PATHS.deposits}/${id}/reject`, { body: { reason } });

/** Approve and pay a withdrawal, with the payout's transaction hash when there is one. */
export const payWithdrawal = (id: number, txHash: string): Promise<PayOutcome> =>
  apiCall<PayOutcome>('POST', `${WALLET_PATHS.withdrawals}/${id}/pay`, { body: txHash.trim() ? { tx_hash: txHash.trim() } : {} });
export const rejectWithdrawal = (id: number, reason: string): Promise<WithdrawalReview> =>
  apiCall<WithdrawalReview>('POST', `${WALLET_PATHS.withdrawals}/${id}/reject`, { body: { reason } });

/** Sets a network's deposit address of a coin; an empty address clears it. */
export const setDepositAddress = (asset: string, network: string, address: string): Promise<CoinSettings> =>
  apiCall<CoinSettings>('POST', `${WALLET_PATHS.coins}/${encodeURIComponent(asset)}/networks/${encodeURIComponent(network)}`, { body: { address: address.trim() } });

/**
 * An uploaded image the server keeps private (a deposit proof at `/api/admin/uploads/:id`), read with the admin
 * token. A refusal answers the envelope: its message becomes the HttpError's.
 */
export async function fetchUpload(url: string): Promise<Blob> {
  if (!/^\/api\/admin\/uploads\/\d+$/.test(url)) throw new HttpError('Not an upload of the back office.', 400, { code: 400 });
  const token = tokenStore.get();
  let res: Response;
  try {
    res = await fetch(url, { headers: { lang: 'en', ...(token ? { authorization: token } : {}) } });
  } catch {
    throw new HttpError('The server cannot be reached. Check the connection and try again.', 0, { code: 0 });
  }
  if (res.ok && (res.headers.get('content-type') ?? '').startsWith('image/')) return res.blob();
  const body = (await res.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : `The server answered ${res.status}.`;
  throw new HttpError(message, res.status, { code: typeof body?.code === 'number' ? body.code : res.status });
}
