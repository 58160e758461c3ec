import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of every answer (helmet's defaults and our content security policy). helmet's middleware is
 * built once here: @fastify/helmet built it again on every request (parsing the policy each time), a measurable part
 * of an API call's cost in the profile (docs/decisions.md, Speed).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
