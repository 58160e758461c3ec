import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { WithdrawalsService } from './withdrawals.service.js';
import { adminListQuery, emptyBodyAsForm, idField, payBody, rejectBody } from './withdrawals.schemas.js';
import { adminWithdrawalSchema } from './withdrawals.views.js';

const tags = ['admin'];
const params = z.object({ id: idField });

/** The back-office review of withdrawals (resource withdrawals); every call, reads included, is audited. */
export function registerWithdrawalsAdminRoutes(api: Api, s: { withdrawals: WithdrawalsService; admin: AdminService }): void {
  const gate = requireAdmin(s.admin, { resource: 'withdrawals' });
  const audit = (req: FastifyRequest, action: string, target: string, detail: Record<string, unknown>) =>
    s.admin.audit(currentAdmin(req).id, action, target, detail, req.ip);

  api.get('/admin/withdrawals', {
    preValidation: gate,
    schema: { tags, summary: 'Withdrawals to review, newest first; status filters', querystring: adminListQuery,
      response: { 200: envelope(z.object({ total: z.number(), items: z.array(adminWithdrawalSchema) })) } },
  }, async (req) => {
    const page = await s.withdrawals.review.list(req.query);
    await audit(req, 'withdrawals.list', 'withdrawals', { ...req.query });
    return ok(page);
  });

  api.get('/admin/withdrawals/:id', {
    preValidation: gate, schema: { tags, summary: 'One withdrawal with its review state', params, response: { 200: envelope(adminWithdrawalSchema) } },
  }, async (req) => {
    const withdrawal = await s.withdrawals.review.get(req.params.id);
    await audit(req, 'withdrawal.read', `withdrawal:${req.params.id}`, {});
    return ok(withdrawal);
  });

  api.post('/admin/withdrawals/:id/pay', {
    preValidation: [gate, emptyBodyAsForm],
    schema: { tags, summary: 'Approve and pay (amount to the outside world, fee to the fees account); above the review threshold the first approval waits for a second admin',
      params, body: payBody, response: { 200: envelope(z.object({ withdrawal: adminWithdrawalSchema, paid: z.boolean(), awaiting_second_approval: z.boolean() })) } },
  }, async (req) => {
    const outcome = await s.withdrawals.review.pay({ id: currentAdmin(req).id, ip: req.ip }, req.params.id, req.body.tx_hash);
    await audit(req, outcome.paid ? 'withdrawal.pay' : 'withdrawal.approve_first', `withdrawal:${req.params.id}`,
      { amount: outcome.withdrawal.amount, fee: outcome.withdrawal.fee, coin: outcome.withdrawal.coin, tx_hash: outcome.withdrawal.tx_hash });
    return ok(outcome);
  });

  api.post('/admin/withdrawals/:id/reject', {
    preValidation: [gate, emptyBodyAsForm],
    schema: { tags, summary: 'Reject with a reason: the locked amount and fee go back to the user', params, body: rejectBody, response: { 200: envelope(adminWithdrawalSchema) } },
  }, async (req) => {
    const withdrawal = await s.withdrawals.review.reject({ id: currentAdmin(req).id, ip: req.ip }, req.params.id, req.body.reason);
    await audit(req, 'withdrawal.reject', `withdrawal:${req.params.id}`, { reason: withdrawal.reason, amount: withdrawal.amount, coin: withdrawal.coin });
    return ok(withdrawal);
  });
}
