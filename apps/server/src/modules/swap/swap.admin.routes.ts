import { swapRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { SwapService } from './swap.service.js';
import { fiatRateOut } from './swap.views.js';

/** The back office's fiat rates (resource fiat_rates); every call, reads included, is audited. */
export function registerSwapAdminRoutes(api: Api, s: { swap: SwapService; admin: AdminService }): void {
  const admin = { preValidation: requireAdmin(s.admin, { resource: 'fiat_rates' }) };

  serve(api, routes.fiatRates, admin, async (req) => {
    const { page, limit } = req.query;
    const { items, total } = await s.swap.fiatRates.page(limit, (page - 1) * limit);
    await s.admin.audit(currentAdmin(req).id, 'fiat_rates.read', 'fiat_rates', { page, limit }, req.ip);
    return { total, items: items.map(fiatRateOut) };
  });

  serve(api, routes.setFiatRate, admin, async (req) => {
    const by = currentAdmin(req);
    const { before, after } = await s.swap.fiatRates.set(req.params.code, req.body, by.id);
    await s.admin.audit(by.id, 'fiat_rates.set', `fiat_rate:${after.code}`, { before: before && fiatRateOut(before), after: fiatRateOut(after) }, req.ip);
    return fiatRateOut(after);
  });
}
