import type { PageRoute } from '../../app/lazy';

const ns = ['settings'] as const;

export const settingsRoutes: readonly PageRoute[] = [
  { path: '/pages/settings/index', load: () => import('./pages/SettingsPage'), ns },
  { path: '/pages/settings/language/language', load: () => import('./pages/LanguagePage'), ns },
  { path: '/pages/settings/account/index', load: () => import('./pages/AccountPage'), ns, auth: true },
  { path: '/pages/settings/security/index', load: () => import('./pages/SecurityPage'), ns, auth: true },
  { path: '/pages/settings/security/changePassword', load: () => import('./pages/ChangePasswordPage'), ns, auth: true },
  { path: '/pages/settings/security/changePayPassword', load: () => import('./pages/ChangePayPasswordPage'), ns, auth: true },
];
