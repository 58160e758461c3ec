import { walletRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { WalletService } from './wallet.service.js';

/** The back office's ledger reads; every call is written to the audit log. */
export function registerWalletAdminRoutes(api: Api, s: { wallet: WalletService; admin: AdminService; trial: boolean }): void {
  serve(api, routes.adminStatement, { preValidation: requireAdmin(s.admin, { resource: 'statements' }) }, async (req) => {
    const q = req.query;
    // Audited before the read, so a look-up of a user that does not exist is on record too.
    await s.admin.audit(currentAdmin(req).id, 'statements.read', `user:${q.user_id}`, { page: q.page, asset: q.asset ?? null }, req.ip);
    return s.wallet.reports.userStatement({ userId: q.user_id, asset: q.asset, page: q.page, limit: q.limit });
  });

  serve(api, routes.liabilities, { preValidation: requireAdmin(s.admin, { resource: 'liabilities' }) }, async (req) => {
    await s.admin.audit(currentAdmin(req).id, 'liabilities.read', 'ledger', {}, req.ip);
    return { ...(await s.wallet.reports.liabilities()), trial_liquidity: s.trial };
  });
}
