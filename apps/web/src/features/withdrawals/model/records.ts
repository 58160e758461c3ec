import type { WithdrawalRecord } from '@candor/shared';

/** A withdrawal as wallet/out and charge_mention/log3 answer it (the API contract's shape): amount arrives, fee on top, total deducted. */
export type { WithdrawalRecord };

export type RecordsPage = { total: number; items: WithdrawalRecord[] };

/** Records asked for per page while looking one up: the server's largest page. */
export const SEARCH_PAGE_SIZE = 100;
/** Pages looked through at most (10,000 records): bounds the work of an id that is not the user's. */
export const SEARCH_MAX_PAGES = 100;

/**
 * One of the user's withdrawals by id, looked up in charge_mention/log3 (there is no detail endpoint). The list is
 * newest first by id, so the search stops at the first page that goes below the id: found, or not the user's.
 */
export async function findWithdrawal(fetchPage: (page: number, limit: number) => Promise<RecordsPage>, id: number): Promise<WithdrawalRecord | null> {
  for (let page = 1; page <= SEARCH_MAX_PAGES; page++) {
    const answer = await fetchPage(page, SEARCH_PAGE_SIZE);
    const found = answer.items.find((r) => r.id === id);
    if (found) return found;
    const last = answer.items[answer.items.length - 1];
    if (last === undefined || last.id < id || page * SEARCH_PAGE_SIZE >= answer.total) return null;
  }
  return null;
}
