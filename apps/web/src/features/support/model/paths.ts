/** The help centre's pages (routes.md). */
export const HELP_CENTER_PATH = '/pages/help-center/center';
export const HELP_DETAIL_PATH = '/pages/help-center/detail';
export const HELP_CHAT_PATH = '/pages/help-center/chat';

export const helpDetailPathOf = (id: number): string => `${HELP_DETAIL_PATH}?id=${id}`;

/** The id of a detail page's query string, or null. */
export function idOfSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/** The server's "not found" code of the support module (support.errors.ts). */
export const SUPPORT_NOT_FOUND = 8601;
