import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { bankRoutes } from '../features/bank/routes';
import { c2cRoutes } from '../features/c2c/routes';
import { comingRoutes } from '../features/coming/routes';
import { contentRoutes } from '../features/content/routes';
import { depositsRoutes } from '../features/deposits/routes';
import { earnRoutes } from '../features/earn/routes';
import { futuresRoutes } from '../features/futures/routes';
import { ieoRoutes } from '../features/ieo/routes';
import { homeRoutes } from '../features/home/routes';
import { kycRoutes } from '../features/kyc/routes';
import { loansRoutes } from '../features/loans/routes';
import { marketRoutes } from '../features/market/routes';
import { optionsRoutes } from '../features/options/routes';
import { spotRoutes } from '../features/spot/routes';
import { swapRoutes } from '../features/swap/routes';
import { usersRoutes } from '../features/users/routes';
import { walletRoutes } from '../features/wallet/routes';
import { withdrawalsRoutes } from '../features/withdrawals/routes';
import { supportRoutes } from '../features/support/routes';
import { proofRoutes } from '../features/proof/routes';
import { apikeysRoutes } from '../features/apikeys/routes';
import { nftRoutes } from '../features/nft/routes';
import { referralRoutes } from '../features/referral/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import type { PageRoute } from './lazy';
import { stripSlash } from './paths';

/** Every page of every feature; routes.md lists the paths. */
export const pageRoutes: readonly PageRoute[] = [
  ...homeRoutes, ...marketRoutes, ...spotRoutes, ...futuresRoutes, ...authRoutes, ...usersRoutes, ...swapRoutes, ...depositsRoutes, ...walletRoutes, ...withdrawalsRoutes, ...kycRoutes, ...accountRoutes, ...bankRoutes,
  ...ieoRoutes,
  ...loansRoutes,
  ...contentRoutes, ...comingRoutes,
  ...optionsRoutes,
  ...earnRoutes,
  ...supportRoutes,
  ...proofRoutes,
  ...apikeysRoutes,
  ...c2cRoutes,
  ...nftRoutes,
  ...referralRoutes,
  ...notificationsRoutes,
];

/** The page a path opens, if it is one of the pages above (the router still decides; this only starts loading early). */
export function firstPage(pathname: string): PageRoute | undefined {
  const path = stripSlash(pathname);
  return pageRoutes.find((r) => r.path === path);
}
