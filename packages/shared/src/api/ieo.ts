import { z } from 'zod';
import { decimal, idField, pageQuery, paged, text, wholeNumber } from './common.js';
import { route } from './contract.js';

/**
 * The API contract of the ieo module: IEO projects (subscribe a token amount with its USDT cost locked, pro-rata
 * allotment at the allotment date, pay before the pay date, tokens credited locked and unlocked on schedule) and the
 * currency subscription (publication) products. Money is decimal strings, never a float.
 */

const tags = ['ieo'];

/** Where a project stands by the clock: before the window, open, closed awaiting allotment, paying, delivered. */
export const IEO_PHASES = ['upcoming', 'open', 'closed', 'paying', 'done'] as const;
export type IeoPhase = (typeof IEO_PHASES)[number];

const unlockStep = z.object({ at: z.number(), percent: z.string().describe('cumulative share unlocked at `at`, in percent') });

export const ieoProject = z.object({
  id: z.number(), token: z.string(), name: z.string(),
  IEO_price: decimal.describe('USDT per token'), listing_price: decimal.nullable(), listing_date: z.number().nullable(),
  total_supply: decimal.describe('tokens offered in this IEO'), supply: decimal.nullable().describe('circulating supply, as the issuer states it'),
  min: decimal, max: decimal, apply_start: z.number(), apply_time: z.number().describe('end of the subscription window'),
  allotment_date: z.number(), pay_date: z.number(), lock_date: z.number().describe('when the last tokens unlock'),
  unlock_schedule: z.array(unlockStep), phase: z.enum(IEO_PHASES),
  subscribed: decimal.describe('tokens asked for so far by every subscriber'),
  sample: z.boolean().describe("a trial install's simulated sample project (not a real token sale)"),
  description: z.string(), risks: z.string(),
});
export type IeoProject = z.output<typeof ieoProject>;

export const ieoApplication = z.object({
  id: z.number(), sn: z.string(), project_id: z.number(), token: z.string(), name: z.string(), IEO_price: decimal,
  amount: decimal.describe('tokens asked for'), deposit: decimal.describe('USDT locked at apply: amount x price, rounded up'),
  allotment_quantity: decimal.describe('tokens allotted'), pay_amount: decimal.describe('USDT due: allotted x price, rounded up'),
  pending_quantity: decimal.describe('tokens still locked'), unlocked: decimal,
  status: z.number().int().min(1).max(6).describe('IeoStatus (enums.ts): 2 also when an allotment lapsed unpaid'), reason: z.enum(['none_allotted', 'lapsed']).nullable(),
  created_at: z.number(), allotted_at: z.number().nullable(), paid_at: z.number().nullable(), delivered_at: z.number().nullable(),
  allotment_date: z.number(), pay_date: z.number(), lock_date: z.number(), unlock_schedule: z.array(unlockStep),
});
export type IeoApplication = z.output<typeof ieoApplication>;

/** The currency subscription's product states (decisions.md) and a purchase's. */
export const PUBLICATION_STATES = ['review', 'passed', 'subscribing', 'sold_out', 'closed', 'launched'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];
export const PUBLICATION_ORDER_STATES = ['subscribing', 'redeeming', 'redeemed'] as const;

export const publicationProduct = z.object({
  id: z.number(), token: z.string(), name: z.string(), price: decimal.describe('USDT per token'),
  total: decimal, sold: decimal, min: decimal, max: decimal, start_at: z.number(), end_at: z.number(), launch_at: z.number(),
  state: z.enum(PUBLICATION_STATES), description: z.string(),
});
export type PublicationProduct = z.output<typeof publicationProduct>;

export const publicationOrder = z.object({
  id: z.number(), product_id: z.number(), token: z.string(), name: z.string(), quantity: decimal, cost: decimal,
  state: z.enum(PUBLICATION_ORDER_STATES).describe('subscribing: held locked until launch; redeeming: launched, redeemable; redeemed'),
  created_at: z.number(), redeemed_at: z.number().nullable(), launch_at: z.number(),
});
export type PublicationOrder = z.output<typeof publicationOrder>;

const texts = z.record(z.string().max(8), z.object({ description: text(4000), risks: text(4000).optional() }));

export const ieoProjectInput = z.object({
  token: text(12), name: text(60), price: text(40), total_supply: text(40), supply: text(40).optional(),
  min: text(40), max: text(40), listing_price: text(40).optional(), listing_date: wholeNumber(0, 8.64e15).optional(),
  apply_start: wholeNumber(0, 8.64e15), apply_end: wholeNumber(0, 8.64e15), allotment_at: wholeNumber(0, 8.64e15),
  pay_by: wholeNumber(0, 8.64e15), lock_until: wholeNumber(0, 8.64e15).optional(),
  unlock_schedule: z.array(z.object({ at: wholeNumber(0, 8.64e15), percent: text(10) })).max(48).optional(),
  texts,
});
export type IeoProjectInput = z.input<typeof ieoProjectInput>;

export const ieoAdminProject = ieoProject.extend({
  allotted_total: decimal.nullable(), dust: decimal.nullable(), unsold: decimal.nullable(), applications: z.number(),
  editable: z.boolean(), texts: z.record(z.string(), z.object({ description: z.string(), risks: z.string() })),
  spot_market: z.string().nullable().describe('the spot market the operator listed for the token (e.g. NEWT/USDT), or null'),
});
export type IeoAdminProject = z.output<typeof ieoAdminProject>;

export const ieoPreview = z.object({
  offered: decimal, requested: decimal, allotted: decimal, dust: decimal, unsold: decimal, oversubscribed: z.boolean(),
  items: z.array(z.object({ application_id: z.number(), user_id: z.number(), amount: decimal, allotted: decimal, pay_amount: decimal })),
});
export type IeoPreview = z.output<typeof ieoPreview>;

/** Listing a spot market for an allotted IEO token: tick and lot sizes as powers of ten; no price (it comes from trades). */
export const ieoMarketInput = z.object({
  tick_size: text(12).describe('price step, a power of ten such as 0.0001'), lot_size: text(12).describe('quantity step, a power of ten such as 0.01'),
});
export type IeoMarketInput = z.input<typeof ieoMarketInput>;

export const ieoSpotMarket = z.object({
  project_id: z.number(), symbol: z.string(), base: z.string(), quote: z.string(), name: z.string(), tick_size: decimal, lot_size: decimal,
  listed_at: z.number(), listed_by: z.number().nullable(),
});
export type IeoSpotMarket = z.output<typeof ieoSpotMarket>;

export const publicationInput = z.object({
  token: text(12), name: text(60), price: text(40), total: text(40), min: text(40), max: text(40),
  start_at: wholeNumber(0, 8.64e15), end_at: wholeNumber(0, 8.64e15), launch_at: wholeNumber(0, 8.64e15),
  texts: z.record(z.string().max(8), z.object({ description: text(4000) })),
});
export type PublicationInput = z.input<typeof publicationInput>;

export const publicationAdminProduct = publicationProduct.extend({ created_by: z.number().nullable(), passed_by: z.number().nullable() });
export type PublicationAdminProduct = z.output<typeof publicationAdminProduct>;

const idQuery = z.object({ id: idField });
const idBody = z.object({ id: idField, idempotency_key: z.string().max(64).optional() });
const amountBody = idBody.extend({ amount: text(40).describe('token amount, a decimal string') });
const admin = ['admin'];

/** The IEO pages (assets/ieo: index, orderList, orderDetail), the publication pages and their back office. */
export const ieoRoutes = {
  list: route({ method: 'GET', path: '/ieo/list', tags, access: 'public', summary: 'IEO projects, newest first, texts in the request language', query: pageQuery, response: paged(ieoProject) }),
  apply: route({
    method: 'POST', path: '/ieo/apply', tags, access: 'real',
    summary: 'Subscribe a token amount in the window; its USDT cost is locked until the allotment', body: amountBody, response: ieoApplication,
  }),
  myApply: route({
    method: 'GET', path: '/ieo/myApply', tags, access: 'real', summary: "The user's IEO applications, newest first",
    query: pageQuery.extend({ status: wholeNumber(1, 6).optional() }), response: paged(ieoApplication),
  }),
  order: route({ method: 'GET', path: '/ieo/order', tags, access: 'real', summary: 'One of the user\'s IEO applications', query: idQuery, response: ieoApplication }),
  pay: route({ method: 'POST', path: '/ieo/pay', tags, access: 'real', summary: 'Pay an allotment (from the locked deposit) before the pay date', body: idBody, response: ieoApplication }),
  publications: route({ method: 'GET', path: '/publication/list', tags, access: 'public', summary: 'Currency subscription products, newest first', query: pageQuery, response: paged(publicationProduct) }),
  publication: route({ method: 'GET', path: '/publication/detail', tags, access: 'public', summary: 'One currency subscription product', query: idQuery, response: publicationProduct }),
  purchase: route({
    method: 'POST', path: '/publication/purchase', tags, access: 'real',
    summary: 'Buy tokens of a subscribing product with USDT; held locked until the launch', body: amountBody, response: publicationOrder,
  }),
  redeem: route({ method: 'POST', path: '/publication/redeem', tags, access: 'real', summary: 'Redeem a purchase of a launched product: the tokens become available', body: idBody, response: publicationOrder }),
  purchases: route({ method: 'GET', path: '/publication/orders', tags, access: 'real', summary: "The user's currency subscription purchases", query: pageQuery, response: paged(publicationOrder) }),
  adminProjects: route({ method: 'GET', path: '/admin/ieo/projects', tags: admin, access: 'admin', summary: 'IEO projects with allotment figures', query: pageQuery, response: paged(ieoAdminProject) }),
  createProject: route({ method: 'POST', path: '/admin/ieo/projects', tags: admin, access: 'admin', summary: 'Create an IEO project (its token becomes a platform asset)', body: ieoProjectInput, response: ieoAdminProject }),
  editProject: route({
    method: 'POST', path: '/admin/ieo/projects/:id', tags: admin, access: 'admin', summary: 'Edit an IEO project before its window opens',
    params: z.object({ id: idField }), body: ieoProjectInput, response: ieoAdminProject,
  }),
  preview: route({
    method: 'GET', path: '/admin/ieo/projects/:id/preview', tags: admin, access: 'admin', summary: 'The allotment the subscriptions so far would get (pro rata, dust)',
    params: z.object({ id: idField }), response: ieoPreview,
  }),
  listMarket: route({
    method: 'POST', path: '/admin/ieo/projects/:id/market', tags: admin, access: 'admin',
    summary: 'List a spot market for an allotted IEO token against USDT (tick and lot sizes; no price: it comes from trades)',
    params: z.object({ id: idField }), body: ieoMarketInput, response: ieoSpotMarket,
  }),
  adminProducts: route({ method: 'GET', path: '/admin/publication/products', tags: admin, access: 'admin', summary: 'Currency subscription products', query: pageQuery, response: paged(publicationAdminProduct) }),
  createProduct: route({ method: 'POST', path: '/admin/publication/products', tags: admin, access: 'admin', summary: 'Create a currency subscription product (under review)', body: publicationInput, response: publicationAdminProduct }),
  passProduct: route({
    method: 'POST', path: '/admin/publication/products/:id/pass', tags: admin, access: 'admin', summary: 'Pass a product under review (another admin than its creator)',
    params: z.object({ id: idField }), response: publicationAdminProduct,
  }),
} as const;
