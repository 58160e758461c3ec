import type { PageRoute } from '../../app/lazy';
import { HELP_CENTER_PATH, HELP_CHAT_PATH, HELP_DETAIL_PATH } from './model/paths';

const ns = ['support'] as const;

/** The help centre (public) and live support (signed in). */
export const supportRoutes: readonly PageRoute[] = [
  { path: HELP_CENTER_PATH, load: () => import('./pages/HelpCenterPage'), ns },
  { path: HELP_DETAIL_PATH, load: () => import('./pages/HelpDetailPage'), ns },
  { path: HELP_CHAT_PATH, load: () => import('./pages/ChatPage'), ns, auth: true },
];

/** The unread badge for Me's help entry (the feature's door). */
export { SupportUnreadBadge } from './components/UnreadBadge';
