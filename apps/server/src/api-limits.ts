import { authRoutes, backofficeRoutes, type RouteSpec } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import type { AdminService } from './modules/backoffice/index.js';
import type { UsersService } from './modules/users/index.js';
import { sessionUserOf } from './platform/auth/guard.js';
import type { RateLimitWiring } from './platform/http/rate-limits.js';

/**
 * The login, code and registration paths (with their aliases): limited per address whoever calls, signed in or not,
 * so a session cannot be used to try more passwords or send more codes than an address may.
 */
const addressOnlyRoutes: readonly RouteSpec[] = [
  ...Object.values(authRoutes).filter((r) => r !== authRoutes.logout),
  backofficeRoutes.login,
];

export const addressOnlyPaths: ReadonlySet<string> = new Set(addressOnlyRoutes
  .flatMap((r) => [r.path, ...(r.aliases ?? []).map((a) => a.path)])
  .map((path) => `/api${path}`));

const isAdminCall = (request: FastifyRequest): boolean => (request.routeOptions.url ?? '').startsWith('/api/admin/');

/** The API's rate limit: budgets from the config, a signed-in call keyed by its account (user or admin session). */
export function apiRateLimits(config: Config, s: { users: UsersService; admins: AdminService }): RateLimitWiring {
  return {
    limits: {
      perAccount: config.rateLimitPerMinute,
      perAddress: config.rateLimitAnonPerMinute,
      authPerAddress: config.rateLimitAuthPerMinute,
      windowMs: 60_000,
    },
    addressOnly: addressOnlyPaths,
    async accountOf(request, token) {
      if (isAdminCall(request)) {
        const admin = await s.admins.resolve(token);
        return admin ? `admin:${admin.id}` : null;
      }
      const user = await sessionUserOf(request, s.users.sessions, token);
      return user ? `user:${user.id}` : null;
    },
  };
}
