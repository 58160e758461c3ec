import { optionsRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import { durationOut, symbolOut } from './options.products.js';
import type { OptionsService } from './options.service.js';

/** The back office's option screens: products (terms only, audited edits), exposure, settlement history with citations. */
export function registerOptionsAdminRoutes(api: Api, s: { options: OptionsService; admin: AdminService }): void {
  const products = { preValidation: requireAdmin(s.admin, { resource: 'option_products' }) };
  const risk = { preValidation: requireAdmin(s.admin, { resource: 'option_risk' }) };
  const o = s.options;

  serve(api, routes.adminProducts, products, async () => ({
    durations: (await o.products.durations()).map(durationOut), symbols: (await o.products.symbols()).map(symbolOut),
  }));
  serve(api, routes.adminEditDuration, products, async (req) => {
    const by = currentAdmin(req);
    const { before, after } = await o.products.editDuration(req.params.seconds, req.body, by.id);
    await s.admin.audit(by.id, 'option_products.edit_duration', `option_duration:${after.seconds}`, { before: durationOut(before), after: durationOut(after) }, req.ip);
    return durationOut(after);
  });
  serve(api, routes.adminEditSymbol, products, async (req) => {
    const by = currentAdmin(req);
    const { before, after } = await o.products.editSymbol(req.params.symbol, req.body, by.id);
    await s.admin.audit(by.id, 'option_products.edit_symbol', `option_symbol:${after.symbol}`, { before: symbolOut(before), after: symbolOut(after) }, req.ip);
    return symbolOut(after);
  });
  serve(api, routes.adminExposure, risk, (req) => o.reports.exposure(req.query.mode));
  serve(api, routes.adminSettlements, risk, (req) => o.reports.settlements(req.query));
}
