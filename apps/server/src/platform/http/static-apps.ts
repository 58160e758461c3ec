import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the built user app and back office live, beside the server in the monorepo. */
export const defaultAppDirs = {
  web: fileURLToPath(new URL('../../../../web/dist', import.meta.url)),
  admin: fileURLToPath(new URL('../../../../admin/dist', import.meta.url)),
};

export type AppDirs = { web: string; admin: string };

const wantsPage = (request: FastifyRequest): boolean =>
  request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';

/**
 * Serves the built apps: the back office under /admin and the user app at /, each falling back to its
 * index.html so history routing works on reload. Missing builds are skipped (the API still runs).
 */
export async function installStaticApps(app: FastifyInstance, dirs: AppDirs): Promise<{ fallback: (req: FastifyRequest, reply: FastifyReply) => FastifyReply | null }> {
  const hasWeb = existsSync(`${dirs.web}/index.html`);
  const hasAdmin = existsSync(`${dirs.admin}/index.html`);
  if (hasAdmin) {
    await app.register(fastifyStatic, { root: dirs.admin, prefix: '/admin/', decorateReply: !hasWeb, index: 'index.html', wildcard: false });
  }
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dirs.web, prefix: '/', index: 'index.html', wildcard: false });
  }
  return {
    fallback(request, reply) {
      if (!wantsPage(request)) return null;
      if (hasAdmin && (request.url === '/admin' || request.url.startsWith('/admin/'))) {
        return reply.type('text/html').sendFile('index.html', dirs.admin);
      }
      if (hasWeb && !/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? '')) {
        return reply.type('text/html').sendFile('index.html', dirs.web);
      }
      return null;
    },
  };
}
