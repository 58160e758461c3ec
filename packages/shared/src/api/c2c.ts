import { z } from 'zod';
import { decimal, idField, idParams, pageQuery, paged, wholeNumber } from './common.js';
import { route } from './contract.js';
import {
  C2C_AD_STATUSES, C2C_MERCHANT_STATUSES, C2C_PRICE_TYPES, C2C_SIDES, c2cAd, c2cAdminPayKind, c2cChatMessage, c2cMerchantCard, c2cMerchantMe,
  c2cOrder, c2cPayKind, c2cPayMethod, c2cUploaded,
} from './c2c-shapes.js';

const tags = ['c2c'];
const adminTags = ['admin'];
const field = (max: number) => z.string().max(max).optional();

/**
 * C2C (ctc/*): merchants publish buy and sell ads; a user's order on an ad puts the coins of the side that sells in
 * escrow (the platform's c2c_escrow account) at once; the buyer pays outside the platform and marks it paid; the
 * seller releases. Status 1 paying, 2 payment done, 3 completed, 4 in appeal, 5 cancelled.
 */
const payKindParams = z.object({ code: z.string().max(32) });

export * from './c2c-shapes.js';

const adFields = {
  side: z.enum(C2C_SIDES).optional(), coin: field(10), fiat: field(10), price_type: z.enum(C2C_PRICE_TYPES).optional(),
  fixed_price: field(40), margin: field(10), min_amount: field(40), max_amount: field(40), available: field(40),
  payment_method_ids: z.union([z.array(idField), field(200)]).optional().describe('ids, or a comma list'),
  payment_window: field(3), terms: field(1000), status: z.enum(['online', 'offline']).optional(),
};

const sideQuery = z.enum(C2C_SIDES).optional().describe('what the user does: buy lists the merchants\' sell ads');
const orderStatus = wholeNumber(1, 5).optional();

export const c2cAdminMerchant = z.object({
  id: z.number(), user_id: z.number(), user: z.string().nullable(), nickname: z.string(), status: z.enum(C2C_MERCHANT_STATUSES),
  reason: z.string().nullable(), bond: decimal, bond_asset: z.string(), applied_at: z.number(), decided_by: z.number().nullable(),
  decided_at: z.number().nullable(), card: c2cMerchantCard,
});
export type C2cAdminMerchant = z.output<typeof c2cAdminMerchant>;

export const c2cAdminOrder = c2cOrder.omit({ side: true, role: true, is_merchant: true, counterparty: true, actions: true, unread: true }).extend({
  buyer_id: z.number(), buyer: z.string(), seller_id: z.number(), seller: z.string(), awaiting_second_approval: z.boolean(),
});
export type C2cAdminOrder = z.output<typeof c2cAdminOrder>;

export const c2cSettings = z.object({
  bond_asset: z.string(), bond_amount: decimal, appeal_threshold: decimal.describe('appeal decisions on an escrow worth more USDT than this need two admins'),
  daily_cancel_limit: z.number().describe('cancelled orders in a UTC day that pause the buyer until the day ends'),
});
export type C2cSettings = z.output<typeof c2cSettings>;

/** C2C: the market (ctc/*), the merchant's side, the order chat and the back office. */
export const c2cRoutes = {
  all: route({
    method: 'GET', path: '/ctc/product/all', tags, access: 'optional',
    summary: 'What the market offers: coins, fiat currencies, payment kinds, payment windows',
    response: z.object({ coins: z.array(z.string()), fiats: z.array(z.string()), pay_kinds: z.array(c2cPayKind), payment_windows: z.array(z.number()) }),
  }),
  list: route({
    method: 'GET', path: '/ctc/product/list', tags, access: 'optional', summary: 'Online ads, best price first for the user',
    query: pageQuery.extend({ side: sideQuery, coin: field(10), fiat: field(10), pay_type: field(30), amount: field(40).describe('fiat the user wants to trade') }),
    response: paged(c2cAd),
  }),
  info: route({
    method: 'GET', path: '/ctc/product/info', tags, access: 'optional', summary: 'One ad with its merchant\'s figures',
    query: z.object({ id: idField }), response: c2cAd,
  }),
  orders: route({
    method: 'GET', path: '/ctc/order/list', tags, access: 'real', summary: 'Your orders (as a user or a merchant), newest first',
    query: pageQuery.extend({ status: orderStatus.describe('1 paying, 2 paid, 3 completed, 4 appeal, 5 cancelled'), merchant: field(1).describe('1: only orders on your own ads') }),
    response: paged(c2cOrder),
  }),
  add: route({
    method: 'POST', path: '/ctc/order/add', tags, access: 'real',
    summary: 'Order on an ad: the amount in fiat or the quantity in coins; the seller\'s coins go into escrow at once (Idempotency-Key supported)',
    body: z.object({
      id: idField.describe('the ad'), amount: field(40).describe('fiat'), quantity: field(40).describe('coins (instead of amount)'),
      payment_method_id: idField.optional().describe("on a sell ad: the merchant's method you will pay with"),
      pay_type: field(30).describe('on a buy ad: how the merchant pays you'), pay_account: field(100), pay_holder: field(100), pay_bank: field(100),
    }),
    response: c2cOrder,
  }),
  cancel: route({
    method: 'PUT', path: '/ctc/order/cancel', tags, access: 'real', summary: 'The buyer cancels an unpaid order; the escrow returns to the seller',
    body: z.object({ id: idField }), response: c2cOrder,
  }),
  pay: route({
    method: 'PUT', path: '/ctc/order/pay', tags, access: 'real', summary: 'The buyer marks the order paid, with an optional proof image (ctc/order/upload)',
    body: z.object({ id: idField, proof_id: idField.optional() }), response: c2cOrder,
  }),
  orderInfo: route({
    method: 'GET', path: '/ctc/order/info', tags, access: 'real', summary: 'One of your orders', query: z.object({ id: idField }), response: c2cOrder,
  }),
  release: route({
    method: 'PUT', path: '/ctc/order/release', tags, access: 'real', summary: 'The seller releases the escrow to the buyer (after the payment arrived)',
    body: z.object({ id: idField }), response: c2cOrder,
  }),
  appeal: route({
    method: 'PUT', path: '/ctc/order/appeal', tags, access: 'real', summary: 'Either side appeals a paid order; the escrow stays locked until support decides',
    body: z.object({ id: idField, reason: field(500), proof_id: idField.optional() }), response: c2cOrder,
  }),
  upload: route({
    method: 'POST', path: '/ctc/order/upload', tags, access: 'real',
    summary: 'Upload a payment proof or chat image (multipart, one JPEG, PNG or WebP file, at most 5 MB)', response: c2cUploaded,
  }),
  image: route({
    method: 'GET', path: '/ctc/order/:id/image/:image', tags, access: 'real', summary: 'An image of an order (proof or chat) for its two sides (the image bytes)',
    params: z.object({ id: idField.describe('the order'), image: idField }), response: null,
  }),
  chat: route({
    method: 'GET', path: '/ctc/chat/list', tags, access: 'real', summary: 'The order\'s chat, oldest first (marks it read); before= pages back',
    query: z.object({ id: idField.describe('the order'), before: idField.optional(), limit: wholeNumber(1, 100).default(50) }),
    response: z.array(c2cChatMessage),
  }),
  send: route({
    method: 'POST', path: '/ctc/chat/send', tags, access: 'real', summary: 'Send a text or an image (ctc/order/upload) to the other side of an order',
    body: z.object({ id: idField.describe('the order'), text: field(1000), image_id: idField.optional() }), response: c2cChatMessage,
  }),
  unread: route({
    method: 'GET', path: '/ctc/chat/unread', tags, access: 'real', summary: 'Unread chat messages per open order',
    response: z.object({ total: z.number(), orders: z.array(z.object({ order_id: z.number(), unread: z.number() })) }),
  }),
  merchant: route({
    method: 'GET', path: '/ctc/merchant/info', tags, access: 'real', summary: 'Your merchant standing: application, bond, figures', response: c2cMerchantMe,
  }),
  merchantCard: route({
    method: 'GET', path: '/ctc/merchant/card', tags, access: 'optional', summary: "A merchant's public figures", query: z.object({ id: idField }), response: c2cMerchantCard,
  }),
  apply: route({
    method: 'POST', path: '/ctc/merchant/apply', tags, access: 'real', summary: 'Apply to be a merchant (advanced KYC); compliance decides',
    body: z.object({ nickname: field(30) }), response: c2cMerchantMe,
  }),
  bond: route({
    method: 'POST', path: '/ctc/merchant/bond', tags, access: 'real', summary: 'Lock the security bond from the funding account (an approved merchant becomes active)',
    response: c2cMerchantMe,
  }),
  quit: route({
    method: 'POST', path: '/ctc/merchant/quit', tags, access: 'real', summary: 'Stop being a merchant: ads close, the bond unlocks (no open orders)',
    response: c2cMerchantMe,
  }),
  payMethods: route({
    method: 'GET', path: '/ctc/merchant/payments', tags, access: 'real', summary: 'Your payment methods as a merchant', response: z.array(c2cPayMethod),
  }),
  payMethodAdd: route({
    method: 'POST', path: '/ctc/merchant/payments', tags, access: 'real', summary: 'Add a payment method (a pay kind of ctc/product/all)',
    body: z.object({ pay_type: field(30), account: field(100), holder: field(100), bank: field(100) }), response: c2cPayMethod,
  }),
  payMethodOff: route({
    method: 'POST', path: '/ctc/merchant/payments/:id/disable', tags, access: 'real', summary: 'Switch a payment method off', params: idParams, response: c2cPayMethod,
  }),
  myAds: route({
    method: 'GET', path: '/ctc/merchant/ads', tags, access: 'real', summary: 'Your ads, newest first', query: pageQuery, response: paged(c2cAd),
  }),
  adCreate: route({
    method: 'POST', path: '/ctc/merchant/ads', tags, access: 'real', summary: 'Publish an ad (active merchants)', body: z.object(adFields), response: c2cAd,
  }),
  adUpdate: route({
    method: 'POST', path: '/ctc/merchant/ads/:id', tags, access: 'real',
    summary: 'Change an ad (price, limits, amount, methods, window, terms, online/offline); orders taken keep their terms',
    params: idParams, body: z.object(adFields), response: c2cAd,
  }),
  adClose: route({
    method: 'POST', path: '/ctc/merchant/ads/:id/close', tags, access: 'real', summary: 'Close an ad for good', params: idParams, response: c2cAd,
  }),

  adminMerchants: route({
    method: 'GET', path: '/admin/c2c/merchants', tags: adminTags, access: 'admin', summary: 'Merchant applications and merchants, newest first',
    query: pageQuery.extend({ status: z.enum(C2C_MERCHANT_STATUSES).optional() }), response: paged(c2cAdminMerchant),
  }),
  adminApprove: route({
    method: 'POST', path: '/admin/c2c/merchants/:id/approve', tags: adminTags, access: 'admin', summary: 'Approve a merchant application', params: idParams, response: c2cAdminMerchant,
  }),
  adminReject: route({
    method: 'POST', path: '/admin/c2c/merchants/:id/reject', tags: adminTags, access: 'admin', summary: 'Refuse an application with a reason',
    params: idParams, body: z.object({ reason: field(500) }), response: c2cAdminMerchant,
  }),
  adminSuspend: route({
    method: 'POST', path: '/admin/c2c/merchants/:id/suspend', tags: adminTags, access: 'admin', summary: 'Suspend a merchant: ads go offline (the bond stays locked)',
    params: idParams, body: z.object({ reason: field(500) }), response: c2cAdminMerchant,
  }),
  adminBonds: route({
    method: 'GET', path: '/admin/c2c/bonds', tags: adminTags, access: 'admin', summary: 'Bonds locked by merchants, and their total',
    response: z.object({ asset: z.string(), total: decimal, items: z.array(c2cAdminMerchant) }),
  }),
  adminAds: route({
    method: 'GET', path: '/admin/c2c/ads', tags: adminTags, access: 'admin', summary: 'Every ad, newest first',
    query: pageQuery.extend({ status: z.enum(C2C_AD_STATUSES).optional() }), response: paged(c2cAd),
  }),
  adminAdOffline: route({
    method: 'POST', path: '/admin/c2c/ads/:id/offline', tags: adminTags, access: 'admin', summary: 'Take an ad offline', params: idParams, response: c2cAd,
  }),
  adminOrders: route({
    method: 'GET', path: '/admin/c2c/orders', tags: adminTags, access: 'admin', summary: 'Orders, newest first',
    query: pageQuery.extend({ status: orderStatus }), response: paged(c2cAdminOrder),
  }),
  adminOrder: route({
    method: 'GET', path: '/admin/c2c/orders/:id', tags: adminTags, access: 'admin', summary: 'One order', params: idParams, response: c2cAdminOrder,
  }),
  adminAppeals: route({
    method: 'GET', path: '/admin/c2c/appeals', tags: adminTags, access: 'admin', summary: 'Orders in appeal, oldest first',
    query: pageQuery, response: paged(c2cAdminOrder),
  }),
  adminChat: route({
    method: 'GET', path: '/admin/c2c/orders/:id/chat', tags: adminTags, access: 'admin',
    summary: 'The chat of an appealed order (images: GET admin/uploads/:id); audited', params: idParams, response: z.array(c2cChatMessage),
  }),
  adminDecide: route({
    method: 'POST', path: '/admin/c2c/appeals/:id/decide', tags: adminTags, access: 'admin',
    summary: 'Decide an appeal: release to the buyer or return to the seller (two admins above the appeal amount)',
    params: idParams, body: z.object({ decision: z.enum(['release', 'return']), note: field(500) }),
    response: z.object({ order: c2cAdminOrder, decided: z.boolean(), awaiting_second_approval: z.boolean() }),
  }),
  adminSettings: route({
    method: 'GET', path: '/admin/c2c/settings', tags: adminTags, access: 'admin', summary: 'Bond, appeal amount, daily cancel limit', response: c2cSettings,
  }),
  adminSettingsSet: route({
    method: 'POST', path: '/admin/c2c/settings', tags: adminTags, access: 'admin', summary: 'Change the bond, the appeal amount or the daily cancel limit',
    body: z.object({ bond_amount: field(40), appeal_threshold: field(40), daily_cancel_limit: field(3) }), response: c2cSettings,
  }),
  adminPayKinds: route({
    method: 'GET', path: '/admin/c2c/pay-kinds', tags: adminTags, access: 'admin', summary: 'Every payment kind, enabled or not, in list order',
    response: z.array(c2cAdminPayKind),
  }),
  adminPayKindAdd: route({
    method: 'POST', path: '/admin/c2c/pay-kinds', tags: adminTags, access: 'admin', summary: 'Add a payment kind (enabled, last in the lists)',
    body: z.object({ code: z.string().max(32), name: z.string().max(60), kind: z.enum(['bank', 'ewallet']) }), response: c2cAdminPayKind,
  }),
  adminPayKindDisable: route({
    method: 'POST', path: '/admin/c2c/pay-kinds/:code/disable', tags: adminTags, access: 'admin',
    summary: 'Disable a payment kind: no new method or ad uses it; existing methods and orders keep it', params: payKindParams, response: c2cAdminPayKind,
  }),
  adminPayKindEnable: route({
    method: 'POST', path: '/admin/c2c/pay-kinds/:code/enable', tags: adminTags, access: 'admin', summary: 'Enable a payment kind again',
    params: payKindParams, response: c2cAdminPayKind,
  }),
} as const;
