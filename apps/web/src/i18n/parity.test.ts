import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGS } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './languages';

const dir = fileURLToPath(new URL('./locales/', import.meta.url));

type Tree = { [key: string]: string | Tree };

/** Every leaf key of a locale file as a dotted path, and its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const read = (lang: string, ns: string): Map<string, string> =>
  flatten(JSON.parse(readFileSync(`${dir}${lang}/${ns}.json`, 'utf8')) as Tree);

const placeholders = (text: string): string[] => (text.match(/\{\{\w+\}\}|<\/?\w+>/g) ?? []).sort();

describe('locale files', () => {
  it('exist for all 15 languages and only for the app’s namespaces', () => {
    expect(readdirSync(dir).sort()).toEqual([...LANGS].sort());
    for (const lang of LANGS) {
      expect(readdirSync(`${dir}${lang}`).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const ns of NAMESPACES) {
    const en = read('en', ns);
    it(`${ns}: every language has exactly the keys of en, none empty, same placeholders`, () => {
      expect(en.size).toBeGreaterThan(0);
      for (const lang of LANGS) {
        const other = read(lang, ns);
        const missing = [...en.keys()].filter((k) => !other.has(k)).map((k) => `${lang}/${ns}: missing ${k}`);
        const extra = [...other.keys()].filter((k) => !en.has(k)).map((k) => `${lang}/${ns}: extra ${k}`);
        expect([...missing, ...extra]).toEqual([]);
        for (const [key, text] of other) {
          expect(text.trim(), `${lang}/${ns}: ${key} is empty`).not.toBe('');
          expect(placeholders(text), `${lang}/${ns}: ${key}`).toEqual(placeholders(en.get(key) ?? ''));
        }
      }
    });
  }
});
