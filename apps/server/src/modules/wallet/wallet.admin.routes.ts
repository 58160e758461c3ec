import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import { liabilitiesSchema } from './wallet.reports.js';
import type { WalletService } from './wallet.service.js';
import { adminStatementLineSchema, balanceRowSchema } from './wallet.views.js';

const tags = ['admin'];
const statementQuery = z.object({
  user_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  asset: z.string().max(20).optional(),
});
const statementData = z.object({
  user_id: z.number(), total: z.number(), items: z.array(adminStatementLineSchema),
  balances: z.array(balanceRowSchema).describe("the user's current balances in every mode"),
});

/** The back office's ledger reads; every call is written to the audit log. */
export function registerWalletAdminRoutes(api: Api, s: { wallet: WalletService; admin: AdminService }): void {
  api.get('/admin/statements', {
    preValidation: requireAdmin(s.admin, { resource: 'statements' }),
    schema: { tags, summary: "A user's ledger statement over every mode (actor, reason, entry) and current balances", querystring: statementQuery, response: { 200: envelope(statementData) } },
  }, async (req) => {
    const q = req.query;
    // Audited before the read, so a look-up of a user that does not exist is on record too.
    await s.admin.audit(currentAdmin(req).id, 'statements.read', `user:${q.user_id}`, { page: q.page, asset: q.asset ?? null }, req.ip);
    return ok(await s.wallet.reports.userStatement({ userId: q.user_id, asset: q.asset, page: q.page, limit: q.limit }));
  });

  api.get('/admin/liabilities', {
    preValidation: requireAdmin(s.admin, { resource: 'liabilities' }),
    schema: { tags, summary: 'Proof of liabilities: per asset and mode, user balances against platform accounts; journal balance', response: { 200: envelope(liabilitiesSchema) } },
  }, async (req) => {
    await s.admin.audit(currentAdmin(req).id, 'liabilities.read', 'ledger', {}, req.ip);
    return ok(await s.wallet.reports.liabilities());
  });
}
