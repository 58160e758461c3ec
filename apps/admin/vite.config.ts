import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

/** The back office: served by the API server under /admin/ from apps/admin/dist. */
export default defineConfig({
  base: '/admin/',
  root: here('.'),
  // Brotli and gzip twins of every text file, made at build time; the server picks one by Accept-Encoding.
  plugins: [react(), compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })], logLevel: 'silent' })],
  // One React for the app, react-admin and MUI (the workspace root holds an older copy for other packages).
  // @candor/shared is read from its TypeScript sources, as the web app and the tests do.
  resolve: { dedupe: ['react', 'react-dom'], alias: { '@candor/shared': here('../../packages/shared/src/index.ts') } },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    // The manifest lets scripts/initial-size.mjs measure the first load (the entry and its static imports).
    manifest: true,
    rolldownOptions: {
      // As in the web app (apps/web/vite.config.ts): the shared contract, rules and address codecs only build objects
      // at module level, so the first load does not carry them (nor zod) unless a module it loads uses them.
      treeshake: { moduleSideEffects: (id: string) => !/packages\/shared\/src\/(api\/|rules\/|ledger\.ts|markets\.ts|addresses\.ts)|node_modules\/(zod|@noble|@scure)\//.test(id) },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
});
