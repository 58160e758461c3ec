import type { Lang } from '@candor/shared';
import { modules } from '../modules/index.js';
import type { ErrorKey } from '../platform/http/errors.js';
import { collectAdminAccess, collectErrors, collectMessages } from '../platform/kit/compose.js';

/** The app's error codes and messages, as the running server has them (the platform's and every module's). */
export const appErrors = collectErrors(modules);
export const appMessages = collectMessages(modules, appErrors);

/** Every error's message in one language, by key: what the server answers in that language. */
export function messagesIn(lang: Lang): Readonly<Record<ErrorKey, string>> {
  return Object.fromEntries(appMessages.keys(lang).map((k) => [k, appMessages.text(lang, k)])) as Record<ErrorKey, string>;
}

export const en = messagesIn('en');
export const zh = messagesIn('zh');

/** Every back-office resource the modules declare, in module order (what the superadmin sees). */
export const ADMIN_RESOURCES = Object.keys(collectAdminAccess(modules));
