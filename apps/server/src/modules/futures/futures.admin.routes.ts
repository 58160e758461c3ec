import { futuresRoutes as routes } from '@candor/shared';
import type { Bus } from '../../platform/bus/bus.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import { contractOut } from './futures.contracts.js';
import type { FuturesModuleService } from './futures.module-service.js';

/** The back office's futures screens: contracts (terms only, audited edits), exposure, the insurance fund, positions. */
export function registerFuturesAdminRoutes(api: Api, s: { futures: FuturesModuleService; admin: AdminService; bus: Bus }): void {
  const contracts = { preValidation: requireAdmin(s.admin, { resource: 'futures_contracts' }) };
  const risk = { preValidation: requireAdmin(s.admin, { resource: 'futures_risk' }) };
  const f = s.futures;

  serve(api, routes.adminContracts, contracts, async () => (await f.trading.contracts.all()).map(contractOut));

  serve(api, routes.adminEditContract, contracts, async (req) => {
    const by = currentAdmin(req);
    const { before, after } = await f.trading.contracts.edit(req.params.symbol, req.body, by.id);
    // Every other API node drops its cached contracts: new orders there use the new terms too.
    s.bus.publish('futures.contracts', { symbol: after.symbol });
    await s.admin.audit(by.id, 'futures_contracts.edit', `futures_contract:${after.symbol}`, { before: contractOut(before), after: contractOut(after) }, req.ip);
    return contractOut(after);
  });

  serve(api, routes.adminExposure, risk, (req) => f.reports.exposure(req.query.mode));
  serve(api, routes.adminInsurance, risk, (req) => f.reports.insurance(req.query.mode, req.query.page, req.query.limit));
  serve(api, routes.adminPositions, risk, (req) => f.reports.positions(req.query));
}
