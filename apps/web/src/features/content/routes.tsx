import type { PageRoute } from '../../app/lazy';
import { INFO_PAGE_PATHS, NEWS_DETAIL_PATH, NEWS_PATH, NOTICE_DETAIL_PATH, NOTICE_PATH } from './model/paths';

const ns = ['content'] as const;
const info = () => import('./pages/InfoPage');
const detail = () => import('./pages/NewsDetailPage');

/** The operator's pages (information pages, agreements), news and notices: public, read in the app's language. */
export const contentRoutes: readonly PageRoute[] = [
  // /pages/profile/notification is the notification centre (features/notifications); its operator page stays readable by slug.
  ...Object.entries(INFO_PAGE_PATHS).filter(([slug]) => slug !== 'notification').map(([, path]) => ({ path, load: info, ns })),
  { path: NEWS_PATH, load: () => import('./pages/NewsPage'), ns },
  { path: NEWS_DETAIL_PATH, load: detail, ns },
  { path: NOTICE_PATH, load: () => import('./pages/NoticesPage'), ns },
  { path: NOTICE_DETAIL_PATH, load: detail, ns },
  { path: '/pages/webview/index', load: () => import('./pages/WebviewPage'), ns },
  { path: '/pages/template/index', load: () => import('./pages/WebviewPage'), ns },
  { path: '/choose-location', load: () => import('./pages/LocationPage'), ns },
  { path: '/open-location', load: () => import('./pages/LocationPage'), ns },
];

/** Where a notice opens, for the Home ticker (the feature's door). */
export { detailPathOf, NOTICE_PATH } from './model/paths';
