import type { PageRoute } from '../../app/lazy';
import { COMING_PAGES } from '../../app/areas';

const load = () => import('./pages/ComingSoonPage');

/** Pages of later issues: each path resolves to an honest placeholder until its feature lands. */
export const comingRoutes: readonly PageRoute[] = COMING_PAGES.map((p) => ({ path: p.path, load, ns: ['coming', 'areas'], auth: p.auth }));
