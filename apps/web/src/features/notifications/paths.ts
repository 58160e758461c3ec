/** The notification centre (routes.md's /pages/profile/notification) and the price alerts page (beyond the seed). */
export const NOTIFICATIONS_PATH = '/pages/profile/notification';
export const ALERTS_PATH = '/pages/alerts/index';

export const alertsPathOf = (symbol: string): string => `${ALERTS_PATH}?symbol=${encodeURIComponent(symbol)}`;

/** A notification's link, kept inside the app (a path of this origin), else null. */
export function safeLink(link: string | null): string | null {
  return link !== null && link.startsWith('/') && !link.startsWith('//') ? link : null;
}
