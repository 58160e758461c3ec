import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

const MAX_DEPTH = 64;

/** Whether a parsed body, query or params value holds U+0000 in a string or a key (nesting past 64 levels is not walked). */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL cannot store U+0000 in text and fails the whole query on one (SQLite keeps it), so a NUL in any field
 * would answer 500 on one database and pass on the other. No field of the API has a use for it: a request that
 * carries one is refused as unreadable before schemas and handlers see it.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // A request with no body at all (no content type) is an empty form: a route whose fields are all optional accepts
    // it, and one with required fields names the missing field instead of "body". A body of another kind the route
    // does not read (multipart to a form route) stays refused.
    const noBody = request.body === undefined && request.headers['content-type'] === undefined;
    if (noBody && request.routeOptions.schema?.body !== undefined) request.body = {};
    done(hasNul(request.query) || hasNul(request.params) || hasNul(request.body) ? new AppError('invalid_request') : undefined);
  });
}
