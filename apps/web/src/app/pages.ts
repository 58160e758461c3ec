import { assetsRoutes } from '../features/assets/routes';
import { authRoutes } from '../features/auth/routes';
import { comingRoutes } from '../features/coming/routes';
import { depositRoutes } from '../features/deposit/routes';
import { homeRoutes } from '../features/home/routes';
import { marketRoutes } from '../features/market/routes';
import { tradeRoutes } from '../features/trade/routes';
import { profileRoutes } from '../features/profile/routes';
import { settingsRoutes } from '../features/settings/routes';
import { swapRoutes } from '../features/swap/routes';
import { withdrawRoutes } from '../features/withdraw/routes';
import type { PageRoute } from './lazy';

/** Every page of every feature; routes.md lists the paths. */
export const pageRoutes: readonly PageRoute[] = [
  ...homeRoutes, ...marketRoutes, ...tradeRoutes, ...authRoutes, ...profileRoutes, ...settingsRoutes, ...swapRoutes, ...depositRoutes, ...assetsRoutes, ...withdrawRoutes, ...comingRoutes,
];
