/** The earn pages of routes.md: trust (the Finance tab), quantify plans and mining rental. */
export const FINANCE_PATH = '/pages/finance/index';
export const FINANCE_BUY_PATH = '/pages/finance/buyPage';
export const FINANCE_ORDERS_PATH = '/pages/finance/ordersPage';
export const FINANCE_RULE_PATH = '/pages/finance/rulePage';

export const QUANTIFY_PATH = '/pages/quantify/index';
export const QUANTIFY_CREATE_PATH = '/pages/quantify/create';
export const QUANTIFY_RECORD_PATH = '/pages/quantify/record';
export const QUANTIFY_DESCRIPTION_PATH = '/pages/quantify/description';
export const QUANTIFY_DESC_HOME_PATH = '/pages/index/quantify-desc';

export const MINING_PATH = '/pages/mining/index';
export const MINING_DETAIL_PATH = '/pages/mining/detail';
export const MINING_RECORD_PATH = '/pages/mining/record';
export const MINING_DESCRIPTION_PATH = '/pages/mining/description';
export const MINING_DESC_HOME_PATH = '/pages/index/mining-desc';

/** A page about one product or machine: its id in the query (`?id=3`). */
export const withId = (path: string, id: number): string => `${path}?id=${id}`;

/** The id of the query, or null when it is missing or not a positive whole number. */
export function idParam(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
