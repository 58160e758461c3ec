import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

type HeaderList = readonly (readonly [string, string])[];

/**
 * The headers helmet sets on an answer, found once by running its middleware against a recording response: with a
 * fixed configuration (no function directives, no nonce) helmet sets the same headers on every answer, so the hot path
 * only sets a list (helmet's middleware chain built the content security policy text again on every request).
 */
export function helmetHeaders(options: Parameters<typeof helmet>[0]): HeaderList {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      for (let i = headers.length - 1; i >= 0; i--) if (headers[i]?.[0].toLowerCase() === name.toLowerCase()) headers.splice(i, 1);
    },
    getHeader: () => undefined,
  };
  let failed: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => { failed = err ?? null; });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return Object.freeze(headers.map((h) => Object.freeze(h)));
}

/**
 * The security headers of every answer (helmet's defaults and our content security policy), computed once at start
 * (docs/decisions.md, Speed): @fastify/helmet built helmet's middleware on every request, and even a middleware built
 * once builds the policy text per request.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
