import { formatAmount, type PublicationOrder, type PublicationProduct } from '@candor/shared';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import { platformAccount, userAccount, type LedgerService } from '../ledger/index.js';
import { costOf } from './ieo.math.js';
import { tokenAmount } from './ieo.service.js';
import { orderOut, productOut, productState, type ProductRow } from './ieo.views.js';

type Page = { limit: number; offset: number };

/**
 * The currency subscription (publication): a product offers a new token at a fixed USDT price in a window. A purchase
 * pays the platform's IEO account and receives the tokens locked (the issuer's supply entered that account when the
 * product was passed); from the launch date a purchase is redeemable: its tokens become available.
 */
export class PublicationService {
  constructor(private readonly db: Db, private readonly clock: Clock, private readonly ledger: LedgerService, private readonly idempotency: Idempotency) {}

  async list(page: Page, lang: string): Promise<{ total: number; items: PublicationProduct[] }> {
    const now = this.clock.now();
    const rows = await this.db.selectFrom('publication_products').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
    const { n } = await this.db.selectFrom('publication_products').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { total: Number(n), items: rows.map((p) => productOut(p, now, lang)) };
  }

  async product(id: number, db: Db | Tx = this.db): Promise<ProductRow> {
    const p = await db.selectFrom('publication_products').selectAll().where('id', '=', id).executeTakeFirst();
    return p ?? fail('publication_not_found');
  }

  async detail(id: number, lang: string): Promise<PublicationProduct> {
    return productOut(await this.product(id), this.clock.now(), lang);
  }

  /** Buys `amount` tokens in the window: at least the minimum, at most the maximum per user, never beyond the total. */
  purchase(userId: number, input: { id: number; amount: string }, key: string | undefined): Promise<PublicationOrder> {
    const quantity = tokenAmount(input.amount);
    return this.idempotency.once({ userId, scope: 'publication.purchase', key, request: input }, async (tx) => {
      const now = this.clock.now();
      const p = await this.product(input.id, tx);
      const state = productState(p, now);
      if (state === 'sold_out') fail('publication_sold_out', { left: '0', token: p.token });
      if (state !== 'subscribing') fail('publication_not_subscribing');
      if (quantity < p.min_atoms) fail('ieo_amount_below_min', { min: formatAmount(p.min_atoms), token: p.token });
      // Taking the quantity from the product first locks its row, so concurrent purchases queue and never oversell.
      const taken = await tx.updateTable('publication_products').set({ sold_atoms: sql<bigint>`sold_atoms + ${quantity}` })
        .where('id', '=', p.id).where(sql<boolean>`sold_atoms + ${quantity} <= total_atoms`).executeTakeFirst();
      if (taken.numUpdatedRows === 0n) {
        const now2 = await this.product(p.id, tx);
        fail('publication_sold_out', { left: formatAmount(now2.total_atoms - now2.sold_atoms), token: p.token });
      }
      const { bought_atoms: bought } = await tx.selectFrom('publication_orders').select((e) => e.fn.coalesce(e.fn.sum<bigint>('quantity_atoms'), sql<bigint>`0`).as('bought_atoms'))
        .where('product_id', '=', p.id).where('user_id', '=', userId).executeTakeFirstOrThrow();
      if (BigInt(bought) + quantity > p.max_atoms) fail('ieo_amount_above_max', { max: formatAmount(p.max_atoms - BigInt(bought)), token: p.token });
      const cost = costOf(quantity, p.price_atoms);
      const order = await tx.insertInto('publication_orders').values({
        product_id: p.id, user_id: userId, quantity_atoms: quantity, cost_atoms: cost, created_at: now, redeemed_at: null,
      }).returningAll().executeTakeFirstOrThrow();
      await this.ledger.post(tx, {
        actor: { type: 'user', id: userId }, reason: 'publication_purchase', detail: p.token, ref: `publication:purchase:${order.id}`, lines: [
          { account: userAccount(userId, 'USDT', 'funding', 'real'), amount: -cost },
          { account: platformAccount('USDT', 'ieo'), amount: cost },
          { account: platformAccount(p.token, 'ieo'), amount: -quantity },
          { account: userAccount(userId, p.token, 'funding', 'real'), amount: quantity, bucket: 'locked' },
        ],
      });
      return orderOut(order, p, now);
    });
  }

  /** Redeems a purchase of a launched product: its tokens become available. */
  redeem(userId: number, input: { id: number }, key: string | undefined): Promise<PublicationOrder> {
    return this.idempotency.once({ userId, scope: 'publication.redeem', key, request: input }, async (tx) => {
      const now = this.clock.now();
      const o = await tx.selectFrom('publication_orders').selectAll().where('id', '=', input.id).where('user_id', '=', userId).executeTakeFirst();
      if (!o) fail('publication_order_not_found');
      const p = await this.product(o.product_id, tx);
      if (o.redeemed_at !== null) fail('publication_already_redeemed');
      if (now < p.launch_at) fail('publication_not_launched');
      const done = await tx.updateTable('publication_orders').set({ redeemed_at: now }).where('id', '=', o.id).where('redeemed_at', 'is', null).executeTakeFirst();
      if (done.numUpdatedRows === 0n) fail('publication_already_redeemed');
      await this.ledger.unlock(tx, {
        actor: { type: 'user', id: userId }, reason: 'publication_redeem', detail: p.token, ref: `publication:redeem:${o.id}`,
        account: userAccount(userId, p.token, 'funding', 'real'), amount: o.quantity_atoms,
      });
      return orderOut({ ...o, redeemed_at: now }, p, now);
    });
  }

  async orders(userId: number, page: Page): Promise<{ total: number; items: PublicationOrder[] }> {
    const now = this.clock.now();
    const q = this.db.selectFrom('publication_orders').where('user_id', '=', userId);
    const rows = await q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
    const { n } = await q.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const ids = [...new Set(rows.map((r) => r.product_id))];
    const products = ids.length ? await this.db.selectFrom('publication_products').selectAll().where('id', 'in', ids).execute() : [];
    const byId = new Map(products.map((p) => [p.id, p]));
    return { total: Number(n), items: rows.flatMap((o) => { const p = byId.get(o.product_id); return p ? [orderOut(o, p, now)] : []; }) };
  }
}
