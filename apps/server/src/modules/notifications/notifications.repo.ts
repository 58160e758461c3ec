import { inTransaction } from '../../platform/db/transactions.js';
import { sql, type Selectable } from 'kysely';
import type { NotificationKind } from '@candor/shared';
import type { Db } from '../../platform/db/database.js';
import { EVERYONE, type NotificationsTable } from './notifications.tables.js';

export type NotificationRow = Selectable<NotificationsTable> & { is_read: number };
export type NewNotification = { user_id: number; kind: NotificationKind; text_key: string; params: string; link: string | null; source: string; created_at: number };

/** A reader: whose notifications, and since when they see announcements for everyone (their registration). */
export type Reader = { userId: number; since: number };

/** SQL of the notification centre; a user's rows and the announcements for everyone since they registered. */
export class NotificationsRepo {
  constructor(private readonly db: Db) {}

  /** Answers the new row's id, or null when this source was recorded already (the same event heard twice). */
  async insert(n: NewNotification): Promise<number | null> {
    const r = await this.db.insertInto('notifications').values({ ...n, read_flag: 0 })
      .onConflict((c) => c.columns(['user_id', 'source']).doNothing()).returning('id').executeTakeFirst();
    return r ? r.id : null;
  }

  private visible(r: Reader, kind?: NotificationKind) {
    let q = this.db.selectFrom('notifications as n')
      .leftJoin('notification_reads as r', (j) => j.onRef('r.notification_id', '=', 'n.id').on('r.user_id', '=', r.userId))
      .where((e) => e.or([e('n.user_id', '=', r.userId), e.and([e('n.user_id', '=', EVERYONE), e('n.created_at', '>=', r.since)])]));
    if (kind) q = q.where('n.kind', '=', kind);
    return q;
  }

  async page(r: Reader, kind: NotificationKind | undefined, limit: number, offset: number): Promise<{ total: number; rows: NotificationRow[] }> {
    const rows = await this.visible(r, kind).selectAll('n')
      .select(sql<number>`case when n.read_flag = 1 or r.user_id is not null then 1 else 0 end`.as('is_read'))
      .orderBy('n.id', 'desc').limit(limit).offset(offset).execute();
    const total = await this.visible(r, kind).select((e) => e.fn.countAll<number>().as('c')).executeTakeFirstOrThrow();
    return { total: Number(total.c), rows: rows.map((x) => ({ ...x, is_read: Number(x.is_read) })) };
  }

  one(r: Reader, id: number) {
    return this.visible(r).selectAll('n').where('n.id', '=', id).executeTakeFirst();
  }

  byId(id: number) {
    return this.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async unreadByKind(r: Reader): Promise<Map<string, number>> {
    const rows = await this.visible(r).where('n.read_flag', '=', 0).where('r.user_id', 'is', null)
      .select(['n.kind', (e) => e.fn.countAll<number>().as('c')]).groupBy('n.kind').execute();
    return new Map(rows.map((x) => [x.kind, Number(x.c)]));
  }

  async markRead(r: Reader, id: number, userId: number | typeof EVERYONE, now: number): Promise<void> {
    if (userId === EVERYONE) {
      await this.db.insertInto('notification_reads').values({ user_id: r.userId, notification_id: id, read_at: now })
        .onConflict((c) => c.columns(['user_id', 'notification_id']).doNothing()).execute();
    } else {
      await this.db.updateTable('notifications').set({ read_flag: 1 }).where('id', '=', id).where('user_id', '=', r.userId).execute();
    }
  }

  async markAllRead(r: Reader, kind: NotificationKind | undefined, now: number): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      let own = tx.updateTable('notifications').set({ read_flag: 1 }).where('user_id', '=', r.userId).where('read_flag', '=', 0);
      if (kind) own = own.where('kind', '=', kind);
      await own.execute();
      let everyone = tx.selectFrom('notifications as n').select(['n.id'])
        .where('n.user_id', '=', EVERYONE).where('n.created_at', '>=', r.since)
        .where((e) => e.not(e.exists(e.selectFrom('notification_reads as x').select('x.user_id').whereRef('x.notification_id', '=', 'n.id').where('x.user_id', '=', r.userId))));
      if (kind) everyone = everyone.where('n.kind', '=', kind);
      const ids = (await everyone.execute()).map((x) => x.id);
      if (ids.length > 0) {
        await tx.insertInto('notification_reads').values(ids.map((id) => ({ user_id: r.userId, notification_id: id, read_at: now })))
          .onConflict((c) => c.columns(['user_id', 'notification_id']).doNothing()).execute();
      }
    });
  }

  /** Sources already recorded for everyone (announcements), among these. */
  async everyoneSources(sources: string[]): Promise<Set<string>> {
    if (sources.length === 0) return new Set();
    const rows = await this.db.selectFrom('notifications').select('source').where('user_id', '=', EVERYONE).where('source', 'in', sources).execute();
    return new Set(rows.map((x) => x.source));
  }
}
