import { isLang, type Lang } from '@candor/shared';
import { en, type MessageKey } from './locales/en.js';
import { zh } from './locales/zh.js';
import { jp } from './locales/jp.js';
import { vn } from './locales/vn.js';
import { hi } from './locales/hi.js';
import { id } from './locales/id.js';
import { kr } from './locales/kr.js';
import { ms } from './locales/ms.js';
import { de } from './locales/de.js';
import { th } from './locales/th.js';
import { pt } from './locales/pt.js';
import { fr } from './locales/fr.js';
import { ru } from './locales/ru.js';
import { esp } from './locales/esp.js';
import { tw } from './locales/tw.js';

export type { MessageKey };
export { isLang, type Lang };
export type MessageParams = Record<string, string | number>;

export const catalogues: Record<Lang, Partial<Record<MessageKey, string>>> = {
  en, zh, jp, vn, hi, id, kr, ms, de, th, pt, fr, ru, esp, tw,
};

export const isMessageKey = (v: unknown): v is MessageKey => typeof v === 'string' && Object.hasOwn(en, v);

/** The message in the request's language, falling back to English, with {name} placeholders filled. */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogues[lang][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole);
}
