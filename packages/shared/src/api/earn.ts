import { z } from 'zod';
import { checkbox, idField, optionalText, pageQuery, paged } from './common.js';
import { route } from './contract.js';
import { earnAdminRoutes } from './earn-admin.js';
import {
  QUANTIFY_STATUSES, TRUST_TABS, MINING_STATUSES, defaultPay, miningConfig, miningLease, miningMachine, quantifyConfig,
  quantifyOrder, quantifyOrderDetail, quantifyPlan, redeemOutcome, trustOrder, trustProduct, trustReport, uplanState,
} from './earn-shapes.js';

export * from './earn-shapes.js';
export * from './earn-admin.js';

/**
 * The API contract of earn (issue #15; decisions.md Trust, U plan, Quantify, Mining rental): the seed's lh/* and
 * mining/* calls. Reading products is public; everything about the user's money needs a real (non-demo) session:
 * with X-Demo: 1 it answers "This Action is Restricted on Demo Account.". Subscriptions pay from the funding account.
 */

const tags = ['earn'];
const amount = optionalText(40).describe('decimal string in the coin');
const agree = checkbox.describe('the service agreement was accepted (required)');
const idempotencyKey = optionalText(64).describe('or the Idempotency-Key header');
const idQuery = z.object({ id: idField });

export const earnUserRoutes = {
  trustConfig: route({
    method: 'GET', path: '/lh/deposit/config', tags, access: 'optional',
    summary: 'Trust products with their terms, quota and the earn account coverage', query: z.object({ coin: optionalText(20) }),
    response: z.object({ products: z.array(trustProduct), penalty_rule: z.string().describe('early redemption: 1.5 x one day\'s interest') }),
  }),
  trustProduct: route({
    method: 'GET', path: '/lh/deposit/product_info', tags, access: 'optional',
    summary: 'One trust product with its agreement in the request language', query: idQuery, response: trustProduct,
  }),
  trustSubscribe: route({
    method: 'POST', path: '/lh/deposit', tags, access: 'real',
    summary: 'Subscribe to a trust product from the funding account (agreement required; closes when quota or coverage is gone)',
    body: z.object({ id: idField.describe('the product'), amount, agree, idempotency_key: idempotencyKey }), response: trustOrder,
  }),
  trustAdd: route({
    method: 'POST', path: '/lh/additionalDeposit', tags, access: 'real',
    summary: 'Add to a hosting or pending order (within the product maximum and quota); the addition earns from the next day',
    body: z.object({ id: idField.describe('the order'), amount, idempotency_key: idempotencyKey }), response: trustOrder,
  }),
  trustOrders: route({
    method: 'GET', path: '/lh/deposit/order', tags, access: 'real', summary: 'Your trust orders by tab, newest first',
    query: pageQuery.extend({ tab: z.enum(TRUST_TABS).default('hosting') }), response: paged(trustOrder),
  }),
  trustReport: route({
    method: 'GET', path: '/lh/deposit/report', tags, access: 'real', summary: "Totals per coin and yesterday's income", response: trustReport,
  }),
  trustCancel: route({
    method: 'POST', path: '/lh/order/cancel', tags, access: 'real',
    summary: 'Cancel a pending order (before its interest starts): the whole principal returns, no penalty',
    body: z.object({ id: idField }), response: trustOrder,
  }),
  redeem: route({
    method: 'POST', path: '/lh/redeem', tags, access: 'real',
    summary: 'Early redemption: a trust order (penalty 1.5 x one day\'s interest from the principal), a quantify order (ratio x remaining days x amount) or U plan money (no penalty)',
    body: z.object({
      type: z.enum(['trust', 'uplan', 'quantify']).default('trust'),
      id: idField.optional().describe('the order (trust, quantify)'),
      amount: amount.describe('U plan: how much to take back (all when absent)'),
    }),
    response: redeemOutcome,
  }),
  defaultPay: route({
    method: 'GET', path: '/lh/defaultPay', aliases: [{ method: 'POST', path: '/lh/defaultPay' }], tags, access: 'real',
    summary: 'The account subscriptions pay from (funding) and its available balance per coin', response: defaultPay,
  }),
  getUplan: route({
    method: 'GET', path: '/lh/getUplan', aliases: [{ method: 'POST', path: '/lh/getUplan' }], tags, access: 'real',
    summary: 'Your U plan: on or off, the kept amount, the flexible balance and income', response: uplanState,
  }),
  setUplan: route({
    method: 'POST', path: '/lh/setUplan', tags, access: 'real',
    summary: 'Turn the U plan on or off (off returns the flexible balance) and set the amount kept in funding',
    body: z.object({ enabled: checkbox, keep_amount: amount }), response: uplanState,
  }),
  quantifyConfig: route({
    method: 'GET', path: '/lh/send/config', tags, access: 'optional',
    summary: 'Quantify plans with their published daily rate range, the rate rule and the coverage', response: quantifyConfig,
  }),
  quantifyPlan: route({
    method: 'GET', path: '/lh/send/product_info', tags, access: 'optional', summary: 'One quantify plan with its recent daily rates',
    query: idQuery, response: quantifyPlan,
  }),
  quantifyRecommend: route({
    method: 'GET', path: '/lh/send/get_recommend', tags, access: 'optional',
    summary: 'Open plans that take the amount (all open plans without one), highest published range first, at most 3',
    query: z.object({ amount }), response: z.array(quantifyPlan),
  }),
  quantifyOrders: route({
    method: 'GET', path: '/lh/send/order_list', tags, access: 'real', summary: 'Your quantify orders, newest first',
    query: pageQuery.extend({ status: z.enum(QUANTIFY_STATUSES).optional() }), response: paged(quantifyOrder),
  }),
  quantifyOrderDetail: route({
    method: 'GET', path: '/lh/send/order/:id', tags, access: 'real', summary: 'One quantify order with each day\'s recorded rate and payout',
    params: z.object({ id: idField }), response: quantifyOrderDetail,
  }),
  quantifyCreate: route({
    method: 'POST', path: '/lh/send/order', tags, access: 'real',
    summary: 'Start a quantify plan from the funding account (agreement required)',
    body: z.object({ id: idField.describe('the plan'), amount, agree, idempotency_key: idempotencyKey }), response: quantifyOrder,
  }),
  miningConfig: route({
    method: 'GET', path: '/mining/config', tags, access: 'optional', summary: 'Machines for rent with price, daily output, term and stock',
    response: miningConfig,
  }),
  miningDetail: route({
    method: 'GET', path: '/mining/detail', tags, access: 'optional', summary: 'One machine', query: idQuery, response: miningMachine,
  }),
  miningList: route({
    method: 'GET', path: '/mining/list', tags, access: 'real', summary: 'Your leases, newest first (expired leases shown as such)',
    query: pageQuery.extend({ status: z.enum(MINING_STATUSES).optional() }), response: paged(miningLease),
  }),
  miningPay: route({
    method: 'POST', path: '/mining/pay', tags, access: 'real',
    summary: 'Rent machines: price x quantity from the funding account; output paid daily until the term ends',
    body: z.object({ id: idField.describe('the machine'), quantity: optionalText(6).describe('whole machines, 1 by default'), agree, idempotency_key: idempotencyKey }),
    response: miningLease,
  }),
} as const;

export const earnRoutes = { ...earnUserRoutes, ...earnAdminRoutes } as const;
