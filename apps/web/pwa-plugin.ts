import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { langToBcp47 } from '../../packages/shared/src/enums';
import { readManifest } from '../../bench/lib/initial-js.mjs';
import { offlineHtml, offlineScript, type OfflineTable, type OfflineTexts } from './src/pwa/offlinePage';
import { keepShell, shellFiles } from './src/pwa/shell';

export const THEME_COLOR = '#0b1220';
export const BACKGROUND_COLOR = '#f4f5f8';
export const OFFLINE_PAGE = 'offline.html';

/** offline.html and offline.js, with the offline namespace of every locale (src/i18n/locales/<lang>/offline.json). */
function offlinePagePlugin(localesDir: string): Plugin {
  const table = (): OfflineTable => Object.fromEntries(readdirSync(localesDir).sort().map((lang) => {
    const texts = JSON.parse(readFileSync(join(localesDir, lang, 'offline.json'), 'utf8')) as OfflineTexts;
    return [lang, { ...texts, bcp47: (langToBcp47 as Record<string, string>)[lang] ?? lang }];
  }));
  return {
    name: 'candor-offline-page',
    apply: 'build',
    generateBundle() {
      const all = table();
      const en = all.en;
      if (!en) throw new Error('No en offline strings');
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: offlineScript(all) });
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE, source: offlineHtml(en, { themeColor: THEME_COLOR, script: '/offline.js' }) });
    },
  };
}

/**
 * The installable app: the web manifest, and a service worker built with Workbox (injectManifest, src/sw/sw.ts) that
 * precaches the app shell (index.html, the entry and the home page chunks with their CSS, the icons, the offline
 * page), keeps every locale file and chunk the app fetches (the app also asks for all of its current language's
 * namespaces once, src/pwa/register.ts), and offline answers a page shown before with the shell and any other page
 * with the translated offline page. /api and /admin are never answered by the worker.
 */
export function pwaPlugins(localesDir: string, distDir: string): Plugin[] {
  return [offlinePagePlugin(localesDir), ...VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: null,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Candor',
      short_name: 'Candor',
      description: 'An honest, self-hostable trading platform',
      start_url: '/pages/index/index',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', OFFLINE_PAGE, 'offline.js', 'assets/*.{js,css}'],
      globIgnores: ['locales/**'],
      // Only the shell's chunks (the build manifest is written by then); other chunks are cached when first used.
      manifestTransforms: [(entries) => ({ manifest: keepShell(entries, shellFiles(readManifest(distDir))), warnings: [] })],
      rollupFormat: 'iife',
    },
  })];
}
