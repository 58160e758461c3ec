import type { InfoPageSlug } from '@candor/shared';

/** The user app's path of each information page and agreement (routes.md), by the slug the server knows it as. */
export const INFO_PAGE_PATHS: Readonly<Record<InfoPageSlug, string>> = {
  notification: '/pages/profile/notification',
  faq: '/pages/profile/faq',
  privacy: '/pages/profile/privacy',
  legal: '/pages/profile/legal',
  supervision: '/pages/profile/supervision',
  'white-paper': '/pages/profile/white-paper',
  registeration: '/pages/profile/registeration',
  articles: '/pages/profile/articles',
  stock: '/pages/profile/stock',
  'good-certificate': '/pages/profile/good-certificate',
  tax: '/pages/profile/tax',
  'team-honor': '/pages/profile/team-honor',
  'user-agreement': '/pages/user/login/privacyAgreement/userAgreement',
  'privacy-agreement': '/pages/user/login/privacyAgreement/privacyAgreement',
};

const BY_PATH = new Map(Object.entries(INFO_PAGE_PATHS).map(([slug, path]) => [path, slug as InfoPageSlug]));

/** The slug of the page a path shows (a trailing slash is the same path). */
export function slugOfPath(pathname: string): InfoPageSlug | undefined {
  return BY_PATH.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/** The news and notice pages: the two lists and their details. */
export const NEWS_PATH = '/pages/news/index';
export const NEWS_DETAIL_PATH = '/pages/news/detail';
export const NOTICE_PATH = '/pages/notice/index';
export const NOTICE_DETAIL_PATH = '/pages/index/notice/notice';

export type NewsKind = 'article' | 'announcement';

/** Where an item of a list opens. */
export function detailPathOf(kind: NewsKind, id: number): string {
  return `${kind === 'article' ? NEWS_DETAIL_PATH : NOTICE_DETAIL_PATH}?id=${id}`;
}

/** The id of a detail page's query (?id=12), or null when absent or not a positive whole number. */
export function idOfSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** The server's code for content that is not published (content_not_found): the page says so instead of an error. */
export const CONTENT_NOT_FOUND = 8801;
