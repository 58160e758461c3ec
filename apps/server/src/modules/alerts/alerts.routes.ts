import { alertsRoutes as routes } from '@candor/shared';
import { currentUser, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import type { AlertsService } from './alerts.service.js';

/** A user's own price alerts (packages/shared/src/api/alerts.ts); demo and guest users may set them too (no money moves). */
export function registerAlertsRoutes(api: Api, s: { alerts: AlertsService; sessions: SessionResolver }): void {
  const user = { preHandler: requireUser(s.sessions) };
  serve(api, routes.list, user, (req) => s.alerts.list(currentUser(req).id));
  serve(api, routes.create, user, (req) => s.alerts.create(currentUser(req).id, req.body));
  serve(api, routes.remove, user, (req) => s.alerts.remove(currentUser(req).id, req.params.id));
  serve(api, routes.pause, user, (req) => s.alerts.pause(currentUser(req).id, req.params.id));
  serve(api, routes.resume, user, (req) => s.alerts.resume(currentUser(req).id, req.params.id));
}
