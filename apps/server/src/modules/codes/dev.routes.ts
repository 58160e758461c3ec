import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { fail } from '../../platform/http/errors.js';
import type { createOutboxRepo } from './codes.outbox.js';

const message = z.object({ id: z.number(), channel: z.string(), destination: z.string(), code: z.string().nullable(), body: z.string(), created_at: z.number() });

/** Only with DEV_OUTBOX=1 (refused in production): the latest codes sent to a destination, for tests and demos. */
export function registerDevRoutes(api: Api, s: { outbox: ReturnType<typeof createOutboxRepo>; devOutbox: boolean }): void {
  api.get('/dev/outbox', {
    schema: { tags: ['dev'], summary: 'Latest messages to a destination (email, or area code-phone); DEV_OUTBOX=1 only', querystring: z.object({ to: z.string().max(254) }), response: { 200: envelope(z.array(message)) } },
  }, async (req) => {
    if (!s.devOutbox) fail('dev_outbox_disabled');
    return ok(await s.outbox.latestTo(req.query.to.toLowerCase().replace(/^\+/, '')));
  });
}
