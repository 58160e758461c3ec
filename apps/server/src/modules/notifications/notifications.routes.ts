import { alertsRoutes, notificationsRoutes as routes } from '@candor/shared';
import { currentUser, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import type { AlertsService } from '../alerts/index.js';
import { requireAdmin, type AdminService } from '../backoffice/index.js';
import type { NotificationsService } from './notifications.service.js';

/** A user's own notifications and web push subscriptions (packages/shared/src/api/notifications.ts). */
export function registerNotificationsRoutes(api: Api, s: { notifications: NotificationsService; sessions: SessionResolver }): void {
  const user = { preHandler: requireUser(s.sessions) };
  const n = s.notifications;
  serve(api, routes.list, user, (req) => n.list(currentUser(req).id, req.lang, req.query));
  serve(api, routes.unread, user, (req) => n.unread(currentUser(req).id));
  serve(api, routes.read, user, (req) => n.read(currentUser(req).id, req.params.id));
  // All fields optional: a POST with no body at all reads as an empty form.
  serve(api, routes.readAll, { ...user, preValidation: async (req) => { if (req.body === undefined && req.headers['content-type'] === undefined) req.body = {}; } },
    (req) => n.readAll(currentUser(req).id, req.body.kind));
  serve(api, routes.pushKey, {}, async () => ({ key: await n.push.ensureKeys() }));
  serve(api, routes.pushSubscribe, user, (req) => n.push.subscribe(currentUser(req).id, req.body));
  serve(api, routes.pushUnsubscribe, user, (req) => n.push.unsubscribe(currentUser(req).id, req.body.endpoint));
  serve(api, routes.pushStatus, user, (req) => n.push.status(currentUser(req).id, req.query.endpoint));
}

/** The back office's figures of alerts and web push (operator). */
export function registerNotificationsAdminRoutes(api: Api, s: { notifications: NotificationsService; alerts: AlertsService; admin: AdminService }): void {
  const gate = requireAdmin(s.admin, { resource: 'alerts_stats' });
  serve(api, alertsRoutes.adminStats, { preValidation: gate }, async () => ({ ...(await s.alerts.stats()), push: await s.notifications.push.stats() }));
}
