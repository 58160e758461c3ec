import type { C2cOrder } from '@candor/shared';
import type { Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import { userAccount, type Actor } from '../ledger/index.js';
import { C2C_IMAGE, type C2cDeps } from './c2c.deps.js';
import { escrowAccount, type C2cOrders } from './c2c.orders.js';
import type { OrderRow } from './c2c.repo.js';
import { roleOf } from './c2c.views.js';

export const PAYING = 1;
export const PAID = 2;
export const COMPLETED = 3;
export const APPEAL = 4;
export const CANCELLED = 5;

/**
 * The moves of an order, each a conditional change of its status (of racing moves exactly one wins) in the
 * transaction that moves the escrow: the buyer pays or cancels an unpaid order, the seller releases a paid one,
 * either side appeals a paid one, the deadline job cancels an unpaid one past its deadline. Release and return post
 * under the one reference `c2c:<id>:settle`, so the escrow leaves once whatever happens.
 */
export class C2cFlow {
  constructor(private readonly d: C2cDeps, private readonly orders: C2cOrders) {}

  /** Moves the escrow out to the buyer (release) or back to the seller (return). */
  async settle(tx: Tx, o: OrderRow, to: 'buyer' | 'seller', actor: Actor): Promise<void> {
    const owner = to === 'buyer' ? o.buyer_id : o.seller_id;
    const posted = await this.d.ledger.post(tx, { actor, reason: to === 'buyer' ? 'c2c_release' : 'c2c_return', ref: `c2c:${o.id}:settle`, detail: `order ${o.id}`, lines: [
      { account: escrowAccount(o.coin), amount: -o.quantity_atoms },
      { account: userAccount(owner, o.coin, 'funding', 'real'), amount: o.quantity_atoms },
    ] });
    if (posted.duplicate) fail('c2c_wrong_status');
    if (to === 'seller') await this.d.repo.giveBackToAd(tx, o.ad_id, o.quantity_atoms, this.d.clock.now());
  }

  private async move(userId: number, id: number, role: 'buyer' | 'seller' | 'either', work: (tx: Tx, o: OrderRow, now: number) => Promise<void>): Promise<C2cOrder> {
    await this.d.ledger.transaction(async (tx) => {
      const o = await this.orders.ofParty(userId, id, tx);
      if (role !== 'either' && roleOf(o, userId) !== role) fail('c2c_not_your_turn');
      await work(tx, o, this.d.clock.now());
      this.orders.changed(tx, id);
    });
    return this.orders.info(userId, id);
  }

  private async to(tx: Tx, o: OrderRow, from: number, patch: Parameters<C2cDeps['repo']['transition']>[3]): Promise<void> {
    if (o.status !== from || !(await this.d.repo.transition(tx, o.id, from, patch))) fail('c2c_wrong_status');
  }

  /** The buyer cancels an unpaid order: the escrow returns to the seller. */
  cancel(userId: number, id: number): Promise<C2cOrder> {
    return this.move(userId, id, 'buyer', async (tx, o, now) => {
      await this.to(tx, o, PAYING, { status: CANCELLED, cancelled_at: now, cancel_reason: 'user', updated_at: now });
      await this.settle(tx, o, 'seller', { type: 'user', id: userId });
    });
  }

  /** The buyer marks the order paid before its deadline, with an optional proof image of their own. */
  pay(userId: number, id: number, proofId: number | undefined): Promise<C2cOrder> {
    return this.move(userId, id, 'buyer', async (tx, o, now) => {
      if (o.status === PAYING && now > o.deadline_at) fail('c2c_wrong_status');
      if (proofId !== undefined) await this.d.uploads.owned(proofId, userId, C2C_IMAGE, tx);
      await this.to(tx, o, PAYING, { status: PAID, paid_at: now, proof_id: proofId ?? null, updated_at: now });
    });
  }

  /** The seller confirms the payment arrived: the escrow goes to the buyer. */
  release(userId: number, id: number): Promise<C2cOrder> {
    return this.move(userId, id, 'seller', async (tx, o, now) => {
      await this.to(tx, o, PAID, { status: COMPLETED, released_at: now, updated_at: now });
      await this.settle(tx, o, 'buyer', { type: 'user', id: userId });
    });
  }

  /** Either side appeals a paid order; the escrow stays until support decides. */
  appeal(userId: number, id: number, reason: string | undefined, proofId: number | undefined): Promise<C2cOrder> {
    const why = (reason ?? '').trim().slice(0, 500);
    if (!why) return fail('c2c_reason_required');
    return this.move(userId, id, 'either', async (tx, o, now) => {
      if (proofId !== undefined) await this.d.uploads.owned(proofId, userId, C2C_IMAGE, tx);
      await this.to(tx, o, PAID, { status: APPEAL, appeal_by: roleOf(o, userId), appeal_reason: why, appeal_proof_id: proofId ?? null, appeal_at: now, updated_at: now });
    });
  }

  /** Cancels one unpaid order past its deadline (the deadline job); false when it was paid or cancelled meanwhile. */
  async expire(id: number, now: number): Promise<boolean> {
    return this.d.ledger.transaction(async (tx) => {
      const o = await this.d.repo.order(id, tx);
      if (!o || o.status !== PAYING || o.deadline_at > now) return false;
      if (!(await this.d.repo.transition(tx, id, PAYING, { status: CANCELLED, cancelled_at: now, cancel_reason: 'deadline', updated_at: now }))) return false;
      await this.settle(tx, o, 'seller', { type: 'system', id: 0 });
      this.orders.changed(tx, id);
      return true;
    });
  }

  /** Every unpaid order past its deadline, cancelled: the job's run, and the start after downtime. Idempotent. */
  async expireDue(now = this.d.clock.now()): Promise<number> {
    let done = 0;
    for (;;) {
      const ids = await this.d.repo.dueIds(now, 200);
      let moved = 0;
      for (const id of ids) if (await this.expire(id, now)) moved++;
      done += moved;
      if (ids.length < 200 || moved === 0) return done;
    }
  }
}
