import type { PageRoute } from '../../app/lazy';

const ns = ['account'] as const;

/** The account's security pages: two-factor, sessions, bound wallets. */
export const accountRoutes: readonly PageRoute[] = [
  { path: '/pages/settings/security/twoFactor', load: () => import('./pages/TwoFactorPage'), ns, auth: true },
  { path: '/pages/settings/security/sessions', load: () => import('./pages/SessionsPage'), ns, auth: true },
  { path: '/pages/settings/security/wallets', load: () => import('./pages/WalletsPage'), ns, auth: true },
];
