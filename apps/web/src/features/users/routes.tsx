import type { PageRoute } from '../../app/lazy';

const ns = ['users'] as const;

/** The user's own pages: the profile tab, settings, account details, security and language. */
export const usersRoutes: readonly PageRoute[] = [
  { path: '/pages/profile/index', load: () => import('./pages/MePage'), ns: ['users', 'areas'] },
  { path: '/pages/settings/index', load: () => import('./pages/SettingsPage'), ns },
  { path: '/pages/settings/language/language', load: () => import('./pages/LanguagePage'), ns },
  { path: '/pages/settings/account/index', load: () => import('./pages/AccountPage'), ns, auth: true },
  { path: '/pages/settings/security/index', load: () => import('./pages/SecurityPage'), ns, auth: true },
  { path: '/pages/settings/security/changePassword', load: () => import('./pages/ChangePasswordPage'), ns, auth: true },
  { path: '/pages/settings/security/changePayPassword', load: () => import('./pages/ChangePayPasswordPage'), ns, auth: true },
];
