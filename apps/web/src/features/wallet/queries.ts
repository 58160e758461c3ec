import type { WalletTransfer } from '@candor/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import type { PageResult } from '../../ui/list';
import { useDemoMode } from '../demo/queries';
import { WALLET_ROOT } from './overview';
import { PAGE_SIZE, toPage } from './model/paging';
import { fromDeposit, fromWithdrawal, recordRowOf, type RecordRow, type RecordTab } from './model/records';
import { statementQuery, type StatementFilters, type StatementLine } from './model/statement';
import type { TransferRequest } from './model/transfer';

export { useDemoMode } from '../demo/queries';

export type Mode = 'real' | 'demo';

/** The mode the server reads the accounts in: demo with the demo marker (always for a guest). */
export function useWalletMode(): Mode {
  return useDemoMode().demo ? 'demo' : 'real';
}

/** Every query of this feature starts with this, so a transfer refreshes them all at once. */
const ROOT = WALLET_ROOT;

export { useOverview } from './overview';

/** A transfer as wallet/change answers it. */
export type TransferDone = WalletTransfer;

/**
 * A transfer between two of the user's accounts, with the submission's idempotency key. A refusal arrives as a
 * toast (the API client) and as the thrown ApiError; either way the balances are read again.
 */
export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: TransferRequest; key: string }) =>
      api.post('wallet/change', { ...request, idempotency_key: key }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [ROOT] });
      void queryClient.invalidateQueries({ queryKey: ['balances'] });
    },
  });
}

export const statementKey = (token: string | null, mode: Mode, f: StatementFilters): readonly unknown[] => [ROOT, 'statement', token, mode, f.coin, f.kind];

/** One page of the user's statement (wallet/legal_log) with the filters. */
export function statementPage(f: StatementFilters) {
  return async (page: number): Promise<PageResult<StatementLine>> => {
    const answer = await api.get('wallet/legal_log', statementQuery(f, page, PAGE_SIZE), { silent: true });
    return toPage(answer, page, PAGE_SIZE);
  };
}

export const transfersKey = (token: string | null, mode: Mode): readonly unknown[] => [ROOT, 'transfers', token, mode];

/** One page of the user's transfers between accounts (wallet/hzhistory), newest first. */
export async function transfersPage(page: number): Promise<PageResult<TransferDone>> {
  const answer = await api.get('wallet/hzhistory', { page, limit: PAGE_SIZE }, { silent: true });
  return toPage(answer, page, PAGE_SIZE);
}

export const recordsKey = (token: string | null, tab: RecordTab): readonly unknown[] => [ROOT, 'records', token, tab];

/** One page of a tab of the deposit and withdrawal records (real account only). */
export function recordsPage(tab: RecordTab) {
  return async (page: number): Promise<PageResult<RecordRow>> => {
    const limit = PAGE_SIZE;
    if (tab === 'deposit') return toPage(await api.get('charge_mention/log2', { page, limit }, { silent: true }), page, limit, fromDeposit);
    if (tab === 'withdraw') return toPage(await api.get('charge_mention/log3', { page, limit }, { silent: true }), page, limit, fromWithdrawal);
    const all = await api.get('charge_mention/walletLog', { page, limit }, { silent: true });
    return toPage(all, page, limit, (item) => recordRowOf('all', item));
  };
}
