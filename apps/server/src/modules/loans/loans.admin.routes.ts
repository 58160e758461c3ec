import { loansRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import { gateThenEmptyBody } from './loans.body.js';
import type { LoansDesk } from './loans.desk.js';

/**
 * The back office of loans: products (resource loan_products), and the loan account, applications and overdue list
 * (resource loans, finance). Every call, reads included, is audited.
 */
export function registerLoansAdminRoutes(api: Api, s: { desk: LoansDesk; admin: AdminService }): void {
  const products = requireAdmin(s.admin, { resource: 'loan_products' });
  const loans = requireAdmin(s.admin, { resource: 'loans' });
  const audit = (req: FastifyRequest, action: string, target: string, detail: Record<string, unknown>) =>
    s.admin.audit(currentAdmin(req).id, action, target, detail, req.ip);
  const by = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });

  serve(api, routes.adminProducts, { preValidation: products }, async (req) => {
    const list = await s.desk.products();
    await audit(req, 'loan_products.list', 'loan_products', {});
    return list;
  });
  serve(api, routes.adminProductCreate, { preValidation: gateThenEmptyBody(products) }, async (req) => {
    const product = await s.desk.createProduct(req.body);
    await audit(req, 'loan_product.create', `loan_product:${product.id}`, { ...product });
    return product;
  });
  serve(api, routes.adminProductUpdate, { preValidation: gateThenEmptyBody(products) }, async (req) => {
    const product = await s.desk.updateProduct(req.params.id, req.body);
    await audit(req, 'loan_product.update', `loan_product:${product.id}`, { ...product });
    return product;
  });

  serve(api, routes.adminAccount, { preValidation: loans }, async (req) => {
    const account = await s.desk.account();
    await audit(req, 'loans.account', 'loans', {});
    return account;
  });
  serve(api, routes.adminSettings, { preValidation: gateThenEmptyBody(loans) }, async (req) => {
    const account = await s.desk.saveSettings(by(req), req.body);
    await audit(req, 'loans.settings', 'loans', { basic_limit: account.basic_limit, advanced_limit: account.advanced_limit, approval_threshold: account.approval_threshold });
    return account;
  });
  serve(api, routes.adminList, { preValidation: loans }, async (req) => {
    const page = await s.desk.list(req.query);
    await audit(req, 'loans.list', 'loans', { ...req.query });
    return page;
  });
  serve(api, routes.adminApprove, { preValidation: gateThenEmptyBody(loans) }, async (req) => {
    const outcome = await s.desk.approve(by(req), req.params.id);
    await audit(req, outcome.disbursed ? 'loan.approve' : 'loan.approve_first', `loan:${req.params.id}`, { amount: outcome.loan.principal, user_id: outcome.loan.user_id });
    return outcome;
  });
  serve(api, routes.adminReject, { preValidation: gateThenEmptyBody(loans) }, async (req) => {
    const loan = await s.desk.reject(by(req), req.params.id, req.body.reason);
    await audit(req, 'loan.reject', `loan:${req.params.id}`, { reason: loan.reason, amount: loan.principal });
    return loan;
  });
}
