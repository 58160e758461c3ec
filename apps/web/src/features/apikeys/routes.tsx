import type { PageRoute } from '../../app/lazy';
import { API_KEYS_PATH } from './paths';

/** API management: keys for the Binance-compatible API (openapi's routes). */
export const apikeysRoutes: readonly PageRoute[] = [
  { path: API_KEYS_PATH, load: () => import('./pages/ApiKeysPage'), ns: ['apikeys'], auth: true },
];
