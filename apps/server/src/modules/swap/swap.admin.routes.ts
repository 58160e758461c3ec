import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { SwapService } from './swap.service.js';
import { fiatRateOut, fiatRateSchema } from './swap.views.js';

const tags = ['admin'];
const page = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) });
const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === '1' || v === 'true'));
const setBody = z.object({
  rate: z.string().max(40).optional().describe('units of the currency per 1 USDT, a decimal string'),
  enabled: flag,
  decimals: z.coerce.number().int().min(0).max(8).optional().describe('places of the currency, only when adding it (default 2)'),
});

/** The back office's fiat rates (resource fiat_rates); every call, reads included, is audited. */
export function registerSwapAdminRoutes(api: Api, s: { swap: SwapService; admin: AdminService }): void {
  api.get('/admin/fiat-rates', {
    preValidation: requireAdmin(s.admin, { resource: 'fiat_rates' }),
    schema: { tags, summary: 'Fiat rates the operator set for the fiat swap (not market prices)', querystring: page,
      response: { 200: envelope(z.object({ total: z.number(), items: z.array(fiatRateSchema) })) } },
  }, async (req) => {
    const { items, total } = await s.swap.fiatRates.page(req.query.limit, (req.query.page - 1) * req.query.limit);
    await s.admin.audit(currentAdmin(req).id, 'fiat_rates.read', 'fiat_rates', { page: req.query.page, limit: req.query.limit }, req.ip);
    return ok({ total, items: items.map(fiatRateOut) });
  });

  api.post('/admin/fiat-rates/:code', {
    preValidation: requireAdmin(s.admin, { resource: 'fiat_rates' }),
    schema: { tags, summary: 'Set (or add) a fiat currency\'s rate per USDT and whether it may be swapped',
      params: z.object({ code: z.string().max(10) }), body: setBody, response: { 200: envelope(fiatRateSchema) } },
  }, async (req) => {
    const admin = currentAdmin(req);
    const { before, after } = await s.swap.fiatRates.set(req.params.code, req.body, admin.id);
    await s.admin.audit(admin.id, 'fiat_rates.set', `fiat_rate:${after.code}`, { before: before && fiatRateOut(before), after: fiatRateOut(after) }, req.ip);
    return ok(fiatRateOut(after));
  });
}
