/** The withdraw pages and the withdraw address book (routes.md), and the pages of other features they link to. */
export const WITHDRAW_PATH = '/pages/assets/withdraw/index';
export const WALLET_WITHDRAW_PATH = '/pages/wallet/withdraw/index';
export const WITHDRAW_DETAIL_PATH = '/pages/assets/withdraw/detail';
export const WITHDRAW_BANK_PATH = '/pages/assets/withdraw/bank/bank';
export const ADDRESS_BOOK_PATH = '/pages/address/index';
export const ADDRESS_PICKER_PATH = '/pages/address/address';
export const ADDRESS_CREATE_PATH = '/pages/address/create';

/** The withdrawal tab of the wallet's deposit and withdrawal records (the wallet feature's page). */
export const RECORDS_PATH = '/pages/wallet/transaction/index?tab=withdraw';
/** Where a fund password is set or changed (the users feature's page). */
export const FUND_PASSWORD_PATH = '/pages/settings/security/changePayPassword';

/** A path with a query of the given values; empty ones are left out. */
function withQuery(path: string, values: Readonly<Record<string, string | number | null | undefined>>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') q.set(key, String(value));
  const text = q.toString();
  return text ? `${path}?${text}` : path;
}

export const withdrawDetailPath = (id: number): string => withQuery(WITHDRAW_DETAIL_PATH, { id });

/** A withdraw page (either of the two) on a coin and network. */
export const withdrawPath = (page: string, coin?: string, network?: string): string => withQuery(page, { coin, network });

/** The picker of a coin's addresses on a network, with the one currently chosen marked. */
export const pickerPath = (coin: string, network: string, selected?: number | null): string =>
  withQuery(ADDRESS_PICKER_PATH, { coin, network, selected });

/** The add form, opened on a coin and network when they are known. */
export const createPath = (coin?: string, network?: string): string => withQuery(ADDRESS_CREATE_PATH, { coin, network });
