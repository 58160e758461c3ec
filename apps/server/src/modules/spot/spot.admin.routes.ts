import { formatAmount, spotRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { SpotService } from './spot.service.js';

/** The back office's list of spot trades (resource spot_trades): every book, simulated participants' trades named. */
export function registerSpotAdminRoutes(api: Api, s: { spot: SpotService; admin: AdminService }): void {
  serve(api, routes.adminTrades, { preValidation: requireAdmin(s.admin, { resource: 'spot_trades' }) }, async (req) => {
    const { page, limit, mode } = req.query;
    const symbol = req.query.symbol ? s.spot.market(req.query.symbol).symbol : undefined;
    await s.admin.audit(currentAdmin(req).id, 'spot_trades.list', 'spot_trades', { symbol: symbol ?? null, mode: mode ?? null, page }, req.ip);
    const { rows, total } = await s.spot.tradesPage({ symbol, mode, limit, offset: (page - 1) * limit });
    return {
      total,
      items: rows.map((t) => ({
        id: t.id, symbol: t.symbol, mode: t.mode, price: formatAmount(t.price_atoms), amount: formatAmount(t.qty_atoms), quote: formatAmount(t.quote_atoms),
        side: t.taker_side, time: t.created_at, simulated: t.simulated === 1,
      })),
    };
  });
}
