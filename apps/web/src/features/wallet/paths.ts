/** The pages of the wallet feature (routes.md) and the pages it links to. */
export const ASSETS_PATH = '/pages/assets/index';
export const TRADE_ACCOUNT_PATH = '/pages/assets/tradeAccount';
export const STATEMENT_PATH = '/pages/assets/record';
export const TRANSFER_PATH = '/pages/assets/transfer/index';
export const TRANSFER_RECORD_PATH = '/pages/assets/transfer/record';
export const WALLET_PATH = '/pages/wallet/index';
export const TRANSACTIONS_PATH = '/pages/wallet/transaction/index';

/** Pages of other features this one links to. */
export const LINKS = {
  deposit: '/pages/assets/deposit/index',
  withdraw: '/pages/assets/withdraw/index',
  walletDeposit: '/pages/wallet/deposit/index',
  walletWithdraw: '/pages/wallet/withdraw/index',
  withdrawDetail: '/pages/assets/withdraw/detail',
  swap: '/pages/wallet/swap/index',
  profile: '/pages/profile/index',
} as const;

/** One account's page. */
export const tradeAccountPath = (kind: string): string => `${TRADE_ACCOUNT_PATH}?type=${encodeURIComponent(kind)}`;

/** The transfer page with the form opened on an account and a coin. */
export function transferPath(options: { from?: string; to?: string; coin?: string } = {}): string {
  const q = new URLSearchParams();
  if (options.from) q.set('from', options.from);
  if (options.to) q.set('to', options.to);
  if (options.coin) q.set('coin', options.coin);
  const text = q.toString();
  return text ? `${TRANSFER_PATH}?${text}` : TRANSFER_PATH;
}

export const withdrawDetailPath = (id: number): string => `${LINKS.withdrawDetail}?id=${id}`;
