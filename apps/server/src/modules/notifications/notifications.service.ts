import { NOTIFICATION_KINDS, toLang, type Lang, type Notification, type NotificationKind, type UnreadCounts } from '@candor/shared';
import type { Bus } from '../../platform/bus/bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import { translator, type Messages } from '../../platform/i18n/messages.js';
import type { UsersService } from '../users/index.js';
import { NotificationsRepo, type NotificationRow, type Reader } from './notifications.repo.js';
import { EVERYONE } from './notifications.tables.js';
import type { Draft, Params, TextKey } from './notifications.texts.js';
import type { PushMessage, PushService } from './push.service.js';

type Row = Omit<NotificationRow, 'is_read'> & { is_read?: number };

/**
 * The notification centre: what happened to a user (alerts, fills, settlements, deposits and withdrawals, support
 * replies) and announcements for everyone, recorded once per source, written in the reader's language when read,
 * sent live on the user's `notifications` channel and, to browsers the user allowed, as web push.
 */
export class NotificationsService {
  readonly repo: NotificationsRepo;
  private readonly t: (lang: Lang, key: TextKey, params?: Params) => string;

  constructor(db: Db, private readonly clock: Clock, private readonly bus: Bus, messages: Messages<TextKey>,
    private readonly users: Pick<UsersService, 'byId'>, readonly push: PushService) {
    this.repo = new NotificationsRepo(db);
    this.t = translator(messages);
  }

  /** Records a user's notification once; a new one goes live to the user's sockets and into the push queue. */
  async record(d: Draft): Promise<number | null> {
    const id = await this.repo.insert({
      user_id: d.userId, kind: d.kind, text_key: d.key, params: JSON.stringify(d.params), link: d.link, source: d.source, created_at: this.clock.now(),
    });
    if (id === null || d.userId === EVERYONE) return id;
    const user = await this.users.byId(d.userId);
    const row = await this.repo.byId(id);
    if (row) {
      const unread = await this.unread(d.userId);
      this.bus.publish('notifications.new', { userId: d.userId, notification: this.view(row, toLang(user?.lang)), unread: unread.total });
    }
    await this.push.enqueue(d.userId, id);
    return id;
  }

  async list(userId: number, lang: Lang, q: { page: number; limit: number; kind?: NotificationKind | undefined }): Promise<{ total: number; items: Notification[] }> {
    const { total, rows } = await this.repo.page(await this.reader(userId), q.kind, q.limit, (q.page - 1) * q.limit);
    return { total, items: rows.map((r) => this.view(r, lang)) };
  }

  async unread(userId: number): Promise<UnreadCounts> {
    const by = await this.repo.unreadByKind(await this.reader(userId));
    const byKind: Record<string, number> = {};
    let total = 0;
    for (const k of NOTIFICATION_KINDS) {
      byKind[k] = by.get(k) ?? 0;
      total += byKind[k];
    }
    return { total, by_kind: byKind };
  }

  async read(userId: number, id: number): Promise<UnreadCounts> {
    const reader = await this.reader(userId);
    const row = await this.repo.one(reader, id);
    if (!row) return fail('notification_not_found');
    await this.repo.markRead(reader, id, row.user_id === EVERYONE ? EVERYONE : userId, this.clock.now());
    return this.unread(userId);
  }

  async readAll(userId: number, kind?: NotificationKind): Promise<UnreadCounts> {
    await this.repo.markAllRead(await this.reader(userId), kind, this.clock.now());
    return this.unread(userId);
  }

  /** A notification as a push message in its user's language (the push job). */
  async pushMessage(notificationId: number, userId: number): Promise<PushMessage | null> {
    const row = await this.repo.byId(notificationId);
    if (!row) return null;
    const user = await this.users.byId(userId);
    const v = this.view(row, toLang(user?.lang));
    return { id: v.id, kind: v.kind, title: v.title, body: v.body, link: v.link };
  }

  view(r: Row, lang: Lang): Notification {
    const params = JSON.parse(r.params) as Params;
    const key = r.text_key as TextKey;
    const localized = { ...params, title: String(params[`title_${lang}`] ?? params.title_en ?? params.title ?? '') };
    return {
      id: r.id, kind: r.kind, title: this.t(lang, key, localized), body: this.t(lang, `${key}_body` as TextKey, localized),
      link: r.link, read: r.read_flag === 1 || r.is_read === 1, created_at: r.created_at,
    };
  }

  private async reader(userId: number): Promise<Reader> {
    const user = await this.users.byId(userId);
    return { userId, since: user ? Number(user.created_at) : 0 };
  }
}
