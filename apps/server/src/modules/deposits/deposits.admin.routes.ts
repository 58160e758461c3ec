import { optionalText } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { DepositsService } from './deposits.service.js';
import { depositReviewSchema } from './deposits.views.js';

const tags = ['admin'];
const page = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) });
const paged = <T extends z.ZodType>(item: T) => envelope(z.object({ total: z.number(), items: z.array(item) }));
const idParam = z.object({ id: z.coerce.number().int().min(1).max(2 ** 31) });

/** The back office's deposit review queue; every call is audited. */
export function registerDepositAdminRoutes(api: Api, s: { deposits: DepositsService; admin: AdminService }): void {
  const by = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });
  const deposits = requireAdmin(s.admin, { resource: 'deposits' });
  const { reviews } = s.deposits;

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
}
