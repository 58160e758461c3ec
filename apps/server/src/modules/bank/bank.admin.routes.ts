import { bankRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import { gateThenEmptyBody } from './bank.body.js';
import type { BankService } from './bank.service.js';

/** Finance's review of bank withdrawals (resource bank_withdrawals); every call, reads included, is audited. */
export function registerBankAdminRoutes(api: Api, s: { bank: BankService; admin: AdminService }): void {
  const gate = requireAdmin(s.admin, { resource: 'bank_withdrawals' });
  const read = { preValidation: gate };
  const act = { preValidation: gateThenEmptyBody(gate) };
  const audit = (req: FastifyRequest, action: string, target: string, detail: Record<string, unknown>) =>
    s.admin.audit(currentAdmin(req).id, action, target, detail, req.ip);

  serve(api, routes.adminList, read, async (req) => {
    const page = await s.bank.review.list(req.query);
    await audit(req, 'bank_withdrawals.list', 'bank_withdrawals', { ...req.query });
    return page;
  });

  serve(api, routes.adminGet, read, async (req) => {
    const withdrawal = await s.bank.review.get(req.params.id);
    await audit(req, 'bank_withdrawal.read', `bank_withdrawal:${req.params.id}`, {});
    return withdrawal;
  });

  serve(api, routes.pay, act, async (req) => {
    const outcome = await s.bank.review.pay({ id: currentAdmin(req).id, ip: req.ip }, req.params.id, req.body.payment_ref);
    const w = outcome.withdrawal;
    await audit(req, outcome.paid ? 'bank_withdrawal.pay' : 'bank_withdrawal.approve_first', `bank_withdrawal:${req.params.id}`,
      { amount: w.amount, fee: w.fee, currency: w.currency, fiat_amount: w.fiat_amount, payment_ref: w.payment_ref });
    return outcome;
  });

  serve(api, routes.reject, act, async (req) => {
    const withdrawal = await s.bank.review.reject({ id: currentAdmin(req).id, ip: req.ip }, req.params.id, req.body.reason);
    await audit(req, 'bank_withdrawal.reject', `bank_withdrawal:${req.params.id}`, { reason: withdrawal.reason, amount: withdrawal.amount });
    return withdrawal;
  });
}
