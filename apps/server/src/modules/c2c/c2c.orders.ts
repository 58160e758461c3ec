import { divRound, mulDiv, pow10, tryParseAmount, type C2cOrder } from '@candor/shared';
import type { Tx } from '../../platform/db/database.js';
import { AppError, fail } from '../../platform/http/errors.js';
import { platformAccount, userAccount, type Actor } from '../ledger/index.js';
import { startOfUtcDay, type C2cDeps } from './c2c.deps.js';
import type { OrderRow } from './c2c.repo.js';
import { fiatAtoms, fiatText, idsOf, orderOut, roleOf } from './c2c.views.js';

export type OrderInput = {
  id: number; amount?: string | undefined; quantity?: string | undefined; payment_method_id?: number | undefined;
  pay_type?: string | undefined; pay_account?: string | undefined; pay_holder?: string | undefined; pay_bank?: string | undefined;
};

const ONE = pow10(8);
const CENT = pow10(6);
const clean = (v: string | undefined, max: number): string => (v ?? '').trim().slice(0, max);

/** The escrow's account: the platform's c2c_escrow account of the coin. */
export const escrowAccount = (coin: string) => platformAccount(coin, 'c2c_escrow');

/**
 * C2C orders: taking an ad puts the seller's coins in escrow at once (in the same transaction as the order and the
 * ad's amount), and the order's views for its two sides. The moves after that are in c2c.flow.ts.
 */
export class C2cOrders {
  constructor(private readonly d: C2cDeps) {}

  /** Opens an order on an ad for the caller (the taker); with an Idempotency-Key a repeat answers the same order. */
  async add(userId: number, input: OrderInput, key: string | undefined): Promise<C2cOrder> {
    if ((await this.d.kyc.levelOf(userId)) === 'none') fail('c2c_kyc_required');
    const now = this.d.clock.now();
    const ad = (await this.d.repo.ad(input.id)) ?? fail('c2c_ad_not_found');
    const merchant = await this.d.repo.merchant(ad.merchant_id);
    if (ad.status !== 'online' || merchant?.status !== 'active') return fail('c2c_ad_offline');
    if (merchant.user_id === userId) fail('c2c_own_ad');
    const price = (await this.d.pricing.priceOf(ad)) ?? fail('c2c_price_unavailable');
    const { amount, quantity } = this.sizeOf(input, price);
    if (amount < ad.min_atoms) fail('c2c_amount_below_min');
    if (amount > ad.max_atoms) fail('c2c_amount_above_max');
    if (quantity > ad.available_atoms) fail('c2c_amount_above_available');
    const pay = await this.paymentOf(ad.side, idsOf(ad.pay_method_ids), merchant.id, input);
    const userBuys = ad.side === 'sell';
    const buyer = userBuys ? userId : merchant.user_id;
    const seller = userBuys ? merchant.user_id : userId;
    const value = await this.d.pricing.usdtValue(ad.coin, quantity, ad.fiat, amount);
    const request = { ad: ad.id, amount: input.amount ?? null, quantity: input.quantity ?? null, method: input.payment_method_id ?? null };
    const id = await this.d.idempotency.once({ userId, scope: 'c2c.order', key, request }, async (tx) => {
      const s = await this.d.repo.settings(tx);
      if ((await this.d.repo.cancelsSince(userId, startOfUtcDay(now), tx)) >= s.daily_cancel_limit) fail('c2c_paused');
      if (!(await this.d.repo.takeFromAd(tx, ad.id, quantity, now))) fail('c2c_amount_above_available');
      const order = await this.d.repo.insertOrder(tx, {
        ad_id: ad.id, merchant_id: merchant.id, merchant_user_id: merchant.user_id, merchant_nickname: merchant.nickname, taker_id: userId,
        buyer_id: buyer, seller_id: seller, coin: ad.coin, fiat: ad.fiat, price_atoms: price, amount_atoms: amount, quantity_atoms: quantity,
        value_usdt_atoms: value, limit_text: `${fiatText(ad.min_atoms)}-${fiatText(ad.max_atoms)}`, ...pay, payment_window: ad.payment_window,
        terms: ad.terms, status: 1, deadline_at: now + ad.payment_window * 60_000, paid_at: null, proof_id: null, released_at: null,
        cancelled_at: null, cancel_reason: null, appeal_by: null, appeal_reason: null, appeal_proof_id: null, appeal_at: null, decision: null,
        decided_by: null, decided_at: null, buyer_read_id: 0, seller_read_id: 0, created_at: now, updated_at: now,
      });
      await this.escrow(tx, order, { type: 'user', id: userId }, seller === merchant.user_id);
      this.changed(tx, order.id);
      return order.id;
    });
    return this.info(userId, id);
  }

  /** The fiat amount (cents) and the coins (8 places) of an order: from the amount, or from the quantity. */
  private sizeOf(input: OrderInput, price: bigint): { amount: bigint; quantity: bigint } {
    if (input.amount?.trim()) {
      const amount = fiatAtoms(input.amount.trim()) ?? fail('c2c_amount_invalid');
      const quantity = mulDiv(amount, ONE, price, 'floor');
      if (amount <= 0n || quantity <= 0n) fail('c2c_amount_invalid');
      return { amount, quantity };
    }
    if (input.quantity?.trim()) {
      const quantity = tryParseAmount(input.quantity.trim(), 8) ?? fail('c2c_amount_invalid');
      const amount = divRound(quantity * price, ONE * CENT, 'half_up') * CENT;
      if (quantity <= 0n || amount <= 0n) fail('c2c_amount_invalid');
      return { amount, quantity };
    }
    return fail('c2c_amount_required');
  }

  /** Where the buyer pays: the merchant's chosen method on a sell ad; the user's own details on a buy ad. */
  private async paymentOf(side: 'buy' | 'sell', adMethods: number[], merchantId: number, input: OrderInput) {
    if (side === 'sell') {
      const id = input.payment_method_id ?? (adMethods.length === 1 ? adMethods[0] : undefined);
      if (id === undefined || !adMethods.includes(id)) return fail('c2c_payment_method_required');
      const [m] = await this.d.repo.payMethodsByIds([id]);
      if (!m || m.merchant_id !== merchantId || m.enabled !== 1) return fail('c2c_payment_method_required');
      return { pay_type: m.pay_type, pay_account: m.account, pay_holder: m.holder, pay_bank: m.bank };
    }
    const kinds = await this.d.repo.payKinds();
    const type = clean(input.pay_type, 30);
    const account = clean(input.pay_account, 100);
    const holder = clean(input.pay_holder, 100);
    if (!kinds.some((k) => k.code === type) || account.length < 3 || holder.length < 2) fail('c2c_payment_details_required');
    return { pay_type: type, pay_account: account, pay_holder: holder, pay_bank: clean(input.pay_bank, 100) || null };
  }

  /** The seller's coins into the escrow account; a merchant short of coins is named as such. */
  private async escrow(tx: Tx, o: OrderRow, actor: Actor, sellerIsMerchant: boolean): Promise<void> {
    try {
      await this.d.ledger.post(tx, { actor, reason: 'c2c_escrow', ref: `c2c:${o.id}:escrow`, detail: `order ${o.id}`, lines: [
        { account: userAccount(o.seller_id, o.coin, 'funding', 'real'), amount: -o.quantity_atoms },
        { account: escrowAccount(o.coin), amount: o.quantity_atoms },
      ] });
    } catch (error) {
      if (sellerIsMerchant && error instanceof AppError && error.key === 'insufficient_balance') fail('c2c_merchant_balance');
      throw error;
    }
  }

  /** Tells both sides of an order that it changed, once the transaction committed. */
  changed(tx: Tx, orderId: number): void {
    this.d.transactions.afterCommit(tx, () => { void this.push(orderId).catch(() => undefined); });
  }

  private async push(orderId: number): Promise<void> {
    const o = await this.d.repo.order(orderId);
    if (!o) return;
    for (const userId of [o.buyer_id, o.seller_id]) this.d.notify.to(userId, { type: 'order', order: (await this.views(userId, [o]))[0] as C2cOrder });
  }

  /** An order the caller is a side of; anyone else hears it does not exist. */
  async ofParty(userId: number, id: number, tx?: Tx): Promise<OrderRow> {
    const o = await this.d.repo.order(id, tx);
    if (!o || roleOf(o, userId) === null) return fail('c2c_order_not_found');
    return o;
  }

  async views(userId: number, rows: readonly OrderRow[]): Promise<C2cOrder[]> {
    const unread = await this.d.repo.unread(userId, rows.map((o) => o.id));
    const others = [...new Set(rows.filter((o) => o.merchant_user_id === userId).map((o) => o.taker_id))];
    const names = new Map(await Promise.all(others.map(async (id) => [id, (await this.d.kyc.verifiedName(id)) ?? `User ${id}`] as const)));
    return rows.map((o) => orderOut(o, userId, o.merchant_user_id === userId ? names.get(o.taker_id) ?? `User ${o.taker_id}` : o.merchant_nickname, unread.get(o.id) ?? 0));
  }

  async info(userId: number, id: number): Promise<C2cOrder> {
    const [view] = await this.views(userId, [await this.ofParty(userId, id)]);
    return view ?? fail('c2c_order_not_found');
  }

  async list(userId: number, q: { page: number; limit: number; status?: number | undefined; merchant?: string | undefined }): Promise<{ total: number; items: C2cOrder[] }> {
    const { rows, total } = await this.d.repo.ordersOf(userId, { status: q.status, merchantUserOnly: q.merchant === '1' }, { limit: q.limit, offset: (q.page - 1) * q.limit });
    return { total, items: await this.views(userId, rows) };
  }

  /** An image of an order (the payment proof, an appeal proof or a chat image) for one of its two sides. */
  async image(userId: number, orderId: number, imageId: number) {
    const o = await this.ofParty(userId, orderId);
    const known = o.proof_id === imageId || o.appeal_proof_id === imageId || (await this.d.repo.hasImage(orderId, imageId));
    if (!known) fail('c2c_image_not_found');
    return this.d.uploads.open(imageId);
  }
}
