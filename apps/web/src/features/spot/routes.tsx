import type { PageRoute } from '../../app/lazy';
import { TRADE_PATH } from './paths';

const ns = ['spot'] as const;

export const spotRoutes: readonly PageRoute[] = [
  { path: TRADE_PATH, load: () => import('./pages/TradePage'), ns },
];
