import type { MessageKey } from './en.js';

/** Not yet translated: every key falls back to English until the i18n issue fills this in. */
export const de: Partial<Record<MessageKey, string>> = {};
