import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type {
  C2cAdsTable, C2cAdStatusRow, C2cMerchantsTable, C2cMerchantStatusRow, C2cMessagesTable, C2cOrdersTable, C2cPayKindsTable,
  C2cPayMethodsTable, C2cSettingsTable,
} from './c2c.tables.js';

export type SettingsRow = Selectable<C2cSettingsTable>;
export type MerchantRow = Selectable<C2cMerchantsTable>;
export type PayMethodRow = Selectable<C2cPayMethodsTable>;
export type PayKindRow = Selectable<C2cPayKindsTable>;
export type AdRow = Selectable<C2cAdsTable>;
export type OrderRow = Selectable<C2cOrdersTable>;
export type MessageRow = Selectable<C2cMessagesTable>;
export type MerchantStats = { completed: number; ended: number; avgRelease: number | null; recent: number };
type Executor = Db | Tx;
type Page = { limit: number; offset: number };
export type AdFilter = { side?: 'buy' | 'sell' | undefined; coin?: string | undefined; fiat?: string | undefined; status?: C2cAdStatusRow | undefined; merchantId?: number | undefined };

const changed = (r: { numUpdatedRows: bigint }): boolean => r.numUpdatedRows > 0n;

/** SQL of C2C; only the module's own services call it. */
export function createC2cRepo(db: Db) {
  return {
    settings(ex: Executor = db): Promise<SettingsRow> {
      return ex.selectFrom('c2c_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    },
    async saveSettings(patch: Updateable<C2cSettingsTable>): Promise<void> {
      await db.updateTable('c2c_settings').set(patch).where('id', '=', 1).execute();
    },
    payKinds(): Promise<PayKindRow[]> {
      return db.selectFrom('c2c_pay_kinds').selectAll().where('enabled', '=', 1).orderBy('sort').execute();
    },
    allPayKinds(): Promise<PayKindRow[]> {
      return db.selectFrom('c2c_pay_kinds').selectAll().orderBy('sort').execute();
    },
    payKind(code: string): Promise<PayKindRow | undefined> {
      return db.selectFrom('c2c_pay_kinds').selectAll().where('code', '=', code).executeTakeFirst();
    },
    /** Adds a kind last in the lists; answers false when the code is taken (the primary key decides under a race). */
    async addPayKind(k: { code: string; name: string; kind: 'bank' | 'ewallet' }): Promise<boolean> {
      const last = await db.selectFrom('c2c_pay_kinds').select((e) => e.fn.max('sort').as('sort')).executeTakeFirst();
      const r = await db.insertInto('c2c_pay_kinds').values({ ...k, enabled: 1, sort: Number(last?.sort ?? 0) + 1 })
        .onConflict((c) => c.column('code').doNothing()).executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    async setPayKindEnabled(code: string, enabled: boolean): Promise<void> {
      await db.updateTable('c2c_pay_kinds').set({ enabled: enabled ? 1 : 0 }).where('code', '=', code).execute();
    },

    merchantOfUser(userId: number, ex: Executor = db): Promise<MerchantRow | undefined> {
      return ex.selectFrom('c2c_merchants').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
    merchant(id: number, ex: Executor = db): Promise<MerchantRow | undefined> {
      return ex.selectFrom('c2c_merchants').selectAll().where('id', '=', id).executeTakeFirst();
    },
    nicknameTaken(nickname: string, exceptUserId: number, ex: Executor = db): Promise<boolean> {
      return ex.selectFrom('c2c_merchants').select('id').where(sql<string>`lower(nickname)`, '=', nickname.toLowerCase())
        .where('user_id', '!=', exceptUserId).executeTakeFirst().then((r) => r !== undefined);
    },
    insertMerchant(tx: Tx, row: Insertable<C2cMerchantsTable>): Promise<MerchantRow> {
      return tx.insertInto('c2c_merchants').values(row).returningAll().executeTakeFirstOrThrow();
    },
    /** Changes a merchant only while it is in one of the statuses: racing calls end in one state. */
    async updateMerchant(tx: Tx, id: number, from: readonly C2cMerchantStatusRow[], patch: Updateable<C2cMerchantsTable>): Promise<boolean> {
      return changed(await tx.updateTable('c2c_merchants').set(patch).where('id', '=', id).where('status', 'in', [...from]).executeTakeFirst());
    },
    async merchants(status: C2cMerchantStatusRow | undefined, page: Page): Promise<{ rows: MerchantRow[]; total: number }> {
      let rows = db.selectFrom('c2c_merchants').selectAll();
      let count = db.selectFrom('c2c_merchants').select((eb) => eb.fn.countAll<number>().as('n'));
      if (status) {
        rows = rows.where('status', '=', status);
        count = count.where('status', '=', status);
      }
      const { n } = await count.executeTakeFirstOrThrow();
      return { rows: await rows.orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(), total: Number(n) };
    },
    bonded(): Promise<MerchantRow[]> {
      return db.selectFrom('c2c_merchants').selectAll().where('bond_atoms', '>', 0n).orderBy('id').execute();
    },
    async stats(merchantIds: readonly number[], since: number): Promise<Map<number, MerchantStats>> {
      const out = new Map<number, MerchantStats>();
      if (merchantIds.length === 0) return out;
      const rows = await db.selectFrom('c2c_orders').select([
        'merchant_id',
        sql<number>`sum(case when status = 3 then 1 else 0 end)`.as('completed'),
        sql<number>`sum(case when status in (3, 5) then 1 else 0 end)`.as('ended'),
        sql<number | string | null>`avg(case when status = 3 and seller_id = merchant_user_id and paid_at is not null then released_at - paid_at end)`.as('avg_release'),
        sql<number>`sum(case when created_at >= ${since} then 1 else 0 end)`.as('recent'),
      ]).where('merchant_id', 'in', [...merchantIds]).groupBy('merchant_id').execute();
      for (const r of rows) {
        out.set(Number(r.merchant_id), {
          completed: Number(r.completed ?? 0), ended: Number(r.ended ?? 0), recent: Number(r.recent ?? 0),
          avgRelease: r.avg_release === null || r.avg_release === undefined ? null : Number(r.avg_release),
        });
      }
      return out;
    },

    payMethods(merchantId: number, ex: Executor = db): Promise<PayMethodRow[]> {
      return ex.selectFrom('c2c_pay_methods').selectAll().where('merchant_id', '=', merchantId).orderBy('id').execute();
    },
    payMethodsByIds(ids: readonly number[], ex: Executor = db): Promise<PayMethodRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return ex.selectFrom('c2c_pay_methods').selectAll().where('id', 'in', [...ids]).orderBy('id').execute();
    },
    insertPayMethod(row: Insertable<C2cPayMethodsTable>): Promise<PayMethodRow> {
      return db.insertInto('c2c_pay_methods').values(row).returningAll().executeTakeFirstOrThrow();
    },
    disablePayMethod(id: number, merchantId: number): Promise<PayMethodRow | undefined> {
      return db.updateTable('c2c_pay_methods').set({ enabled: 0 }).where('id', '=', id).where('merchant_id', '=', merchantId).returningAll().executeTakeFirst();
    },

    insertAd(row: Insertable<C2cAdsTable>): Promise<AdRow> {
      return db.insertInto('c2c_ads').values(row).returningAll().executeTakeFirstOrThrow();
    },
    ad(id: number, ex: Executor = db): Promise<AdRow | undefined> {
      return ex.selectFrom('c2c_ads').selectAll().where('id', '=', id).executeTakeFirst();
    },
    updateAd(id: number, patch: Updateable<C2cAdsTable>, ex: Executor = db): Promise<AdRow | undefined> {
      return ex.updateTable('c2c_ads').set(patch).where('id', '=', id).where('status', '!=', 'closed').returningAll().executeTakeFirst();
    },
    async setMerchantAds(tx: Tx, merchantId: number, from: readonly C2cAdStatusRow[], status: C2cAdStatusRow, now: number): Promise<void> {
      await tx.updateTable('c2c_ads').set({ status, updated_at: now }).where('merchant_id', '=', merchantId).where('status', 'in', [...from]).execute();
    },
    async ads(f: AdFilter, page: Page): Promise<{ rows: AdRow[]; total: number }> {
      let rows = db.selectFrom('c2c_ads').selectAll();
      let count = db.selectFrom('c2c_ads').select((eb) => eb.fn.countAll<number>().as('n'));
      const where = <Q extends { where: (c: 'side' | 'coin' | 'fiat' | 'status' | 'merchant_id', op: '=', v: string | number) => Q }>(q: Q): Q => {
        let out = q;
        if (f.side) out = out.where('side', '=', f.side);
        if (f.coin) out = out.where('coin', '=', f.coin);
        if (f.fiat) out = out.where('fiat', '=', f.fiat);
        if (f.status) out = out.where('status', '=', f.status);
        if (f.merchantId !== undefined) out = out.where('merchant_id', '=', f.merchantId);
        return out;
      };
      rows = where(rows);
      count = where(count);
      const { n } = await count.executeTakeFirstOrThrow();
      return { rows: await rows.orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(), total: Number(n) };
    },
    /** Takes an order's coins off an online ad, only if that much is left. */
    async takeFromAd(tx: Tx, id: number, quantity: bigint, now: number): Promise<boolean> {
      return changed(await tx.updateTable('c2c_ads').set({ available_atoms: sql<bigint>`available_atoms - ${quantity}`, updated_at: now })
        .where('id', '=', id).where('status', '=', 'online').where('available_atoms', '>=', quantity).executeTakeFirst());
    },
    async giveBackToAd(tx: Tx, id: number, quantity: bigint, now: number): Promise<void> {
      await tx.updateTable('c2c_ads').set({ available_atoms: sql<bigint>`available_atoms + ${quantity}`, updated_at: now }).where('id', '=', id).execute();
    },

    insertOrder(tx: Tx, row: Insertable<C2cOrdersTable>): Promise<OrderRow> {
      return tx.insertInto('c2c_orders').values(row).returningAll().executeTakeFirstOrThrow();
    },
    /** Orders a sample merchant has to act on: paid (it sells) or open (it buys), the last change before `before`. */
    sampleWork(owners: readonly number[], before: number): Promise<OrderRow[]> {
      return db.selectFrom('c2c_orders').selectAll().where('merchant_user_id', 'in', [...owners]).where('updated_at', '<=', before)
        .where((e) => e.or([
          e.and([e('status', '=', 2), e('seller_id', '=', e.ref('merchant_user_id'))]),
          e.and([e('status', '=', 1), e('buyer_id', '=', e.ref('merchant_user_id'))]),
        ]))
        .orderBy('id').limit(200).execute();
    },
    order(id: number, ex: Executor = db): Promise<OrderRow | undefined> {
      return ex.selectFrom('c2c_orders').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /**
     * Locks an order for the rest of the transaction while it is still in `status` (an update that changes nothing):
     * a racing decision waits for this one's commit and then finds the status moved. False when it is not (or not there).
     */
    async claim(tx: Tx, id: number, status: number): Promise<boolean> {
      return changed(await tx.updateTable('c2c_orders').set((eb) => ({ status: eb.ref('status') })).where('id', '=', id).where('status', '=', status).executeTakeFirst());
    },
    /** Moves an order on only from the expected status: of racing transitions exactly one wins. */
    async transition(tx: Tx, id: number, from: number, patch: Updateable<C2cOrdersTable>): Promise<boolean> {
      return changed(await tx.updateTable('c2c_orders').set(patch).where('id', '=', id).where('status', '=', from).executeTakeFirst());
    },
    async ordersOf(userId: number, f: { status?: number | undefined; merchantUserOnly?: boolean }, page: Page): Promise<{ rows: OrderRow[]; total: number }> {
      const mine = f.merchantUserOnly
        ? db.selectFrom('c2c_orders').where('merchant_user_id', '=', userId)
        : db.selectFrom('c2c_orders').where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]));
      const scoped = f.status !== undefined ? mine.where('status', '=', f.status) : mine;
      const { n } = await scoped.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows: await scoped.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(), total: Number(n) };
    },
    async orders(status: number | undefined, page: Page, oldestFirst = false): Promise<{ rows: OrderRow[]; total: number }> {
      const base = status !== undefined ? db.selectFrom('c2c_orders').where('status', '=', status) : db.selectFrom('c2c_orders');
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows: await base.selectAll().orderBy('id', oldestFirst ? 'asc' : 'desc').limit(page.limit).offset(page.offset).execute(), total: Number(n) };
    },
    async dueIds(now: number, limit: number): Promise<number[]> {
      const rows = await db.selectFrom('c2c_orders').select('id').where('status', '=', 1).where('deadline_at', '<=', now).orderBy('id').limit(limit).execute();
      return rows.map((r) => Number(r.id));
    },
    async cancelsSince(buyerId: number, since: number, ex: Executor = db): Promise<number> {
      const { n } = await ex.selectFrom('c2c_orders').select((eb) => eb.fn.countAll<number>().as('n')).where('buyer_id', '=', buyerId)
        .where('status', '=', 5).where('cancel_reason', 'in', ['user', 'deadline']).where('cancelled_at', '>=', since).executeTakeFirstOrThrow();
      return Number(n);
    },
    async openOfMerchant(merchantId: number, ex: Executor = db): Promise<number> {
      const { n } = await ex.selectFrom('c2c_orders').select((eb) => eb.fn.countAll<number>().as('n')).where('merchant_id', '=', merchantId)
        .where('status', 'in', [1, 2, 4]).executeTakeFirstOrThrow();
      return Number(n);
    },
    async markRead(orderId: number, role: 'buyer' | 'seller', upTo: number): Promise<void> {
      const column = role === 'buyer' ? 'buyer_read_id' : 'seller_read_id';
      await db.updateTable('c2c_orders').set({ [column]: upTo }).where('id', '=', orderId).where(column, '<', upTo).execute();
    },

    insertMessage(tx: Tx, row: Insertable<C2cMessagesTable>): Promise<MessageRow> {
      return tx.insertInto('c2c_messages').values(row).returningAll().executeTakeFirstOrThrow();
    },
    async messages(orderId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
      let q = db.selectFrom('c2c_messages').selectAll().where('order_id', '=', orderId);
      if (before !== undefined) q = q.where('id', '<', before);
      return (await q.orderBy('id', 'desc').limit(limit).execute()).reverse();
    },
    hasImage(orderId: number, imageId: number): Promise<boolean> {
      return db.selectFrom('c2c_messages').select('id').where('order_id', '=', orderId).where('image_id', '=', imageId).executeTakeFirst().then((r) => r !== undefined);
    },
    /** Unread messages per order for a user: from the other side, after the user's read mark. */
    async unread(userId: number, orderIds?: readonly number[]): Promise<Map<number, number>> {
      let q = db.selectFrom('c2c_messages as m').innerJoin('c2c_orders as o', 'o.id', 'm.order_id')
        .select(['m.order_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('m.sender_id', '!=', userId)
        .where((eb) => eb.or([
          eb.and([eb('o.buyer_id', '=', userId), eb('m.id', '>', eb.ref('o.buyer_read_id'))]),
          eb.and([eb('o.seller_id', '=', userId), eb('m.id', '>', eb.ref('o.seller_read_id'))]),
        ]));
      if (orderIds) {
        if (orderIds.length === 0) return new Map();
        q = q.where('m.order_id', 'in', [...orderIds]);
      }
      const rows = await q.groupBy('m.order_id').execute();
      return new Map(rows.map((r) => [Number(r.order_id), Number(r.n)]));
    },
  };
}

export type C2cRepo = ReturnType<typeof createC2cRepo>;
