import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@candor/shared';
import { errorCatalogue } from '../http/errors.js';
import { en } from './locales/en.js';
import { catalogues, isMessageKey, translate, type MessageKey } from './messages.js';

const localesDir = fileURLToPath(new URL('./locales/', import.meta.url));
const localeFiles = readdirSync(localesDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const enKeys = Object.keys(en) as MessageKey[];
const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();

async function loadLocale(file: string): Promise<Record<string, unknown>> {
  const name = file.replace(/\.ts$/, '');
  const url = pathToFileURL(join(localesDir, file)).href;
  const mod = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
  const table = mod[name];
  if (!table || typeof table !== 'object') throw new Error(`${file} does not export ${name}`);
  return table as Record<string, unknown>;
}

describe('i18n catalogues', () => {
  it('has one locale file per language of decisions.md, each registered', () => {
    expect(localeFiles.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual([...LANGS].sort());
    expect(Object.keys(catalogues).sort()).toEqual([...LANGS].sort());
  });

  it.each(localeFiles)('%s has only keys that en has, each a non-empty string with en\'s placeholders', async (file) => {
    const table = await loadLocale(file);
    for (const [key, value] of Object.entries(table)) {
      expect(isMessageKey(key), `${file}: unknown key ${key}`).toBe(true);
      expect(typeof value, `${file}: ${key}`).toBe('string');
      expect((value as string).trim().length, `${file}: ${key} is empty`).toBeGreaterThan(0);
      expect(placeholders(value as string), `${file}: ${key} placeholders`).toEqual(placeholders(en[key as MessageKey]));
    }
    expect(table).toBe(catalogues[file.replace(/\.ts$/, '') as keyof typeof catalogues]);
  });

  it('zh has every key', () => {
    const missing = enKeys.filter((k) => !Object.hasOwn(catalogues.zh, k));
    expect(missing).toEqual([]);
  });

  it('every error of the catalogue has an English message', () => {
    for (const key of Object.keys(errorCatalogue)) {
      expect(Object.hasOwn(en, key), `en lacks ${key}`).toBe(true);
      expect(en[key as MessageKey].trim().length).toBeGreaterThan(0);
    }
  });

  it('error codes are unique and statuses are client or server errors', () => {
    const codes = Object.values(errorCatalogue).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [key, spec] of Object.entries(errorCatalogue)) {
      expect(spec.http, key).toBeGreaterThanOrEqual(400);
      expect(spec.http, key).toBeLessThan(600);
    }
    expect(errorCatalogue.not_logged_in).toEqual({ code: 999, http: 401 });
  });
});

describe('translate', () => {
  it('answers the language of the request', () => {
    expect(translate('en', 'not_logged_in')).toBe(en.not_logged_in);
    expect(translate('zh', 'not_logged_in')).toBe(catalogues.zh.not_logged_in);
    expect(translate('zh', 'not_logged_in')).not.toBe(en.not_logged_in);
  });

  it('falls back to English for a key a language lacks', () => {
    const lang = (Object.keys(catalogues) as (keyof typeof catalogues)[]).find((l) => !Object.hasOwn(catalogues[l], 'not_found'));
    expect(lang, 'some language still lacks not_found').toBeDefined();
    expect(translate(lang as keyof typeof catalogues, 'not_found')).toBe(en.not_found);
  });

  it('fills {params} in every language, and leaves unknown placeholders alone', () => {
    expect(translate('en', 'validation_failed', { field: 'email' })).toBe(en.validation_failed.replace('{field}', 'email'));
    expect(translate('en', 'code_too_frequent', { seconds: 42 })).toContain('42');
    expect(translate('zh', 'internal', { logId: 'abc-123' })).toContain('abc-123');
    expect(translate('de', 'internal', { logId: 'abc-123' })).toBe(en.internal.replace('{logId}', 'abc-123'));
    expect(translate('en', 'validation_failed')).toContain('{field}');
    expect(translate('en', 'validation_failed', { other: 'x' })).toContain('{field}');
  });

  it('does not treat $ patterns in params as replacement syntax', () => {
    expect(translate('en', 'validation_failed', { field: "$& $' $1" })).toBe(en.validation_failed.replace('{field}', () => "$& $' $1"));
  });
});
