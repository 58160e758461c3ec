import { z } from 'zod';
import { checkbox, idParams, optionalText, pageQuery, paged, wholeNumber } from './common.js';
import { route } from './contract.js';
import { EARN_CLOSED_REASONS, EARN_KINDS, earnCoverage } from './earn-shapes.js';

/**
 * The back office of earn: products of each kind (create, edit, pause; edits apply to new orders only, every order
 * keeps the terms it was made with), the earn account (balance, promised yields outstanding, days covered, funding
 * it from recorded platform holdings through two admins, yields paid per day) and every holding of a user.
 */

const tags = ['admin'];
const money = z.string().describe('decimal string');
const ppm = z.number().int();
const time = z.number();
/** Text per language code as on the wire (en, jp, vn, hi, id, kr, ms, de, th, pt, fr, ru, esp, zh, tw); English is required. */
const texts = z.record(z.string(), z.string());
const textsField = z.record(z.string().max(10), z.string().max(20_000)).optional()
  .describe('per language code, e.g. {"en": "...", "jp": "..."}; en is required when creating');
const amountField = optionalText(40).describe('decimal string');
const rateField = wholeNumber(0, 1_000_000).optional().describe('parts per million per day');

const adminState = {
  paused: z.boolean(), open: z.boolean(), closed_reason: z.enum(EARN_CLOSED_REASONS).nullable(),
  created_at: time, updated_at: time, updated_by: z.number().nullable(),
};

export const adminTrustProduct = z.object({
  id: z.number(), coin: z.string(), names: texts, agreements: texts, cycle_days: z.number().int(), daily_rate_ppm: ppm,
  min_amount: money, max_amount: money, quota_total: money, quota_used: money, ...adminState,
});
export type AdminTrustProduct = z.output<typeof adminTrustProduct>;

export const adminQuantifyPlan = z.object({
  id: z.number(), coin: z.string(), names: texts, descriptions: texts, days: z.number().int(),
  min_amount: money, max_amount: money, quota_total: money, quota_used: money,
  rate_min_ppm: ppm, rate_max_ppm: ppm, exit_ratio_ppm: ppm, ...adminState,
});
export type AdminQuantifyPlan = z.output<typeof adminQuantifyPlan>;

export const adminMiningMachine = z.object({
  id: z.number(), names: texts, descriptions: texts, price_coin: z.string(), price: money, output_coin: z.string(),
  daily_output: money, term_days: z.number().int(), stock: z.number().int(), sold: z.number().int(), ...adminState,
});
export type AdminMiningMachine = z.output<typeof adminMiningMachine>;

export const adminUplanSettings = z.object({
  coin: z.string(), daily_rate_ppm: ppm, paused: z.boolean(), members: z.number().int(), balance: money,
  updated_at: time, updated_by: z.number().nullable(),
});
export type AdminUplanSettings = z.output<typeof adminUplanSettings>;

/** A proposal to move recorded platform holdings into the earn account: a second, different admin approves. */
export const earnFunding = z.object({
  id: z.number(), coin: z.string(), amount: money, note: z.string(), status: z.enum(['pending', 'done', 'rejected']),
  proposed_by: z.number(), proposed_by_name: z.string().nullable(),
  decided_by: z.number().nullable(), decided_by_name: z.string().nullable(), created_at: time, decided_at: time.nullable(),
});
export type EarnFunding = z.output<typeof earnFunding>;

export const earnAccountOverview = z.object({
  coins: z.array(earnCoverage.extend({
    holdings: money.describe('recorded platform holdings of the coin that could fund the earn account'),
    paid_total: money.describe('every yield paid from the earn account so far'),
  })),
  pending: z.array(earnFunding),
});
export type EarnAccountOverview = z.output<typeof earnAccountOverview>;

export const earnPayoutDay = z.object({
  day: z.string().describe('YYYY-MM-DD, UTC'), coin: z.string(), kind: z.enum(EARN_KINDS), amount: money,
  orders: z.number().int().describe('how many orders were paid'),
});
export type EarnPayoutDay = z.output<typeof earnPayoutDay>;

/** One holding of a user, any kind, as the back office lists them. */
export const earnHolding = z.object({
  kind: z.enum(EARN_KINDS), id: z.number(), user_id: z.number(), user: z.string().nullable(), product_id: z.number().nullable(),
  product_name: z.string(), coin: z.string(), amount: money.describe('principal, U plan balance, or the rent paid'),
  income: money.describe('yields paid so far'), status: z.string(), created_at: time, end_at: time.nullable(),
});
export type EarnHolding = z.output<typeof earnHolding>;

const trustBody = z.object({
  coin: optionalText(20), names: textsField, agreements: textsField,
  cycle_days: wholeNumber(1, 3650).optional(), daily_rate_ppm: rateField,
  min_amount: amountField, max_amount: amountField, quota_total: amountField,
});
const quantifyBody = z.object({
  coin: optionalText(20), names: textsField, descriptions: textsField, days: wholeNumber(1, 3650).optional(),
  min_amount: amountField, max_amount: amountField, quota_total: amountField,
  rate_min_ppm: rateField, rate_max_ppm: rateField, exit_ratio_ppm: rateField,
});
const miningBody = z.object({
  names: textsField, descriptions: textsField, price_coin: optionalText(20), price: amountField,
  output_coin: optionalText(20), daily_output: amountField, term_days: wholeNumber(1, 3650).optional(),
  stock: wholeNumber(0, 100_000_000).optional(),
});
const pauseBody = z.object({ paused: checkbox });

export const earnAdminRoutes = {
  adminTrust: route({
    method: 'GET', path: '/admin/earn/trust', tags, access: 'admin', summary: 'Trust (lock-up) products', response: z.array(adminTrustProduct),
  }),
  adminCreateTrust: route({
    method: 'POST', path: '/admin/earn/trust', tags, access: 'admin', summary: 'Create a trust product (audited)',
    body: trustBody, response: adminTrustProduct,
  }),
  adminEditTrust: route({
    method: 'POST', path: '/admin/earn/trust/:id', tags, access: 'admin',
    summary: 'Edit a trust product (audited; applies to new orders only)', params: idParams, body: trustBody, response: adminTrustProduct,
  }),
  adminPauseTrust: route({
    method: 'POST', path: '/admin/earn/trust/:id/pause', tags, access: 'admin', summary: 'Pause or resume new orders of a trust product',
    params: idParams, body: pauseBody, response: adminTrustProduct,
  }),
  adminUplan: route({
    method: 'GET', path: '/admin/earn/uplan', tags, access: 'admin', summary: "The U plan's flexible product", response: adminUplanSettings,
  }),
  adminEditUplan: route({
    method: 'POST', path: '/admin/earn/uplan', tags, access: 'admin', summary: "Edit the U plan's daily rate or pause its sweeps (audited)",
    body: z.object({ daily_rate_ppm: rateField, paused: checkbox.optional() }), response: adminUplanSettings,
  }),
  adminQuantify: route({
    method: 'GET', path: '/admin/earn/quantify', tags, access: 'admin', summary: 'Quantify plans', response: z.array(adminQuantifyPlan),
  }),
  adminCreateQuantify: route({
    method: 'POST', path: '/admin/earn/quantify', tags, access: 'admin', summary: 'Create a quantify plan (audited)',
    body: quantifyBody, response: adminQuantifyPlan,
  }),
  adminEditQuantify: route({
    method: 'POST', path: '/admin/earn/quantify/:id', tags, access: 'admin',
    summary: 'Edit a quantify plan (audited; applies to new orders only)', params: idParams, body: quantifyBody, response: adminQuantifyPlan,
  }),
  adminPauseQuantify: route({
    method: 'POST', path: '/admin/earn/quantify/:id/pause', tags, access: 'admin', summary: 'Pause or resume new orders of a quantify plan',
    params: idParams, body: pauseBody, response: adminQuantifyPlan,
  }),
  adminMining: route({
    method: 'GET', path: '/admin/earn/mining', tags, access: 'admin', summary: 'Mining machines for rent', response: z.array(adminMiningMachine),
  }),
  adminCreateMining: route({
    method: 'POST', path: '/admin/earn/mining', tags, access: 'admin', summary: 'Create a mining machine offer (audited)',
    body: miningBody, response: adminMiningMachine,
  }),
  adminEditMining: route({
    method: 'POST', path: '/admin/earn/mining/:id', tags, access: 'admin',
    summary: 'Edit a mining machine offer (audited; applies to new leases only)', params: idParams, body: miningBody, response: adminMiningMachine,
  }),
  adminPauseMining: route({
    method: 'POST', path: '/admin/earn/mining/:id/pause', tags, access: 'admin', summary: 'Pause or resume new leases of a machine',
    params: idParams, body: pauseBody, response: adminMiningMachine,
  }),
  adminAccount: route({
    method: 'GET', path: '/admin/earn/account', tags, access: 'admin',
    summary: 'The earn account per coin: balance, promised yields outstanding, per day, days covered; fundings awaiting a second admin',
    response: earnAccountOverview,
  }),
  adminFundings: route({
    method: 'GET', path: '/admin/earn/fundings', tags, access: 'admin', summary: 'Earn account fundings, newest first',
    query: pageQuery, response: paged(earnFunding),
  }),
  adminProposeFunding: route({
    method: 'POST', path: '/admin/earn/fundings', tags, access: 'admin',
    summary: 'Propose moving recorded platform holdings into the earn account; a second admin approves',
    body: z.object({ coin: optionalText(20), amount: amountField, note: optionalText(500) }), response: earnFunding,
  }),
  adminApproveFunding: route({
    method: 'POST', path: '/admin/earn/fundings/:id/approve', tags, access: 'admin',
    summary: 'Second approval by another admin: the holdings move into the earn account in one ledger entry', params: idParams, response: earnFunding,
  }),
  adminRejectFunding: route({
    method: 'POST', path: '/admin/earn/fundings/:id/reject', tags, access: 'admin', summary: 'Refuse a pending funding (nothing moves)',
    params: idParams, response: earnFunding,
  }),
  adminPayouts: route({
    method: 'GET', path: '/admin/earn/payouts', tags, access: 'admin', summary: 'Yields paid per day, per coin and kind, newest first',
    query: z.object({ days: wholeNumber(1, 366).default(30), coin: optionalText(20) }), response: z.array(earnPayoutDay),
  }),
  adminHoldings: route({
    method: 'GET', path: '/admin/earn/holdings', tags, access: 'admin', summary: "Users' holdings of every kind, newest first",
    query: pageQuery.extend({ user_id: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(), kind: z.enum(EARN_KINDS).optional() }),
    response: paged(earnHolding),
  }),
} as const;
