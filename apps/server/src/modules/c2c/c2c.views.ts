import { C2C_STATUS_WORDS, formatAmount, tryParseAmount, type C2cAd, type C2cAdminMerchant, type C2cAdminOrder, type C2cChatMessage, type C2cMerchantCard, type C2cOrder, type C2cOrderStatus, type C2cPayMethod } from '@candor/shared';
import type { AdRow, MerchantRow, MerchantStats, MessageRow, OrderRow, PayMethodRow } from './c2c.repo.js';

export const atoms = (v: bigint): string => formatAmount(v, 8);
/** Fiat shown with two places at least (amounts are kept in 8). */
export const fiatText = (v: bigint): string => {
  const s = formatAmount(v, 8);
  const [whole, frac = ''] = s.split('.');
  return `${whole}.${frac.padEnd(2, '0')}`;
};
/** A fiat amount as sent: at most two places, in atoms of 8; null when not one. */
export const fiatAtoms = (text: string): bigint | null => {
  const a = tryParseAmount(text, 8);
  return a !== null && a % 1_000_000n === 0n ? a : null;
};
export const statusOf = (n: number): C2cOrderStatus => (n >= 1 && n <= 5 ? n : 1) as C2cOrderStatus;
export const idsOf = (text: string): number[] => text.split(',').filter((s) => /^\d+$/.test(s)).map(Number);
export const roleOf = (o: OrderRow, userId: number): 'buyer' | 'seller' | null => (o.buyer_id === userId ? 'buyer' : o.seller_id === userId ? 'seller' : null);
const orderSn = (o: OrderRow): string => `C${new Date(o.created_at).toISOString().slice(0, 10).replaceAll('-', '')}${String(o.id).padStart(8, '0')}`;

export function cardOut(m: Pick<MerchantRow, 'id' | 'nickname'>, s: MerchantStats | undefined): C2cMerchantCard {
  const completed = s?.completed ?? 0;
  const ended = s?.ended ?? 0;
  // One place, rounded down: 99.96 shows 99.9, never a 100 the merchant has not earned.
  const rate = ended === 0 ? '0' : (Math.floor((completed * 1000) / ended) / 10).toString();
  return {
    id: m.id, nickname: m.nickname, completed_orders: completed, completion_rate: rate,
    avg_release_seconds: s?.avgRelease === null || s?.avgRelease === undefined ? null : Math.round(s.avgRelease / 1000), orders_30d: s?.recent ?? 0,
  };
}

export const payMethodOut = (p: PayMethodRow): C2cPayMethod => ({
  id: p.id, pay_type: p.pay_type, label: `${p.pay_type} ${p.account.slice(-4)}`, account: p.account, holder: p.holder, bank: p.bank, enabled: p.enabled === 1,
});

export function adOut(a: AdRow, card: C2cMerchantCard, methods: readonly PayMethodRow[], price: bigint | null): C2cAd {
  const ids = new Set(idsOf(a.pay_method_ids));
  return {
    id: a.id, side: a.side, user_side: a.side === 'sell' ? 'buy' : 'sell', coin: a.coin, fiat: a.fiat, price_type: a.price_type,
    fixed_price: a.fixed_price_atoms === null ? null : fiatText(a.fixed_price_atoms),
    margin: a.margin_bps === null ? null : (a.margin_bps / 100).toString(),
    price: price === null ? null : fiatText(price), min_amount: fiatText(a.min_atoms), max_amount: fiatText(a.max_atoms),
    available: atoms(a.available_atoms),
    payment_methods: methods.filter((p) => ids.has(p.id) && p.enabled === 1).map((p) => ({ id: p.id, pay_type: p.pay_type, label: payMethodOut(p).label })),
    payment_window: a.payment_window, terms: a.terms, status: a.status, merchant: card, created_at: a.created_at,
  };
}

type Actions = C2cOrder['actions'];
/** What the caller may do now: the buyer pays or cancels an unpaid order, the seller releases a paid one, either appeals it. */
export function actionsOf(o: OrderRow, role: 'buyer' | 'seller'): Actions {
  if (o.status === 1) return role === 'buyer' ? ['pay', 'cancel'] : [];
  if (o.status === 2) return role === 'seller' ? ['release', 'appeal'] : ['appeal'];
  return [];
}

function common(o: OrderRow) {
  const status = statusOf(o.status);
  return {
    id: o.id, order_sn: orderSn(o), create_time: o.created_at, payment_type: o.pay_type, payment_info: o.pay_account, payment_holder: o.pay_holder,
    payment_bank: o.pay_bank, merchant_nickname: o.merchant_nickname, merchant_id: o.merchant_id, amount: fiatText(o.amount_atoms),
    quantity: atoms(o.quantity_atoms), price: fiatText(o.price_atoms), limit: o.limit_text, coin: o.coin, fiat: o.fiat, ad_id: o.ad_id,
    status, status_word: C2C_STATUS_WORDS[status], deadline: o.deadline_at, payment_window: o.payment_window, paid_at: o.paid_at,
    proof_id: o.proof_id, released_at: o.released_at, cancelled_at: o.cancelled_at, cancel_reason: o.cancel_reason,
    appeal: o.appeal_by === null || o.appeal_at === null ? null : {
      by: o.appeal_by, reason: o.appeal_reason ?? '', proof_id: o.appeal_proof_id, at: o.appeal_at, decision: o.decision, decided_at: o.decided_at,
    },
    terms: o.terms,
  };
}

export function orderOut(o: OrderRow, userId: number, counterparty: string, unread: number): C2cOrder {
  const role = roleOf(o, userId) ?? 'buyer';
  return {
    ...common(o), side: role === 'buyer' ? 'buy' : 'sell', role, is_merchant: o.merchant_user_id === userId, counterparty,
    actions: actionsOf(o, role), unread,
  };
}

export function adminOrderOut(o: OrderRow, names: ReadonlyMap<number, string>, awaiting: boolean): C2cAdminOrder {
  return {
    ...common(o), buyer_id: o.buyer_id, buyer: names.get(o.buyer_id) ?? `#${o.buyer_id}`, seller_id: o.seller_id,
    seller: names.get(o.seller_id) ?? `#${o.seller_id}`, awaiting_second_approval: awaiting,
  };
}

export function messageOut(m: MessageRow, o: OrderRow, viewerId: number | null): C2cChatMessage {
  return {
    id: m.id, order_id: m.order_id, from: m.sender_id === o.buyer_id ? 'buyer' : 'seller', mine: viewerId !== null && m.sender_id === viewerId,
    kind: m.kind, text: m.text, image_id: m.image_id, created_at: m.created_at,
  };
}

export function adminMerchantOut(m: MerchantRow, user: string | null, card: C2cMerchantCard): C2cAdminMerchant {
  return {
    id: m.id, user_id: m.user_id, user, nickname: m.nickname, status: m.status, reason: m.reason, bond: atoms(m.bond_atoms), bond_asset: m.bond_asset,
    applied_at: m.applied_at, decided_by: m.decided_by, decided_at: m.decided_at, card,
  };
}
