import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Serves the locale files as static JSON at /locales/<version>/<lang>/<ns>.json instead of one JS chunk each: the
 * app then needs no per-file chunk map in its entry (which grew with every namespace), only one version string.
 * The version is a digest of every locale file, so the URLs can be cached for ever and change with any text.
 */
export function localesPlugin(dir: string): Plugin {
  const files = (): string[] => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())
    .flatMap((lang) => readdirSync(join(dir, lang.name)).filter((f) => f.endsWith('.json')).map((f) => `${lang.name}/${f}`))
    .sort();
  const compact = (file: string): string => JSON.stringify(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  const version = (): string => createHash('sha256').update(files().map((f) => `${f}\n${compact(f)}`).join('\n')).digest('hex').slice(0, 12);
  return {
    name: 'candor-locales',
    config: () => ({ define: { __LOCALES_VERSION__: JSON.stringify(version()) } }),
    configureServer(server) {
      // Development: any version segment serves the current file, so edits show after a reload.
      server.middlewares.use((req, res, next) => {
        const m = /^\/locales\/[^/]+\/([a-z]+)\/([a-z0-9_-]+)\.json$/i.exec(req.url ?? '');
        if (!m) { next(); return; }
        try {
          const body = compact(`${m[1]}/${m[2]}.json`);
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(body);
        } catch {
          res.statusCode = 404;
          res.end();
        }
      });
    },
    generateBundle() {
      const v = version();
      for (const file of files()) this.emitFile({ type: 'asset', fileName: `locales/${v}/${file}`, source: compact(file) });
    },
  };
}
