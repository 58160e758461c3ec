import { adminLoginBody, optionalText, updatePasswordBody } from '@candor/shared';
import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { tokenOf } from '../../platform/auth/guard.js';
import { ADMIN_ROLES } from './backoffice.access.js';
import { currentAdmin, requireAdmin } from './backoffice.guard.js';
import { registerJobsRoutes } from './backoffice.jobs.routes.js';
import { registerFourEyesRoutes } from './four-eyes.routes.js';
import { registerAdminListRoutes } from './backoffice.lists.routes.js';
import type { AdminService } from './backoffice.service.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';

const tags = ['admin'];
const stage = z.enum(['totp_setup', 'password_change', 'full']);
const me = z.object({
  id: z.number(), username: z.string(), role: z.enum(ADMIN_ROLES), must_change_password: z.boolean(), totp_enabled: z.boolean(),
  stage, resources: z.array(z.string()).describe('the back-office resources the role may open (the menu)'),
});
const loginBody = adminLoginBody.extend({ totp: optionalText(12).describe('6-digit authenticator code, required once TOTP is set up') });
const enrolment = z.object({ secret: z.string(), uri: z.string(), qr: z.string().describe('PNG data URL of the otpauth URI') });

/**
 * The back office API. Sign-in: password (+ TOTP code once enrolled). A session without a second factor yet is
 * limited to totp/setup, totp/enable, me and logout; one with a one-time password to password, me and logout.
 */
export function registerAdminRoutes(api: Api, s: { admin: AdminService; jobs: Scheduler }): void {
  const anyStage = requireAdmin(s.admin, { stages: 'any' });

  api.post('/admin/login', {
    schema: { tags, summary: 'Admin login: password, then the TOTP code once set up (separate from user sessions)', body: loginBody,
      response: { 200: envelope(z.object({ token: z.string(), expires_at: z.number(), stage, admin: me })) } },
  }, async (req) => ok(await s.admin.login(req.body.username, req.body.password, req.ip, req.body.totp)));

  api.post('/admin/logout', { preValidation: anyStage, schema: { tags, summary: 'End the admin session', response: { 200: envelope(z.null()) } } },
    async (req) => {
      await s.admin.logout(currentAdmin(req), tokenOf(req) as string, req.ip);
      return ok(null);
    });

  api.get('/admin/me', { preValidation: anyStage, schema: { tags, summary: 'The signed-in admin, the session stage and the resources of the role', response: { 200: envelope(me) } } },
    async (req) => ok(s.admin.me(currentAdmin(req))));

  api.post('/admin/totp/setup', {
    preValidation: requireAdmin(s.admin, { stages: ['totp_setup'] }),
    schema: { tags, summary: 'Start TOTP enrolment: a fresh secret (kept server-side as pending), its otpauth URI and QR code', response: { 200: envelope(enrolment) } },
  }, async (req) => ok(await s.admin.totpSetup(currentAdmin(req), req.ip)));

  api.post('/admin/totp/enable', {
    preValidation: requireAdmin(s.admin, { stages: ['totp_setup'] }),
    schema: { tags, summary: 'Confirm enrolment with a code of the pending secret; upgrades the session', body: z.object({ code: optionalText(12) }), response: { 200: envelope(me) } },
  }, async (req) => ok(await s.admin.totpEnable(currentAdmin(req), req.body.code, req.ip)));

  api.post('/admin/password', {
    preValidation: requireAdmin(s.admin, { stages: ['password_change', 'full'] }),
    schema: { tags, summary: 'Change the own password (12+ characters); other sessions end', body: updatePasswordBody, response: { 200: envelope(me) } },
  }, async (req) => ok(await s.admin.changePassword(currentAdmin(req), req.body, req.ip)));

  registerAdminListRoutes(api, s);
  registerJobsRoutes(api, s);
  registerFourEyesRoutes(api, s);
}
