import { accountRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { AccountService } from './account.service.js';

/** A user's account security in the back office (the users resource's roles); every read is audited. */
export function registerAccountAdminRoutes(api: Api, s: { account: AccountService; admin: AdminService }): void {
  serve(api, routes.adminUserSecurity, { preValidation: requireAdmin(s.admin, { resource: 'users' }) }, async (req) => {
    const out = await s.account.securityOf(req.params.id);
    await s.admin.audit(currentAdmin(req).id, 'users.security', `user:${req.params.id}`, {}, req.ip);
    return out;
  });
}
