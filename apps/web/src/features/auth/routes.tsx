import type { PageRoute } from '../../app/lazy';

const ns = ['auth'] as const;

/** The agreements the registration page links are the operator's content pages (features/content). */
export const authRoutes: readonly PageRoute[] = [
  { path: '/pages/user/login/login', load: () => import('./pages/LoginPage'), ns },
  { path: '/pages/user/login/register/index', load: () => import('./pages/RegisterPage'), ns },
  { path: '/pages/user/login/forget/index', load: () => import('./pages/ForgetPage'), ns },
  { path: '/pages/user/login/forgetPassword', load: () => import('./pages/ForgetPage'), ns },
  { path: '/pages/user/login/choose', load: () => import('./pages/ChoosePage'), ns },
  { path: '/pages/user/login/404', load: () => import('./pages/NotFoundPage'), ns },
];
