import type { PageRoute } from '../../app/lazy';
import { SWAP_PATH } from './paths';

const ns = ['swap'] as const;

/** Public: a visitor sees the form and the coins, and is offered to log in or start a demo to quote and swap. */
export const swapRoutes: readonly PageRoute[] = [
  { path: SWAP_PATH, load: () => import('./pages/SwapPage'), ns },
];
