import { optionalText } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import { coinAdminSchema, CoinSettingsAdmin } from './coin-settings.admin.js';
import type { CoinsService } from './coins.service.js';

const tags = ['admin'];
const page = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) });
const paged = <T extends z.ZodType>(item: T) => envelope(z.object({ total: z.number(), items: z.array(item) }));
const flagField = optionalText(5).describe('1 on, 0 off');

/** The back office's coin settings (finance, operator): switches, minimums, fee, threshold, addresses; every call is audited. */
export function registerCoinsAdminRoutes(api: Api, s: { coins: CoinsService; admin: AdminService }): void {
  const by = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });
  const coins = requireAdmin(s.admin, { resource: 'coins' });
  const coinSettings = new CoinSettingsAdmin(s.coins, s.admin);

  api.get('/admin/coins', {
    preValidation: coins,
    schema: { tags, summary: 'Every wallet coin with its settings and deposit addresses', querystring: page, response: { 200: paged(coinAdminSchema) } },
  }, async (req) => ok(await coinSettings.list(by(req))));

  api.post('/admin/coins/:asset', {
    preValidation: coins,
    schema: { tags, summary: "Change a coin's settings; only the fields sent change (amounts as decimal strings)",
      params: z.object({ asset: z.string().max(20) }),
      body: z.object({
        deposit_enabled: flagField, withdraw_enabled: flagField, min_deposit: optionalText(60), min_withdraw: optionalText(60),
        withdraw_fee_bps: optionalText(10).describe('basis points, 300 = 3 %, at most 5000'), review_threshold: optionalText(60),
      }),
      response: { 200: envelope(coinAdminSchema) } },
  }, async (req) => ok(await coinSettings.update(by(req), req.params.asset, req.body)));

  api.post('/admin/coins/:asset/networks/:network', {
    preValidation: coins,
    schema: { tags, summary: "Set a network's deposit address (checked for the network), or clear it with an empty address",
      params: z.object({ asset: z.string().max(20), network: z.string().max(20) }), body: z.object({ address: optionalText(200) }),
      response: { 200: envelope(coinAdminSchema) } },
  }, async (req) => ok(await coinSettings.setAddress(by(req), req.params.asset, req.params.network, req.body.address)));
}
