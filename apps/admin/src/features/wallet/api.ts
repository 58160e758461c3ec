import type { QueryAt } from '@candor/shared';
import type { GetListResult } from 'react-admin';
import { apiCall, type Query } from '../../api/client';
import { filterOf, pageOf, type ListParams, type ResourceData } from '../../api/dataProvider';
import { optionalText, positiveId } from '../../ui/text';

/** The one record of the liabilities resource: the report is read with getOne('liabilities', { id: LIABILITIES_ID }). */
export const LIABILITIES_ID = 'report';

/** A statement's query: the user, its page and the asset; without a valid user id nothing is asked (null). */
export function statementQuery(params: ListParams): QueryAt<'GET', 'admin/statements'> & Query | null {
  const filter = filterOf(params);
  const userId = positiveId(filter['user_id']);
  return userId === undefined ? null : { user_id: userId, ...pageOf(params), asset: optionalText(filter['asset'])?.toUpperCase() };
}

/** A statement line's record id: an entry touches an account once in a statement. */
export const statementLineId = (l: { entry_id: number; account_id: number }): string => `${l.entry_id}:${l.account_id}`;

/** A user's statement as a list of ledger lines; the user's balances ride along in `meta`. */
export const statementsData: ResourceData = {
  async list(params): Promise<GetListResult> {
    const query = statementQuery(params);
    if (!query) return { data: [], total: 0, meta: { user_id: null, balances: [] } };
    const s = await apiCall('GET', 'admin/statements', { query });
    return { data: s.items.map((l) => ({ ...l, id: statementLineId(l) })), total: s.total, meta: { user_id: s.user_id, user: s.user, balances: s.balances } };
  },
};

/** The proof-of-liabilities report, read as one record. */
export const liabilitiesData: ResourceData = {
  one: async () => ({ ...(await apiCall('GET', 'admin/liabilities')), id: LIABILITIES_ID }),
};
