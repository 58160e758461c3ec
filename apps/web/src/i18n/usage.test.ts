import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../', import.meta.url));
const locales = fileURLToPath(new URL('./locales/en/', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function has(ns: string, key: string): boolean {
  let node: unknown = JSON.parse(readFileSync(`${locales}${ns}.json`, 'utf8'));
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('translation keys used in the code', () => {
  it('exist in the en locale of their namespace', () => {
    const missing: string[] = [];
    for (const file of files(src)) {
      const text = readFileSync(file, 'utf8');
      const ns = /useTranslation\(\s*\[?\s*'(\w+)'/.exec(text)?.[1] ?? 'common';
      const keys = [
        ...[...text.matchAll(/\bt\(\s*'([\w.:]+)'/g), ...text.matchAll(/i18nKey="([\w.:]+)"/g)].map((m) => m[1] ?? ''),
        // t(flag ? 'a' : 'b'): both branches
        ...[...text.matchAll(/\bt\(\s*[\w.!=' ]+\?\s*'([\w.:]+)'\s*:\s*'([\w.:]+)'/g)].flatMap((m) => [m[1] ?? '', m[2] ?? '']),
      ];
      for (const used of keys) {
        const [space, key] = used.includes(':') ? used.split(':') as [string, string] : [ns, used];
        if (!has(space, key)) missing.push(`${file.slice(src.length)}: ${space}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
