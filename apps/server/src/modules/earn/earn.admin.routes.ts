import { earnRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { fail } from '../../platform/http/errors.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { EarnService } from './earn.service.js';

const pageOf = (q: { page: number; limit: number }) => ({ limit: q.limit, offset: (q.page - 1) * q.limit });

/** The back office of earn: products of each kind (audited), the earn account and its four-eyes funding, payouts, holdings. */
export function registerEarnAdminRoutes(api: Api, s: { earn: EarnService; admin: AdminService }): void {
  const products = { preValidation: requireAdmin(s.admin, { resource: 'earn_products' }) };
  const account = { preValidation: requireAdmin(s.admin, { resource: 'earn_account' }) };
  const holdings = { preValidation: requireAdmin(s.admin, { resource: 'earn_holdings' }) };
  const cat = s.earn.catalog;
  const acc = s.earn.account;
  const audit = (req: FastifyRequest, action: string, target: string, detail: Record<string, unknown>) =>
    s.admin.audit(currentAdmin(req).id, action, target, detail, req.ip);
  const by = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });
  const plain = (v: unknown) => JSON.parse(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x))) as Record<string, unknown>;

  serve(api, routes.adminTrust, products, () => cat.trustList());
  serve(api, routes.adminCreateTrust, products, async (req) => {
    const r = await cat.saveTrust(null, req.body, currentAdmin(req).id);
    await audit(req, 'earn.trust.create', `earn_trust:${r.after.id}`, { after: plain(r.after) });
    return cat.trustOut(r.after);
  });
  serve(api, routes.adminEditTrust, products, async (req) => {
    const r = await cat.saveTrust(req.params.id, req.body, currentAdmin(req).id);
    await audit(req, 'earn.trust.edit', `earn_trust:${r.after.id}`, { before: plain(r.before), after: plain(r.after) });
    return cat.trustOut(r.after);
  });
  serve(api, routes.adminPauseTrust, products, async (req) => {
    await cat.pause('trust', req.params.id, req.body.paused, currentAdmin(req).id);
    await audit(req, 'earn.trust.pause', `earn_trust:${req.params.id}`, { paused: req.body.paused });
    return cat.trustOut((await s.earn.context.repo.trustProduct(req.params.id)) ?? fail('earn_product_not_found'));
  });
  serve(api, routes.adminUplan, products, () => cat.uplanSettings());
  serve(api, routes.adminEditUplan, products, async (req) => {
    const out = await cat.saveUplan(req.body, currentAdmin(req).id);
    await audit(req, 'earn.uplan.edit', 'earn_uplan:1', { daily_rate_ppm: req.body.daily_rate_ppm ?? null, paused: req.body.paused ?? null });
    return out;
  });

  serve(api, routes.adminQuantify, products, () => cat.quantifyList());
  serve(api, routes.adminCreateQuantify, products, async (req) => {
    const r = await cat.saveQuantify(null, req.body, currentAdmin(req).id);
    await audit(req, 'earn.quantify.create', `earn_quantify:${r.after.id}`, { after: plain(r.after) });
    return cat.quantifyOut(r.after);
  });
  serve(api, routes.adminEditQuantify, products, async (req) => {
    const r = await cat.saveQuantify(req.params.id, req.body, currentAdmin(req).id);
    await audit(req, 'earn.quantify.edit', `earn_quantify:${r.after.id}`, { before: plain(r.before), after: plain(r.after) });
    return cat.quantifyOut(r.after);
  });
  serve(api, routes.adminPauseQuantify, products, async (req) => {
    await cat.pause('quantify', req.params.id, req.body.paused, currentAdmin(req).id);
    await audit(req, 'earn.quantify.pause', `earn_quantify:${req.params.id}`, { paused: req.body.paused });
    return cat.quantifyOut((await s.earn.context.repo.quantifyPlan(req.params.id)) ?? fail('earn_product_not_found'));
  });

  serve(api, routes.adminMining, products, () => cat.machineList());
  serve(api, routes.adminCreateMining, products, async (req) => {
    const r = await cat.saveMachine(null, req.body, currentAdmin(req).id);
    await audit(req, 'earn.mining.create', `earn_mining:${r.after.id}`, { after: plain(r.after) });
    return cat.machineOut(r.after);
  });
  serve(api, routes.adminEditMining, products, async (req) => {
    const r = await cat.saveMachine(req.params.id, req.body, currentAdmin(req).id);
    await audit(req, 'earn.mining.edit', `earn_mining:${r.after.id}`, { before: plain(r.before), after: plain(r.after) });
    return cat.machineOut(r.after);
  });
  serve(api, routes.adminPauseMining, products, async (req) => {
    await cat.pause('mining', req.params.id, req.body.paused, currentAdmin(req).id);
    await audit(req, 'earn.mining.pause', `earn_mining:${req.params.id}`, { paused: req.body.paused });
    return cat.machineOut((await s.earn.context.repo.machine(req.params.id)) ?? fail('earn_product_not_found'));
  });

  serve(api, routes.adminAccount, account, () => acc.overview());
  serve(api, routes.adminFundings, account, (req) => acc.fundings(pageOf(req.query)));
  serve(api, routes.adminProposeFunding, account, (req) => acc.propose(by(req), req.body));
  serve(api, routes.adminApproveFunding, account, (req) => acc.approve(by(req), req.params.id));
  serve(api, routes.adminRejectFunding, account, (req) => acc.reject(by(req), req.params.id));
  serve(api, routes.adminPayouts, account, (req) => acc.payouts(req.query.days, req.query.coin));
  serve(api, routes.adminHoldings, holdings, (req) => acc.holdings({ ...pageOf(req.query), user_id: req.query.user_id, kind: req.query.kind }));
}
