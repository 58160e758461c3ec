import type { PageRoute } from '../../app/lazy';
import { DEPOSIT_CHARGE_PATH, DEPOSIT_INDEX_PATH, DEPOSIT_RECORDS_PATH, WALLET_DEPOSIT_PATH } from './paths';

const ns = ['deposits'] as const;

/** Every deposit page needs a login; in demo mode they say deposits are real-account only and offer the switch. */
export const depositsRoutes: readonly PageRoute[] = [
  { path: DEPOSIT_INDEX_PATH, load: () => import('./pages/DepositIndexPage'), ns, auth: true },
  { path: DEPOSIT_CHARGE_PATH, load: () => import('./pages/ChargePage'), ns, auth: true },
  { path: WALLET_DEPOSIT_PATH, load: () => import('./pages/WalletDepositPage'), ns, auth: true },
  { path: DEPOSIT_RECORDS_PATH, load: () => import('./pages/RecordsPage'), ns, auth: true },
];
