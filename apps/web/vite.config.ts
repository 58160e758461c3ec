import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { localesPlugin } from './locales-plugin.ts';
import { pwaPlugins } from './pwa-plugin.ts';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));
const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string };

export default defineConfig({
  base: '/',
  root: here('.'),
  plugins: [
    react(), localesPlugin(here('./src/i18n/locales')), ...pwaPlugins(here('./src/i18n/locales'), here('./dist')),
    // Brotli and gzip twins of every text file, made once at build time; the server picks one by Accept-Encoding.
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })], logLevel: 'silent' }),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    alias: [
      { find: '@candor/shared', replacement: here('../../packages/shared/src/index.ts') },
      // react-router's package maps every import condition to its development build, which only differs by keeping its
      // dev warnings; the production twin beside it lets the minifier drop them.
      { find: /^react-router$/, replacement: join(dirname(require.resolve('react-router')), '../production/index.mjs') },
    ],
    // The workspace root holds another React (for other packages); antd-mobile there must use this app's React 19.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // Chunks by what is loaded together (docs/decisions.md, "Web speed"). boot: everything the entry loads statically in
      // one file (eight small files gzip 4 KB worse). core: the query hooks, the number formatting and the shared money
      // rules nearly every page needs, in one file instead of six.
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 2 },
            {
              name: 'core', priority: 1,
              test: /@tanstack[\\/](react-query|query-core)[\\/]|apps[\\/]web[\\/]src[\\/]ui[\\/]format[\\/]|packages[\\/]shared[\\/]src[\\/](money|coins|display|format|markets)\.ts$/,
            },
          ],
        },
      },
      // Every module of the shared package only declares constants, functions and tables (the API contract and the rules
      // build zod objects, the market list its records, the address checks their codecs): nothing global happens, so a
      // page, or the boot, that needs none of them does not carry them (nor zod, @noble, @scure) in its initial chunks.
      // Before this held for the whole package, the boot carried money, markets and display rules for three constants.
      // The app imports the contract's types only; they cost nothing at run time.
      treeshake: { moduleSideEffects: (id: string) => !/packages\/shared\/src\/|node_modules\/(zod|@noble|@scure)\//.test(id) },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true, ws: true } },
  },
});
