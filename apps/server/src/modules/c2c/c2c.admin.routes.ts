import { c2cRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import { gateThenEmptyBody } from './c2c.body.js';
import type { C2cDesk } from './c2c.desk.js';
import type { C2cPayKinds } from './c2c.paykinds.js';

/**
 * The back office of C2C: merchant applications (c2c_merchants, compliance), bonds (c2c_bonds), ads (c2c_ads),
 * orders (c2c_orders), appeals with the chat (c2c_appeals, support), settings and payment kinds (c2c_settings).
 * Every call is audited.
 */
export function registerC2cAdminRoutes(api: Api, s: { desk: C2cDesk; payKinds: C2cPayKinds; admin: AdminService }): void {
  const gate = (resource: string) => requireAdmin(s.admin, { resource });
  const merchants = gate('c2c_merchants');
  const orders = gate('c2c_orders');
  const appeals = gate('c2c_appeals');
  const ads = gate('c2c_ads');
  const settings = gate('c2c_settings');
  const audit = (req: FastifyRequest, action: string, target: string, detail: Record<string, unknown>) =>
    s.admin.audit(currentAdmin(req).id, action, target, detail, req.ip);
  const by = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });

  serve(api, routes.adminMerchants, { preValidation: merchants }, async (req) => {
    const page = await s.desk.merchants(req.query);
    await audit(req, 'c2c.merchants.list', 'c2c_merchants', { ...req.query });
    return page;
  });
  serve(api, routes.adminApprove, { preValidation: gateThenEmptyBody(merchants) }, async (req) => {
    const m = await s.desk.approve(by(req), req.params.id);
    await audit(req, 'c2c.merchant.approve', `c2c_merchant:${m.id}`, { user_id: m.user_id, status: m.status });
    return m;
  });
  serve(api, routes.adminReject, { preValidation: gateThenEmptyBody(merchants) }, async (req) => {
    const m = await s.desk.reject(by(req), req.params.id, req.body.reason);
    await audit(req, 'c2c.merchant.reject', `c2c_merchant:${m.id}`, { user_id: m.user_id, reason: m.reason });
    return m;
  });
  serve(api, routes.adminSuspend, { preValidation: gateThenEmptyBody(merchants) }, async (req) => {
    const m = await s.desk.suspend(by(req), req.params.id, req.body.reason);
    await audit(req, 'c2c.merchant.suspend', `c2c_merchant:${m.id}`, { user_id: m.user_id, reason: m.reason });
    return m;
  });
  serve(api, routes.adminBonds, { preValidation: gate('c2c_bonds') }, async (req) => {
    const bonds = await s.desk.bonds();
    await audit(req, 'c2c.bonds.list', 'c2c_bonds', {});
    return bonds;
  });
  serve(api, routes.adminAds, { preValidation: ads }, async (req) => {
    const page = await s.desk.adsList(req.query);
    await audit(req, 'c2c.ads.list', 'c2c_ads', { ...req.query });
    return page;
  });
  serve(api, routes.adminAdOffline, { preValidation: gateThenEmptyBody(ads) }, async (req) => {
    const ad = await s.desk.adOffline(req.params.id);
    await audit(req, 'c2c.ad.offline', `c2c_ad:${ad.id}`, { merchant_id: ad.merchant.id });
    return ad;
  });
  serve(api, routes.adminOrders, { preValidation: orders }, async (req) => {
    const page = await s.desk.orders(req.query);
    await audit(req, 'c2c.orders.list', 'c2c_orders', { ...req.query });
    return page;
  });
  serve(api, routes.adminOrder, { preValidation: orders }, async (req) => {
    const order = await s.desk.order(req.params.id);
    await audit(req, 'c2c.order.read', `c2c_order:${order.id}`, {});
    return order;
  });
  serve(api, routes.adminAppeals, { preValidation: appeals }, async (req) => {
    const page = await s.desk.orders(req.query, true);
    await audit(req, 'c2c.appeals.list', 'c2c_appeals', { ...req.query });
    return page;
  });
  serve(api, routes.adminChat, { preValidation: appeals }, async (req) => {
    const chat = await s.desk.chat(req.params.id);
    await audit(req, 'c2c.chat.read', `c2c_order:${req.params.id}`, { messages: chat.length });
    return chat;
  });
  serve(api, routes.adminDecide, { preValidation: appeals }, async (req) => {
    const outcome = await s.desk.decide(by(req), req.params.id, req.body.decision);
    await audit(req, outcome.decided ? 'c2c.appeal.decide' : 'c2c.appeal.propose', `c2c_order:${req.params.id}`, {
      decision: req.body.decision, note: req.body.note ?? null, quantity: outcome.order.quantity, coin: outcome.order.coin,
    });
    return outcome;
  });
  serve(api, routes.adminSettings, { preValidation: settings }, async (req) => {
    const out = await s.desk.settings();
    await audit(req, 'c2c.settings.read', 'c2c_settings', {});
    return out;
  });
  serve(api, routes.adminSettingsSet, { preValidation: gateThenEmptyBody(settings) }, async (req) => {
    const out = await s.desk.saveSettings(by(req), req.body);
    await audit(req, 'c2c.settings', 'c2c_settings', { ...out });
    return out;
  });
  serve(api, routes.adminPayKinds, { preValidation: settings }, async (req) => {
    const kinds = await s.payKinds.list();
    await audit(req, 'c2c.pay_kinds.list', 'c2c_settings', {});
    return kinds;
  });
  serve(api, routes.adminPayKindAdd, { preValidation: settings }, async (req) => {
    const kind = await s.payKinds.add(req.body);
    await audit(req, 'c2c.pay_kind.add', `c2c_pay_kind:${kind.code}`, { name: kind.name, kind: kind.kind });
    return kind;
  });
  serve(api, routes.adminPayKindDisable, { preValidation: gateThenEmptyBody(settings) }, async (req) => {
    const kind = await s.payKinds.setEnabled(req.params.code, false);
    await audit(req, 'c2c.pay_kind.disable', `c2c_pay_kind:${kind.code}`, {});
    return kind;
  });
  serve(api, routes.adminPayKindEnable, { preValidation: gateThenEmptyBody(settings) }, async (req) => {
    const kind = await s.payKinds.setEnabled(req.params.code, true);
    await audit(req, 'c2c.pay_kind.enable', `c2c_pay_kind:${kind.code}`, {});
    return kind;
  });
}
