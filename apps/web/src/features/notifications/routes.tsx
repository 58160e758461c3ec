import type { PageRoute } from '../../app/lazy';
import { ALERTS_PATH, NOTIFICATIONS_PATH } from './paths';

const ns = ['notifications'] as const;

/** The notification centre and price alerts (signed in). */
export const notificationsRoutes: readonly PageRoute[] = [
  { path: NOTIFICATIONS_PATH, load: () => import('./pages/NotificationsPage'), ns, auth: true },
  { path: ALERTS_PATH, load: () => import('./pages/AlertsPage'), ns, auth: true },
];

/** The feature's door: the unread badge for Me, the bell for a market's chart page, the paths. */
export { NotificationsUnreadBadge } from './components/UnreadBadge';
export { AlertBell } from './components/AlertBell';
export { ALERTS_PATH, NOTIFICATIONS_PATH } from './paths';
