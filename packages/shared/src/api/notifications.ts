import { z } from 'zod';
import { idParams, pageQuery, paged, text } from './common.js';
import { route } from './contract.js';

const tags = ['notifications'];

export const NOTIFICATION_KINDS = ['alert', 'order', 'settlement', 'deposit', 'withdrawal', 'support', 'announcement'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One entry of the notification centre, its texts in the request's language; `link` is the web app's page to open. */
export const notification = z.object({
  id: z.number(), kind: z.enum(NOTIFICATION_KINDS), title: z.string(), body: z.string(), link: z.string().nullable(),
  read: z.boolean(), created_at: z.number(),
});
export type Notification = z.output<typeof notification>;

export const unreadCounts = z.object({ total: z.number(), by_kind: z.record(z.string(), z.number()) });
export type UnreadCounts = z.output<typeof unreadCounts>;

/** The websocket's private `notifications` channel: a new notification and the unread total after it. */
export const notificationEvent = z.object({ notification, unread: z.number() });
export type NotificationEvent = z.output<typeof notificationEvent>;

/** A browser's PushSubscription, flat as a form carries it: its endpoint and its two keys. */
const subscription = z.object({ endpoint: text(1000).optional(), p256dh: text(200).optional(), auth: text(100).optional() });

/** The notification centre (beyond the seed) and its web push. */
export const notificationsRoutes = {
  list: route({
    method: 'GET', path: '/notifications', tags, access: 'user', summary: 'Your notifications, newest first (load more with page)',
    query: pageQuery.extend({ kind: z.enum(NOTIFICATION_KINDS).optional() }), response: paged(notification),
  }),
  unread: route({ method: 'GET', path: '/notifications/unread', tags, access: 'user', summary: 'Unread notifications: in all and by kind', response: unreadCounts }),
  read: route({ method: 'POST', path: '/notifications/:id/read', tags, access: 'user', summary: 'Mark one notification read', params: idParams, response: unreadCounts }),
  readAll: route({
    method: 'POST', path: '/notifications/read_all', tags, access: 'user', summary: 'Mark every notification read (of one kind if given)',
    body: z.object({ kind: z.enum(NOTIFICATION_KINDS).optional() }), response: unreadCounts,
  }),
  pushKey: route({ method: 'GET', path: '/notifications/push/key', tags, access: 'public', summary: 'The install\'s VAPID public key for web push', response: z.object({ key: z.string() }) }),
  pushSubscribe: route({ method: 'POST', path: '/notifications/push/subscribe', tags, access: 'user', summary: 'Send my notifications to this browser (a PushSubscription)', body: subscription, response: z.object({ id: z.number() }) }),
  pushUnsubscribe: route({ method: 'POST', path: '/notifications/push/unsubscribe', tags, access: 'user', summary: 'Stop web push to this browser', body: z.object({ endpoint: text(1000).optional() }), response: z.null() }),
  pushStatus: route({ method: 'GET', path: '/notifications/push/status', tags, access: 'user', summary: 'How many browsers receive your notifications', query: z.object({ endpoint: text(1000).optional() }), response: z.object({ subscriptions: z.number(), this_browser: z.boolean() }) }),
} as const;
