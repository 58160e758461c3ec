import { z } from 'zod';
import { decimal, idParams, text } from './common.js';
import { route } from './contract.js';

const tags = ['alerts'];
const adminTags = ['admin'];

/** above: the price rises to the value; below: it falls to it; move: the 24-hour change reaches the value in percent (either way). */
export const ALERT_KINDS = ['above', 'below', 'move'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_STATUSES = ['active', 'paused', 'fired'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
/** The same limit for every user. */
export const MAX_ACTIVE_ALERTS = 50;

export const priceAlert = z.object({
  id: z.number(), symbol: z.string(), kind: z.enum(ALERT_KINDS), value: decimal.describe('a price (above, below) or a percent (move)'),
  status: z.enum(ALERT_STATUSES), created_at: z.number(), fired_at: z.number().nullable(), fired_price: decimal.nullable(),
});
export type PriceAlert = z.output<typeof priceAlert>;

export const alertStats = z.object({
  active_by_symbol: z.array(z.object({ symbol: z.string(), active: z.number() })),
  fired_by_day: z.array(z.object({ day: z.string(), fired: z.number() })),
  push: z.object({ subscriptions: z.number(), sent: z.number(), failed: z.number(), dropped: z.number(), pending: z.number() }),
});
export type AlertStats = z.output<typeof alertStats>;

/** Price alerts (beyond the seed): each fires once, from the feed's ticks, into the notification centre. */
export const alertsRoutes = {
  list: route({ method: 'GET', path: '/alerts', tags, access: 'user', summary: 'Your price alerts, newest first', response: z.array(priceAlert) }),
  create: route({
    method: 'POST', path: '/alerts', tags, access: 'user', summary: `Set a price alert (at most ${MAX_ACTIVE_ALERTS} active)`,
    body: z.object({ symbol: text(30).optional(), kind: text(10).optional(), value: text(40).optional() }), response: priceAlert,
  }),
  remove: route({ method: 'POST', path: '/alerts/:id/delete', tags, access: 'user', summary: 'Delete one of your alerts', params: idParams, response: z.null() }),
  pause: route({ method: 'POST', path: '/alerts/:id/pause', tags, access: 'user', summary: 'Pause an active alert', params: idParams, response: priceAlert }),
  resume: route({ method: 'POST', path: '/alerts/:id/resume', tags, access: 'user', summary: 'Resume a paused alert', params: idParams, response: priceAlert }),
  adminStats: route({ method: 'GET', path: '/admin/alerts/stats', tags: adminTags, access: 'admin', summary: 'Active alerts per symbol, alerts fired per day (30 days), web push subscriptions and deliveries', response: alertStats }),
} as const;
