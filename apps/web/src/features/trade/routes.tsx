import type { PageRoute } from '../../app/lazy';
import { TRADE_PATH } from './paths';

const ns = ['trade'] as const;

export const tradeRoutes: readonly PageRoute[] = [
  { path: TRADE_PATH, load: () => import('./pages/TradePage'), ns },
];
