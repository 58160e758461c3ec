import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLang, type Lang } from '../i18n/messages.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** True when the request carries `X-Demo: 1`: trading code then runs against demo accounts. */
    demo: boolean;
  }
}

export function langOf(request: FastifyRequest): Lang {
  const raw = request.headers['lang'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return isLang(value) ? value : 'en';
}

/** Reads the `lang` and `X-Demo` headers of the seed's client into every request. */
export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('demo', false);
  // A callback hook, not an async one: no promise per request for work that never waits.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = langOf(request);
    const demo = request.headers['x-demo'];
    request.demo = (Array.isArray(demo) ? demo[0] : demo) === '1';
    done();
  });
}
