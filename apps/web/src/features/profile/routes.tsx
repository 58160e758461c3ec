import type { PageRoute } from '../../app/lazy';

export const profileRoutes: readonly PageRoute[] = [
  { path: '/pages/profile/index', load: () => import('./pages/MePage'), ns: ['profile', 'areas'] },
];
