import type { PageRoute } from '../../app/lazy';
import { LEVER_INFO_PATH, LEVER_PATH, LEVER_SIMULATOR_PATH } from './paths';

// The chart's texts are market's.
const ns = ['futures', 'market'] as const;

/** Futures: the trade page, its simulator on the demo accounts, and the contracts' specifications. */
export const futuresRoutes: readonly PageRoute[] = [
  { path: LEVER_PATH, load: () => import('./pages/LeverPage'), ns },
  { path: LEVER_SIMULATOR_PATH, load: () => import('./pages/SimulatorPage'), ns },
  { path: LEVER_INFO_PATH, load: () => import('./pages/InfoPage'), ns },
];
