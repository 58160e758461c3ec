import { usersRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import { toPublicUser, type UsersService } from './users.service.js';

/** The users list of the back office (support, compliance, finance, operator); every read is audited. */
export function registerUsersAdminRoutes(api: Api, s: { users: UsersService; admin: AdminService }): void {
  serve(api, routes.adminList, { preValidation: requireAdmin(s.admin, { resource: 'users' }) }, async (req) => {
    const { page, limit, search } = req.query;
    const { rows, total } = await s.users.list({ search, limit, offset: (page - 1) * limit });
    await s.admin.audit(currentAdmin(req).id, 'users.list', 'users', { page, search: search ?? null }, req.ip);
    return { total, items: rows.map(toPublicUser) };
  });
}
