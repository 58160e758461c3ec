import { z } from 'zod';
import { checkbox, decimal, idField, idParams, pageQuery, paged } from './common.js';
import { route } from './contract.js';

const tags = ['loans'];
const adminTags = ['admin'];
const field = (max: number) => z.string().max(max).optional();

export const LOAN_STATUSES = ['pending', 'active', 'repaid', 'rejected'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
/** Why a user may not borrow now: no approved KYC, or a loan past its due date. */
export const LOAN_INELIGIBLE = ['kyc_required', 'overdue'] as const;

/** A loan product: term and rates are data the back office edits; rates are percent per day. */
export const loanProduct = z.object({
  id: z.number(), name: z.string(), term_days: z.number(), daily_rate: decimal.describe('percent per day, e.g. "0.1"'),
  penalty_rate: decimal.describe('percent per day once overdue'), min_amount: decimal, max_amount: decimal, enabled: z.boolean(),
});
export type LoanProduct = z.output<typeof loanProduct>;

/** A loan as its borrower sees it. */
export const loan = z.object({
  id: z.number(), product_id: z.number(), product: z.string(), principal: decimal, term_days: z.number(), daily_rate: decimal, penalty_rate: decimal,
  status: z.enum(LOAN_STATUSES), overdue: z.boolean(),
  outstanding: decimal.describe('principal not yet repaid'), interest_due: decimal.describe('interest and penalty charged, not yet paid'),
  owed: decimal.describe('outstanding + interest_due: what repaying all takes now'),
  interest_charged: decimal, penalty_charged: decimal, repaid: decimal.describe('everything paid back so far'),
  days_charged: z.number(), started_at: z.number().nullable(), due_at: z.number().nullable(), last_repaid_at: z.number().nullable(),
  reason: z.string().nullable(), created_at: z.number(),
});
export type Loan = z.output<typeof loan>;

/** /loan/index: eligibility, the limit by KYC level and its use, the products. */
export const loanIndex = z.object({
  asset: z.string(), eligible: z.boolean(), ineligible_reason: z.enum(LOAN_INELIGIBLE).nullable(),
  kyc_level: z.enum(['none', 'basic', 'advanced']),
  limit: decimal.describe('borrow limit of the KYC level (the same for every user of the level)'),
  basic_limit: decimal, advanced_limit: decimal,
  used: decimal.describe('principal outstanding and applied for'), available: decimal,
  total_borrowed: decimal, last_repayment_at: z.number().nullable(), overdue: z.number().describe('loans past their due date'),
  approval_threshold: decimal.describe('applications above this wait for two finance admins'), free_days: z.number(),
  products: z.array(loanProduct),
});
export type LoanIndex = z.output<typeof loanIndex>;

export const adminLoan = loan.extend({
  user_id: z.number(), user: z.string().nullable(), second_approval_required: z.boolean(),
  first_approved_by: z.number().nullable(), decided_by: z.number().nullable(), decided_at: z.number().nullable(),
});
export type AdminLoan = z.output<typeof adminLoan>;

export const loanApproveOutcome = z.object({ loan: adminLoan, disbursed: z.boolean(), awaiting_second_approval: z.boolean() });
export type LoanApproveOutcome = z.output<typeof loanApproveOutcome>;

/** The platform's loan account with what it has lent out. */
export const loanAccount = z.object({
  asset: z.string(), balance: decimal.describe('the loan account: what it can still lend'),
  outstanding_principal: decimal, interest_receivable: decimal, interest_received: decimal,
  active: z.number(), overdue: z.number(), overdue_principal: decimal, overdue_owed: decimal,
  pending: z.number(), pending_amount: decimal,
  basic_limit: decimal, advanced_limit: decimal, approval_threshold: decimal,
});
export type LoanAccount = z.output<typeof loanAccount>;

const productFields = {
  name: field(60), term_days: field(4).describe('2 to 365'), daily_rate: field(10).describe('percent per day'),
  penalty_rate: field(10).describe('percent per day once overdue, at least the daily rate'), min_amount: field(40), max_amount: field(40),
  enabled: z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === '1' || v === 'true')).describe('absent keeps the current state (new products start enabled)'),
};

/** Loans: the borrower's side and the back office (products, applications, the loan account, overdue). */
export const loansRoutes = {
  index: route({
    method: 'GET', path: '/loan/index', tags, access: 'real',
    summary: 'Your eligibility, borrow limit (by KYC level) and its use, and the loan products', response: loanIndex,
  }),
  apply: route({
    method: 'POST', path: '/loan/apply', tags, access: 'real',
    summary: 'Borrow USDT on a product: paid out at once, or above the approval amount after two finance admins approve (Idempotency-Key supported)',
    body: z.object({ product_id: idField.optional(), amount: field(60), idempotency_key: field(100) }), response: loan,
  }),
  record: route({
    method: 'GET', path: '/loan/record', tags, access: 'real', summary: 'Your loans, newest first',
    query: pageQuery.extend({ status: z.enum(LOAN_STATUSES).optional() }), response: paged(loan),
  }),
  repay: route({
    method: 'POST', path: '/loan/repay', tags, access: 'real',
    summary: 'Repay part or all of a loan from the funding account: interest and penalty first, then principal (Idempotency-Key supported)',
    body: z.object({ id: idField.optional(), amount: field(60), all: checkbox, idempotency_key: field(100) }), response: loan,
  }),
  adminProducts: route({
    method: 'GET', path: '/admin/loans/products', tags: adminTags, access: 'admin', summary: 'Loan products (terms and daily rates)',
    response: z.array(loanProduct),
  }),
  adminProductCreate: route({
    method: 'POST', path: '/admin/loans/products', tags: adminTags, access: 'admin', summary: 'Add a loan product',
    body: z.object(productFields), response: loanProduct,
  }),
  adminProductUpdate: route({
    method: 'POST', path: '/admin/loans/products/:id', tags: adminTags, access: 'admin',
    summary: 'Change a loan product (loans already taken keep their terms)', params: idParams, body: z.object(productFields), response: loanProduct,
  }),
  adminAccount: route({
    method: 'GET', path: '/admin/loans/account', tags: adminTags, access: 'admin',
    summary: 'The platform loan account: balance, outstanding principal, interest, overdue totals, limits', response: loanAccount,
  }),
  adminSettings: route({
    method: 'POST', path: '/admin/loans/settings', tags: adminTags, access: 'admin',
    summary: 'Set the borrow limits by KYC level and the approval amount (the same for every user)',
    body: z.object({ basic_limit: field(40), advanced_limit: field(40), approval_threshold: field(40) }), response: loanAccount,
  }),
  adminList: route({
    method: 'GET', path: '/admin/loans', tags: adminTags, access: 'admin', summary: 'Loans and applications, newest first; overdue=1 lists the overdue ones',
    query: pageQuery.extend({ status: z.enum(LOAN_STATUSES).optional(), overdue: checkbox }), response: paged(adminLoan),
  }),
  adminApprove: route({
    method: 'POST', path: '/admin/loans/:id/approve', tags: adminTags, access: 'admin',
    summary: 'Approve an application: the first finance admin proposes, a second different one approves and it is paid out',
    params: idParams, response: loanApproveOutcome,
  }),
  adminReject: route({
    method: 'POST', path: '/admin/loans/:id/reject', tags: adminTags, access: 'admin', summary: 'Refuse an application with a reason',
    params: idParams, body: z.object({ reason: field(500) }), response: adminLoan,
  }),
} as const;
