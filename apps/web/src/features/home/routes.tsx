import type { PageRoute } from '../../app/lazy';

export const homeRoutes: readonly PageRoute[] = [
  { path: '/pages/index/index', load: () => import('./pages/HomePage'), ns: ['home', 'areas'] },
];
