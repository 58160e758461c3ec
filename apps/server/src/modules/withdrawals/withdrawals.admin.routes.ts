import { withdrawalsRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import { gateThenEmptyBody } from './empty-body.js';
import type { WithdrawalsService } from './withdrawals.service.js';

/** The back-office review of withdrawals (resource withdrawals); every call, reads included, is audited. */
export function registerWithdrawalsAdminRoutes(api: Api, s: { withdrawals: WithdrawalsService; admin: AdminService }): void {
  const gate = requireAdmin(s.admin, { resource: 'withdrawals' });
  const read = { preValidation: gate };
  const act = { preValidation: gateThenEmptyBody(gate) };
  const audit = (req: FastifyRequest, action: string, target: string, detail: Record<string, unknown>) =>
    s.admin.audit(currentAdmin(req).id, action, target, detail, req.ip);

  serve(api, routes.adminList, read, async (req) => {
    const page = await s.withdrawals.review.list(req.query);
    await audit(req, 'withdrawals.list', 'withdrawals', { ...req.query });
    return page;
  });

  serve(api, routes.adminGet, read, async (req) => {
    const withdrawal = await s.withdrawals.review.get(req.params.id);
    await audit(req, 'withdrawal.read', `withdrawal:${req.params.id}`, {});
    return withdrawal;
  });

  serve(api, routes.pay, act, async (req) => {
    const outcome = await s.withdrawals.review.pay({ id: currentAdmin(req).id, ip: req.ip }, req.params.id, req.body.tx_hash);
    await audit(req, outcome.paid ? 'withdrawal.pay' : 'withdrawal.approve_first', `withdrawal:${req.params.id}`,
      { amount: outcome.withdrawal.amount, fee: outcome.withdrawal.fee, coin: outcome.withdrawal.coin, tx_hash: outcome.withdrawal.tx_hash });
    return outcome;
  });

  serve(api, routes.reject, act, async (req) => {
    const withdrawal = await s.withdrawals.review.reject({ id: currentAdmin(req).id, ip: req.ip }, req.params.id, req.body.reason);
    await audit(req, 'withdrawal.reject', `withdrawal:${req.params.id}`, { reason: withdrawal.reason, amount: withdrawal.amount, coin: withdrawal.coin });
    return withdrawal;
  });
}
