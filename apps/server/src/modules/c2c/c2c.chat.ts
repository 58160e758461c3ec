import type { C2cChatMessage } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';
import { C2C_IMAGE, type C2cDeps } from './c2c.deps.js';
import type { C2cOrders } from './c2c.orders.js';
import { messageOut, roleOf } from './c2c.views.js';

/**
 * The chat of an order between its two sides: text and images, kept; each new message goes to both sides over the
 * websocket (private channel `c2c`) once stored; a third user never reads it; support reads it once the order is
 * appealed (the back office).
 */
export class C2cChat {
  constructor(private readonly d: C2cDeps, private readonly orders: C2cOrders) {}

  async send(userId: number, orderId: number, text: string | undefined, imageId: number | undefined): Promise<C2cChatMessage> {
    const o = await this.orders.ofParty(userId, orderId);
    const body = (text ?? '').trim().slice(0, 1000);
    if (!body && imageId === undefined) fail('c2c_message_empty');
    const message = await this.d.ledger.transaction(async (tx) => {
      if (imageId !== undefined) await this.d.uploads.owned(imageId, userId, C2C_IMAGE, tx);
      const row = await this.d.repo.insertMessage(tx, {
        order_id: o.id, sender_id: userId, kind: imageId !== undefined ? 'image' : 'text', text: body || null, image_id: imageId ?? null, created_at: this.d.clock.now(),
      });
      this.d.transactions.afterCommit(tx, () => {
        for (const to of [o.buyer_id, o.seller_id]) this.d.notify.to(to, { type: 'message', order_id: o.id, message: messageOut(row, o, to) });
      });
      return row;
    });
    // The sender has read their own conversation up to here.
    await this.d.repo.markRead(o.id, roleOf(o, userId) ?? 'buyer', message.id);
    return messageOut(message, o, userId);
  }

  /** The conversation, oldest first (a page back with `before`); reading it marks it read. */
  async list(userId: number, orderId: number, before: number | undefined, limit: number): Promise<C2cChatMessage[]> {
    const o = await this.orders.ofParty(userId, orderId);
    const rows = await this.d.repo.messages(o.id, before, limit);
    const last = rows.at(-1);
    if (last && before === undefined) await this.d.repo.markRead(o.id, roleOf(o, userId) ?? 'buyer', last.id);
    return rows.map((m) => messageOut(m, o, userId));
  }

  async unread(userId: number): Promise<{ total: number; orders: { order_id: number; unread: number }[] }> {
    const counts = await this.d.repo.unread(userId);
    const orders = [...counts].map(([order_id, unread]) => ({ order_id, unread })).sort((a, b) => b.order_id - a.order_id);
    return { total: orders.reduce((s, o) => s + o.unread, 0), orders };
  }
}
