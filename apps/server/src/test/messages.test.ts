import { LANGS } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { modules } from '../modules/index.js';
import { platformMessages, type Messages } from '../platform/i18n/messages.js';
import { appErrors, appMessages, en } from './catalogue.js';

const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();
/** Texts that may read the same in a translation (an acronym, a product word). */
const SAME_EVERYWHERE = new Set(['ok']);
const parts: [string, Messages][] = [['platform', platformMessages], ...modules.map((m): [string, Messages] => [m.name, m.messages])];

describe('server messages in 15 languages', () => {
  it.each(parts)('%s: every language has exactly the English keys, none empty, with English\'s placeholders', (_name, messages) => {
    expect(Object.keys(messages).sort()).toEqual([...LANGS].sort());
    const keys = Object.keys(messages.en).sort();
    for (const lang of LANGS) {
      const table: Readonly<Record<string, string>> = messages[lang];
      expect(Object.keys(table).sort(), lang).toEqual(keys);
      for (const key of keys) {
        const text = table[key] ?? '';
        expect(text.trim().length, `${lang}.${key} is empty`).toBeGreaterThan(0);
        expect(placeholders(text), `${lang}.${key} placeholders`).toEqual(placeholders(messages.en[key] ?? ''));
      }
    }
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s is a translation, not a copy of English', (lang) => {
    const keys = appMessages.keys('en').filter((k) => !SAME_EVERYWHERE.has(k));
    const copied = keys.filter((k) => appMessages.text(lang, k) === appMessages.text('en', k));
    expect(copied.length / keys.length, `${lang} copies English for ${copied.join(', ')}`).toBeLessThan(0.05);
  });

  it('every error of every module has a message; codes are unique and statuses are client or server errors', () => {
    const entries = appErrors.entries();
    expect(entries.length).toBeGreaterThan(100);
    for (const [key] of entries) expect(appMessages.has(key), key).toBe(true);
    const codes = entries.map(([, e]) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [key, spec] of entries) {
      expect(spec.http, key).toBeGreaterThanOrEqual(400);
      expect(spec.http, key).toBeLessThan(600);
    }
    expect(appErrors.spec('not_logged_in')).toEqual({ code: 999, http: 401 });
  });
});

describe('translate', () => {
  it('answers the language of the request', () => {
    expect(appMessages.translate('en', 'not_logged_in')).toBe(en.not_logged_in);
    expect(appMessages.translate('zh', 'not_logged_in')).not.toBe(en.not_logged_in);
    expect(appMessages.translate('de', 'insufficient_balance')).toBe('Unzureichendes Guthaben.');
  });

  it('fills {params} in every language, and leaves unknown placeholders alone', () => {
    expect(appMessages.translate('en', 'validation_failed', { field: 'email' })).toBe(en.validation_failed.replace('{field}', 'email'));
    expect(appMessages.translate('en', 'code_too_frequent', { seconds: 42 })).toContain('42');
    for (const lang of LANGS) expect(appMessages.translate(lang, 'internal', { logId: 'abc-123' }), lang).toContain('abc-123');
    expect(appMessages.translate('en', 'validation_failed')).toContain('{field}');
    expect(appMessages.translate('en', 'validation_failed', { other: 'x' })).toContain('{field}');
  });

  it('does not treat $ patterns in params as replacement syntax', () => {
    expect(appMessages.translate('en', 'validation_failed', { field: "$& $' $1" })).toBe(en.validation_failed.replace('{field}', () => "$& $' $1"));
  });
});
