import { optionalText } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { currentAdmin, requireAdmin } from '../admin/admin.guard.js';
import type { AdminService } from '../admin/admin.service.js';
import { coinAdminSchema } from './coin-settings.admin.js';
import type { DepositsService } from './deposits.service.js';
import { depositReviewSchema } from './deposits.views.js';

const tags = ['admin'];
const page = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) });
const paged = <T extends z.ZodType>(item: T) => envelope(z.object({ total: z.number(), items: z.array(item) }));
const idParam = z.object({ id: z.coerce.number().int().min(1).max(2 ** 31) });
const flagField = optionalText(5).describe('1 on, 0 off');

/** The back office's deposit review queue and coin settings; every call is audited. */
export function registerDepositAdminRoutes(api: Api, s: { deposits: DepositsService; admin: AdminService }): void {
  const by = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });
  const deposits = requireAdmin(s.admin, { resource: 'deposits' });
  const coins = requireAdmin(s.admin, { resource: 'coins' });
  const { reviews, coinSettings } = s.deposits;

  api.get('/admin/deposits', {
    preValidation: deposits,
    schema: { tags, summary: 'Deposit requests, newest first, by status (processing is the review queue)',
      querystring: page.extend({ status: z.enum(['processing', 'approved', 'rejected']).optional() }), response: { 200: paged(depositReviewSchema) } },
  }, async (req) => ok(await reviews.list(by(req), req.query)));

  api.get('/admin/deposits/:id', {
    preValidation: deposits,
    schema: { tags, summary: 'One deposit request with its approvals', params: idParam, response: { 200: envelope(depositReviewSchema) } },
  }, async (req) => ok(await reviews.get(by(req), req.params.id)));

  api.post('/admin/deposits/:id/approve', {
    preValidation: deposits,
    schema: { tags, summary: 'Approve: credits the user, or at or above the review threshold records the first of two approvals by different admins',
      params: idParam, response: { 200: envelope(z.object({ outcome: z.enum(['awaiting_second_approval', 'approved']), deposit: depositReviewSchema })) } },
  }, async (req) => ok(await reviews.approve(by(req), req.params.id)));

  api.post('/admin/deposits/:id/reject', {
    preValidation: deposits,
    schema: { tags, summary: 'Reject with a reason; nothing is credited and the record keeps the reason',
      params: idParam, body: z.object({ reason: optionalText(1000) }), response: { 200: envelope(depositReviewSchema) } },
  }, async (req) => ok(await reviews.reject(by(req), req.params.id, req.body.reason)));

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
