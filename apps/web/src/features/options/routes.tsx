import type { PageRoute } from '../../app/lazy';
import { OPTION_INFO_PATH, OPTION_PATH, OPTION_SIMULATOR_PATH, OPTION_VERIFY_PATH } from './paths';

const ns = ['options'] as const;

/** Timed options: the Trade tab, its simulator on the demo accounts, the rules and the public verification of an order. */
export const optionsRoutes: readonly PageRoute[] = [
  { path: OPTION_PATH, load: () => import('./pages/DetailPage'), ns },
  { path: OPTION_SIMULATOR_PATH, load: () => import('./pages/SimulatorPage'), ns },
  { path: OPTION_INFO_PATH, load: () => import('./pages/InfoPage'), ns },
  { path: OPTION_VERIFY_PATH, load: () => import('./pages/VerifyPage'), ns },
];
