import { openapiRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { ApiKeys } from './apikeys.service.js';

/** The back office of API keys (resource api_keys): every user's keys, and revoking one. Every call is audited. */
export function registerOpenapiAdminRoutes(api: Api, s: { keys: ApiKeys; admin: AdminService }): void {
  const gate = requireAdmin(s.admin, { resource: 'api_keys' });
  serve(api, routes.adminList, { preValidation: gate }, async (req) => {
    const page = await s.keys.adminList({ userId: req.query.user_id, page: req.query.page, limit: req.query.limit });
    await s.admin.audit(currentAdmin(req).id, 'api_keys.list', 'api_keys', { user_id: req.query.user_id ?? null }, req.ip);
    return page;
  });
  serve(api, routes.adminRevoke, {
    preValidation: async function (request, reply) {
      await gate.call(this, request, reply);
      if (request.body === undefined && request.headers['content-type'] === undefined) request.body = {};
    },
  }, async (req) => {
    const key = await s.keys.revoke(currentAdmin(req).id, req.params.id);
    await s.admin.audit(currentAdmin(req).id, 'api_key.revoke', `api_key:${key.id}`, { user_id: key.user_id, label: key.label }, req.ip);
    return key;
  });
}
