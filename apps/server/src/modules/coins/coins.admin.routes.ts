import { coinsRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import { CoinSettingsAdmin } from './coin-settings.admin.js';
import type { CoinsService } from './coins.service.js';

/** The back office's coin settings (finance, operator): switches, minimums, fee, threshold, addresses; every call is audited. */
export function registerCoinsAdminRoutes(api: Api, s: { coins: CoinsService; admin: AdminService }): void {
  const by = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });
  const gate = { preValidation: requireAdmin(s.admin, { resource: 'coins' }) };
  const coinSettings = new CoinSettingsAdmin(s.coins, s.admin);

  serve(api, routes.list, gate, async (req) => coinSettings.list(by(req)));

  serve(api, routes.update, gate, async (req) => coinSettings.update(by(req), req.params.asset, req.body));

  serve(api, routes.setAddress, gate, async (req) => coinSettings.setAddress(by(req), req.params.asset, req.params.network, req.body.address));
}
