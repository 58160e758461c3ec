/** The deposit pages (routes.md). */
export const DEPOSIT_INDEX_PATH = '/pages/assets/deposit/index';
export const DEPOSIT_CHARGE_PATH = '/pages/assets/deposit/charge';
export const WALLET_DEPOSIT_PATH = '/pages/wallet/deposit/index';
export const DEPOSIT_RECORDS_PATH = '/pages/wallet/proof/index';

/** The charge page of a coin (and network, when chosen). */
export function chargePath(coin: string, network?: string): string {
  const q = new URLSearchParams({ coin });
  if (network) q.set('network', network);
  return `${DEPOSIT_CHARGE_PATH}?${q.toString()}`;
}
