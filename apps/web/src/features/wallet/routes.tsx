import type { PageRoute } from '../../app/lazy';
import { ASSETS_PATH, STATEMENT_PATH, TRADE_ACCOUNT_PATH, TRANSACTIONS_PATH, TRANSFER_PATH, TRANSFER_RECORD_PATH, WALLET_PATH } from './paths';

const ns = ['wallet'] as const;

/** Every page needs a login (the Assets tab sends a visitor to login with backtype 2). */
export const walletRoutes: readonly PageRoute[] = [
  { path: ASSETS_PATH, load: () => import('./pages/AssetsPage'), ns, auth: true },
  { path: TRADE_ACCOUNT_PATH, load: () => import('./pages/TradeAccountPage'), ns, auth: true },
  { path: STATEMENT_PATH, load: () => import('./pages/StatementPage'), ns, auth: true },
  { path: TRANSFER_PATH, load: () => import('./pages/TransferPage'), ns, auth: true },
  { path: TRANSFER_RECORD_PATH, load: () => import('./pages/TransferRecordPage'), ns, auth: true },
  { path: WALLET_PATH, load: () => import('./pages/WalletPage'), ns, auth: true },
  { path: TRANSACTIONS_PATH, load: () => import('./pages/TransactionPage'), ns, auth: true },
];
