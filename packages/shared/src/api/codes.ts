import { z } from 'zod';
import { pageQuery, paged } from './common.js';
import { route } from './contract.js';

/** A message the platform sent, as dev/outbox shows it. */
export const outboxMessage = z.object({
  id: z.number(), channel: z.string(), destination: z.string(), code: z.string().nullable(), body: z.string(), created_at: z.number(),
});
export type OutboxMessage = z.output<typeof outboxMessage>;

/** A message the platform sent, with its subject, as the back office lists it. */
export const outboxRow = outboxMessage.extend({ subject: z.string() });
export type OutboxRow = z.output<typeof outboxRow>;

/** The code outbox: for tests and demos (dev/outbox, DEV_OUTBOX=1 only) and for support (admin/outbox). */
export const codesRoutes = {
  devOutbox: route({
    method: 'GET', path: '/dev/outbox', tags: ['dev'], access: 'public',
    summary: 'Latest messages to a destination (email, or area code-phone); DEV_OUTBOX=1 only',
    query: z.object({ to: z.string().max(254) }), response: z.array(outboxMessage),
  }),
  adminOutbox: route({
    method: 'GET', path: '/admin/outbox', tags: ['admin'], access: 'admin',
    summary: 'Messages the platform sent (codes included), newest first; search by destination. Always on, unlike dev/outbox',
    query: pageQuery.extend({ search: z.string().max(254).optional() }), response: paged(outboxRow),
  }),
} as const;
