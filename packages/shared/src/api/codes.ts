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

/** A message sent through a provider (SMTP, HTTP SMS), as the back office lists it: never the message itself. */
export const deliveryRow = z.object({
  id: z.number(), channel: z.string(), provider: z.string(), destination: z.string(), subject: z.string(),
  status: z.enum(['sending', 'sent', 'failed', 'dead']), attempts: z.number(), last_error: z.string().nullable(),
  next_attempt_at: z.number().nullable(), created_at: z.number(), sent_at: z.number().nullable(),
});
export type DeliveryRow = z.output<typeof deliveryRow>;

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
  adminDeliveries: route({
    method: 'GET', path: '/admin/deliveries', tags: ['admin'], access: 'admin',
    summary: 'Code deliveries through SMTP and the SMS gateway: status, tries, last error (failures are retried by the job runner)',
    query: pageQuery.extend({ search: z.string().max(254).optional(), status: z.enum(['sending', 'sent', 'failed', 'dead']).optional() }),
    response: paged(deliveryRow),
  }),
} as const;
