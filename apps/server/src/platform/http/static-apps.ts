import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic, { type FastifyStaticOptions, type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the built user app and back office live, beside the server in the monorepo. */
export const defaultAppDirs = {
  web: fileURLToPath(new URL('../../../../web/dist', import.meta.url)),
  admin: fileURLToPath(new URL('../../../../admin/dist', import.meta.url)),
};

export type AppDirs = { web: string; admin: string };

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * The cache policy of a built file: Vite's hashed chunks (assets/) and the locale files under their content digest
 * (locales/<digest>/) never change under their URL, so browsers keep them a year without asking; everything else
 * (index.html, the favicon, whatever a release replaces under the same name) is revalidated by its ETag each time.
 */
export function cacheControlOf(filePath: string): string {
  const p = filePath.replace(/\\/g, '/');
  return /\/assets\/[^/]+$|\/locales\/[0-9a-f]{8,}\//.test(p) ? IMMUTABLE : REVALIDATE;
}

function setHeaders(res: SetHeadersResponse, filePath: string): void {
  res.setHeader('cache-control', cacheControlOf(filePath));
  // The answer depends on Accept-Encoding (a brotli, gzip or plain twin): shared caches must keep them apart.
  res.setHeader('vary', 'Accept-Encoding');
}

/**
 * @fastify/static for one built app: the brotli and gzip twins that the build made (vite-plugin-compression2) are
 * chosen by Accept-Encoding (`preCompressed`), ETag and 304 come from the plugin, the cache policy from the file's
 * path. The twins get no routes of their own. These routes are outside the /api scope: no rate limit counts them.
 */
const options = (root: string, prefix: string, decorateReply: boolean): FastifyStaticOptions => ({
  root, prefix, decorateReply, index: 'index.html', wildcard: false, preCompressed: true,
  cacheControl: false, etag: true, lastModified: true, setHeaders, globIgnore: ['**/*.br', '**/*.gz'],
});

const wantsPage = (request: FastifyRequest): boolean => request.method === 'GET' || request.method === 'HEAD';

const isFilePath = (url: string): boolean => /\.[a-z0-9]{2,5}$/i.test(url.split('?')[0] ?? '');

/**
 * Serves the built apps: the back office under /admin and the user app at /, each falling back to its
 * index.html so history routing works on reload. Missing builds are skipped (the API still runs).
 * A file that is not there (an old chunk after a release) is a plain-text 404, never the API's JSON envelope.
 */
export async function installStaticApps(app: FastifyInstance, dirs: AppDirs): Promise<{ fallback: (req: FastifyRequest, reply: FastifyReply) => FastifyReply | null }> {
  const hasWeb = existsSync(`${dirs.web}/index.html`);
  const hasAdmin = existsSync(`${dirs.admin}/index.html`);
  if (hasAdmin) await app.register(fastifyStatic, options(dirs.admin, '/admin/', !hasWeb));
  if (hasWeb) await app.register(fastifyStatic, options(dirs.web, '/', true));
  return {
    fallback(request, reply) {
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) return null;
      if (isFilePath(request.url) || !wantsPage(request)) {
        return reply.status(404).type('text/plain; charset=utf-8').header('cache-control', REVALIDATE).send('Not Found');
      }
      if (hasAdmin && (request.url === '/admin' || request.url.startsWith('/admin/') || request.url.startsWith('/admin?'))) {
        return reply.type('text/html').sendFile('index.html', dirs.admin);
      }
      if (hasWeb) return reply.type('text/html').sendFile('index.html', dirs.web);
      return null;
    },
  };
}
