import { backofficeRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { tokenOf } from '../../platform/auth/guard.js';
import { currentAdmin, requireAdmin } from './backoffice.guard.js';
import { registerJobsRoutes } from './backoffice.jobs.routes.js';
import { registerFourEyesRoutes } from './four-eyes.routes.js';
import { registerAdminListRoutes } from './backoffice.lists.routes.js';
import type { AdminService } from './backoffice.service.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';

/**
 * The back office API (packages/shared/src/api/backoffice.ts). Sign-in: password (+ TOTP code once enrolled). A
 * session without a second factor yet is limited to totp/setup, totp/enable, me and logout; one with a one-time
 * password to password, me and logout.
 */
export function registerAdminRoutes(api: Api, s: { admin: AdminService; jobs: Scheduler }): void {
  const anyStage = { preValidation: requireAdmin(s.admin, { stages: 'any' }) };
  const enrolling = { preValidation: requireAdmin(s.admin, { stages: ['totp_setup'] }) };

  serve(api, routes.login, {}, async (req) => s.admin.login(req.body.username, req.body.password, req.ip, req.body.totp));

  serve(api, routes.logout, anyStage, async (req) => {
    await s.admin.logout(currentAdmin(req), tokenOf(req) as string, req.ip);
    return null;
  });

  serve(api, routes.me, anyStage, async (req) => s.admin.me(currentAdmin(req)));

  serve(api, routes.totpSetup, enrolling, async (req) => s.admin.totpSetup(currentAdmin(req), req.ip));

  serve(api, routes.totpEnable, enrolling, async (req) => s.admin.totpEnable(currentAdmin(req), req.body.code, req.ip));

  serve(api, routes.password, { preValidation: requireAdmin(s.admin, { stages: ['password_change', 'full'] }) },
    async (req) => s.admin.changePassword(currentAdmin(req), req.body, req.ip));

  registerAdminListRoutes(api, s);
  registerJobsRoutes(api, s);
  registerFourEyesRoutes(api, s);
}
