import { z } from 'zod';
import { decimal } from './common.js';
import type { C2cOrderStatus } from '../enums.js';

/** C2C's vocabulary and the shapes its calls answer (the calls themselves are in c2c.ts). */
/** The word of each status (packages/shared/src/enums.ts has C2cOrderStatus). */
export const C2C_STATUS_WORDS: Readonly<Record<C2cOrderStatus, 'paying' | 'paid' | 'completed' | 'appeal' | 'cancelled'>> = { 1: 'paying', 2: 'paid', 3: 'completed', 4: 'appeal', 5: 'cancelled' };
/** The side a merchant takes on an ad: a `sell` ad sells coins (users buy on it), a `buy` ad buys them (users sell). */
export const C2C_SIDES = ['buy', 'sell'] as const;
export type C2cSide = (typeof C2C_SIDES)[number];
export const C2C_PRICE_TYPES = ['fixed', 'float'] as const;
export const C2C_AD_STATUSES = ['online', 'offline', 'closed'] as const;
export const C2C_MERCHANT_STATUSES = ['pending', 'approved', 'active', 'rejected', 'suspended', 'quit'] as const;
export type C2cMerchantStatus = (typeof C2C_MERCHANT_STATUSES)[number];
/** Why an order was cancelled: by the buyer, by the deadline job, by support's decision on an appeal. */
export const C2C_CANCEL_REASONS = ['user', 'deadline', 'appeal'] as const;
/** Payment windows an ad may choose, in minutes (the default is the spec's 30). */
export const C2C_PAYMENT_WINDOWS = [15, 30, 45, 60] as const;
export const C2C_ROLES = ['buyer', 'seller'] as const;
export type C2cRole = (typeof C2C_ROLES)[number];

/** A kind of payment (bank card, e-wallets): operator data, listed by ctc/product/all. */
export const c2cPayKind = z.object({ code: z.string(), name: z.string(), kind: z.enum(['bank', 'ewallet']) });
export type C2cPayKind = z.output<typeof c2cPayKind>;
/** A payment kind as the back office sees it: with its switch and its place in the lists. */
export const c2cAdminPayKind = c2cPayKind.extend({ enabled: z.boolean(), sort: z.number() });
export type C2cAdminPayKind = z.output<typeof c2cAdminPayKind>;

/** One of a merchant's payment methods as an ad shows it (the account details only appear in an order, to its buyer). */
export const c2cPayMethodBrief = z.object({ id: z.number(), pay_type: z.string(), label: z.string() });
/** A merchant's payment method in full (the merchant's own list, and the buyer's order). */
export const c2cPayMethod = c2cPayMethodBrief.extend({ account: z.string(), holder: z.string(), bank: z.string().nullable(), enabled: z.boolean() });
export type C2cPayMethod = z.output<typeof c2cPayMethod>;

/** A merchant's public figures. */
export const c2cMerchantCard = z.object({
  id: z.number(), nickname: z.string(), completed_orders: z.number(),
  completion_rate: decimal.describe('percent of the merchant\'s ended orders that completed, e.g. "97.5"'),
  avg_release_seconds: z.number().nullable().describe('mean time from "paid" to release when the merchant sold'),
  orders_30d: z.number(),
});
export type C2cMerchantCard = z.output<typeof c2cMerchantCard>;

/** An ad ("product" in the ctc/* calls). */
export const c2cAd = z.object({
  id: z.number(), side: z.enum(C2C_SIDES).describe("the merchant's side"),
  user_side: z.enum(C2C_SIDES).describe('what a user does on this ad: buy on a sell ad'),
  coin: z.string(), fiat: z.string(), price_type: z.enum(C2C_PRICE_TYPES),
  fixed_price: decimal.nullable(), margin: decimal.nullable().describe('percent over the feed price for float ads, e.g. "1.5" or "-0.5"'),
  price: decimal.nullable().describe('fiat per coin now; null when a float ad has no feed price'),
  min_amount: decimal.describe('fiat per order, at least'), max_amount: decimal.describe('fiat per order, at most'),
  available: decimal.describe('coins left to trade on the ad'), payment_methods: z.array(c2cPayMethodBrief),
  payment_window: z.number().describe('minutes'), terms: z.string(), status: z.enum(C2C_AD_STATUSES),
  merchant: c2cMerchantCard, created_at: z.number(),
});
export type C2cAd = z.output<typeof c2cAd>;

/** An order: the seed's fields (order number, creation time, payment type and info, merchant nickname, amount, quantity, limit) and the rest. */
export const c2cOrder = z.object({
  id: z.number(), order_sn: z.string(), create_time: z.number(),
  payment_type: z.string(), payment_info: z.string().nullable().describe("the account to pay to: shown to the buyer and the seller"),
  payment_holder: z.string().nullable(), payment_bank: z.string().nullable(),
  merchant_nickname: z.string(), merchant_id: z.number(),
  amount: decimal.describe('fiat total'), quantity: decimal.describe('coins'), price: decimal, limit: z.string().describe('the ad limits, "min-max" fiat'),
  coin: z.string(), fiat: z.string(), ad_id: z.number(),
  side: z.enum(C2C_SIDES).describe('what the caller does: buy or sell coins'), role: z.enum(C2C_ROLES), is_merchant: z.boolean(),
  counterparty: z.string().describe("the other side's nickname"),
  status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  status_word: z.enum(['paying', 'paid', 'completed', 'appeal', 'cancelled']),
  deadline: z.number().describe('epoch ms: unpaid by then, the order is cancelled'), payment_window: z.number(),
  paid_at: z.number().nullable(), proof_id: z.number().nullable().describe('GET ctc/order/:id/image/:proof_id to see it'),
  released_at: z.number().nullable(), cancelled_at: z.number().nullable(), cancel_reason: z.enum(C2C_CANCEL_REASONS).nullable(),
  appeal: z.object({ by: z.enum(C2C_ROLES), reason: z.string(), proof_id: z.number().nullable(), at: z.number(),
    decision: z.enum(['release', 'return']).nullable(), decided_at: z.number().nullable() }).nullable(),
  actions: z.array(z.enum(['pay', 'cancel', 'release', 'appeal'])).describe('what the caller may do now'),
  unread: z.number().describe('chat messages from the other side the caller has not read'),
  terms: z.string(),
});
export type C2cOrder = z.output<typeof c2cOrder>;

export const c2cChatMessage = z.object({
  id: z.number(), order_id: z.number(), from: z.enum(C2C_ROLES), mine: z.boolean(),
  kind: z.enum(['text', 'image']), text: z.string().nullable(), image_id: z.number().nullable(), created_at: z.number(),
});
export type C2cChatMessage = z.output<typeof c2cChatMessage>;

/** What the private websocket channel `c2c` carries: a new chat message, or an order that changed. */
export const c2cEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), order_id: z.number(), message: c2cChatMessage }),
  z.object({ type: z.literal('order'), order: c2cOrder }),
]);
export type C2cEvent = z.output<typeof c2cEvent>;

export const c2cMerchantMe = z.object({
  status: z.enum(C2C_MERCHANT_STATUSES).nullable().describe('null: never applied'),
  id: z.number().nullable(), nickname: z.string().nullable(), reason: z.string().nullable(),
  kyc_advanced: z.boolean(), bond_required: decimal, bond_asset: z.string(), bond: decimal.describe('locked now'),
  card: c2cMerchantCard.nullable(),
});
export type C2cMerchantMe = z.output<typeof c2cMerchantMe>;

export const c2cUploaded = z.object({ id: z.number(), mime: z.string(), size: z.number(), width: z.number(), height: z.number() });
