import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenOf } from '../auth/guard.js';

/** The budgets of one window (one minute by default), each configurable by env (README, configuration). */
export type RateLimits = {
  /** Calls of one signed-in account (user or admin), wherever they come from. */
  perAccount: number;
  /** Anonymous calls of one address (everyone behind a carrier's NAT shares it). */
  perAddress: number;
  /** Calls of one address to the login, code and registration paths, signed in or not. */
  authPerAddress: number;
  windowMs: number;
};

export type RateLimitWiring = {
  limits: RateLimits;
  /** The account a session token stands for (`user:<id>`, `admin:<id>`), or null when it is no live session. */
  accountOf: (request: FastifyRequest, token: string) => Promise<string | null>;
  /** The route URLs (as registered, with the /api prefix) limited per address whoever calls: login, codes, registration. */
  addressOnly: ReadonlySet<string>;
};

const AUTH = 'auth-ip:';
const ADDRESS = 'ip:';

/** A websocket upgrade opens the realtime channel: it is not an API call and never counts. */
const isUpgrade = (request: FastifyRequest): boolean => request.headers.upgrade?.toLowerCase() === 'websocket';

/**
 * The API's rate limit (@fastify/rate-limit), registered inside the /api scope only, so the static files of the web
 * app and the back office never count. The key is the session's account for a signed-in call, the address for an
 * anonymous one and for the login, code and registration paths; each kind of key has its own budget. A refused call
 * throws a 429 error that the error handler answers with the translated envelope; the plugin adds Retry-After.
 */
export async function installApiRateLimit(api: FastifyInstance, w: RateLimitWiring): Promise<void> {
  await api.register(rateLimit, {
    timeWindow: w.limits.windowMs,
    async keyGenerator(request) {
      if (w.addressOnly.has(request.routeOptions.url ?? '')) return AUTH + request.ip;
      const token = tokenOf(request);
      const account = token ? await w.accountOf(request, token) : null;
      return account ?? ADDRESS + request.ip;
    },
    max: (_request, key) => key.startsWith(AUTH) ? w.limits.authPerAddress : key.startsWith(ADDRESS) ? w.limits.perAddress : w.limits.perAccount,
    allowList: (request) => isUpgrade(request),
    // No x-ratelimit-* headers on calls within the budget (nothing reads them; three headers less on every answer);
    // a refused call still carries them with Retry-After.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, ctx) => Object.assign(new Error('rate limited'), { statusCode: ctx.statusCode }),
  });
}
