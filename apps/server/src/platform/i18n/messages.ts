import { isLang, LANGS, type Lang } from '@candor/shared';
import type { MessageParams } from '../http/errors.js';
import platformJson from './platform.messages.json' with { type: 'json' };

export { isLang, LANGS, type Lang, type MessageParams };

/** A module's server messages: every key in every one of the 15 languages (decisions.md, Languages). */
export type Messages<K extends string = string> = Readonly<Record<Lang, Readonly<Record<K, string>>>>;

/**
 * Types a module's messages file (`<name>.messages.json`, one object per language) by its English keys: a language
 * missing a key does not compile, and the messages test refuses empty texts and placeholders that differ.
 */
export function defineMessages<K extends string>(messages: Record<Lang, Record<K, string>>): Messages<K> {
  return messages;
}

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** A module's own translator: its keys only, in the request's language, English when a text were missing. */
export function translator<K extends string>(messages: Messages<K>): (lang: Lang, key: K, params?: MessageParams) => string {
  return (lang, key, params) => fill(messages[lang][key] ?? messages.en[key], params);
}

/** The platform's own messages: request errors, the shared form rules, idempotency. */
export const platformMessages = defineMessages<keyof typeof platformJson.en>(platformJson);

/** Every message of the running app (the platform's and every module's), by language; the error handler reads it. */
export class MessageCatalogue {
  private readonly byLang: ReadonlyMap<Lang, ReadonlyMap<string, string>>;

  constructor(parts: readonly Messages[]) {
    this.byLang = new Map(LANGS.map((lang) => [lang, new Map(parts.flatMap((p) => Object.entries(p[lang])))]));
  }

  has(key: string): boolean {
    return this.byLang.get('en')?.has(key) ?? false;
  }

  keys(lang: Lang = 'en'): string[] {
    return [...(this.byLang.get(lang)?.keys() ?? [])];
  }

  text(lang: Lang, key: string): string | undefined {
    return this.byLang.get(lang)?.get(key) ?? this.byLang.get('en')?.get(key);
  }

  /** The message in the request's language with its placeholders filled; the key itself when no module has it. */
  translate(lang: Lang, key: string, params: MessageParams = {}): string {
    return fill(this.text(lang, key) ?? key, params);
  }
}

/** The messages of a module that has none (no errors, no texts). */
export const noMessages: Messages<never> = Object.fromEntries(LANGS.map((l) => [l, {}])) as Record<Lang, Record<never, string>>;
