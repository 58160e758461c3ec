import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { offlineHtml, offlineScript, pickOfflineLang, type OfflineTable } from './offlinePage';

const table: OfflineTable = {
  en: { title: 'You are offline', body: 'b', retry: 'r', home: 'h', bcp47: 'en' },
  fr: { title: 'Vous êtes hors ligne', body: 'b', retry: 'r', home: 'h', bcp47: 'fr' },
  tw: { title: '您已離線', body: 'b', retry: 'r', home: 'h', bcp47: 'zh-TW' },
  zh: { title: '您已离线', body: 'b', retry: 'r', home: 'h', bcp47: 'zh-CN' },
};
const session = (lang: string): string => JSON.stringify({ state: { lang }, version: 0 });

describe('the offline page’s language', () => {
  it('is the one the app stored, whatever the browser says', () => {
    expect(pickOfflineLang(session('fr'), ['zh-TW'], table)).toBe('fr');
  });

  it('else the browser’s, by full tag then by primary subtag', () => {
    expect(pickOfflineLang(null, ['zh-TW', 'en'], table)).toBe('tw');
    expect(pickOfflineLang(null, ['fr-CA'], table)).toBe('fr');
    expect(pickOfflineLang(session('xx'), ['de-DE', 'fr'], table)).toBe('fr');
    expect(pickOfflineLang('not json', ['FR'], table)).toBe('fr');
  });

  it('else English', () => {
    expect(pickOfflineLang(null, ['de'], table)).toBe('en');
    expect(pickOfflineLang(null, [], table)).toBe('en');
  });
});

describe('offline.html and offline.js', () => {
  it('escape the text of the page', () => {
    const html = offlineHtml({ title: '<b>', body: 'a & b', retry: '"r"', home: 'h' }, { themeColor: '#000', script: '/offline.js' });
    expect(html).toContain('&#60;b&#62;');
    expect(html).toContain('a &#38; b');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<script src="/offline.js"></script>');
  });

  it('the script writes the stored language’s strings into the page', () => {
    const nodes: Record<string, { textContent: string; addEventListener: () => void }> = {};
    const node = () => ({ textContent: '', addEventListener: () => undefined });
    const document = { documentElement: { lang: 'en' }, title: '', getElementById: (id: string) => (nodes[id] ??= node()) };
    const window = { localStorage: { getItem: () => session('tw') }, location: { reload: () => undefined } };
    runInNewContext(offlineScript(table), { window, document, navigator: { languages: ['en'] } });
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(nodes['offline-title']?.textContent).toBe('您已離線');
    expect(document.title).toBe('您已離線 · Candor');
  });

  it('has its strings in every language of the app', () => {
    const dir = fileURLToPath(new URL('../i18n/locales/', import.meta.url));
    for (const lang of readdirSync(dir)) {
      const texts = JSON.parse(readFileSync(`${dir}${lang}/offline.json`, 'utf8')) as Record<string, string>;
      expect(Object.keys(texts).sort(), lang).toEqual(['body', 'home', 'retry', 'title']);
    }
  });
});
