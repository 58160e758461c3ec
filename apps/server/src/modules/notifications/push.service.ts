import { inTransaction } from '../../platform/db/transactions.js';
import webpush from 'web-push';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { SecretBox } from '../../platform/security/secret-box.js';

/** One encrypted push request, as web-push prepares it (VAPID headers, aes128gcm body). */
export type PushRequest = { endpoint: string; method: string; headers: Record<string, string | number>; body: Buffer | null };
/** Sends a push request and answers the push service's HTTP status (a network failure throws). */
export type PushTransport = (req: PushRequest) => Promise<number>;
/** What a push notification shows, in its reader's language; null when the notification is gone. */
export type PushMessage = { id: number; kind: string; title: string; body: string; link: string | null };

const MAX_ATTEMPTS = 5;
const RETRY_MS = 30_000;
/** How long a sender owns a delivery it picked before another run may pick it again. */
const LEASE_MS = 60_000;
const BATCH = 100;
const VAPID_SUBJECT = 'mailto:push@candor.invalid';

/** The transport of production: fetch, with a time limit. */
export const fetchTransport: PushTransport = async (req) => {
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
  const res = await fetch(req.endpoint, { method: req.method, headers, body: req.body ? new Uint8Array(req.body) : null, signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
};

/**
 * Web Push (RFC 8030/8291/8292) through the `web-push` package: the install's VAPID keys made at first start and kept
 * in the database (private key sealed), browsers' subscriptions, and a queue of deliveries the push job sends with
 * retries; a push service that answers 404 or 410 has forgotten the subscription, which is then dropped.
 */
export class PushService {
  private vapid: { publicKey: string; privateKey: string } | null = null;

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly secrets: SecretBox,
    private readonly allowHttp: boolean, private readonly transport: PushTransport = fetchTransport) {}

  /** Makes the key pair once for the install (the first node to start wins; the others read it). */
  async ensureKeys(): Promise<string> {
    if (this.vapid) return this.vapid.publicKey;
    let row = await this.db.selectFrom('push_vapid').selectAll().where('id', '=', 1).executeTakeFirst();
    if (!row) {
      const made = webpush.generateVAPIDKeys();
      await this.db.insertInto('push_vapid').values({ id: 1, public_key: made.publicKey, private_key: this.secrets.seal(made.privateKey), created_at: this.clock.now() })
        .onConflict((c) => c.column('id').doNothing()).execute();
      row = await this.db.selectFrom('push_vapid').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    }
    this.vapid = { publicKey: row.public_key, privateKey: this.secrets.open(row.private_key) };
    return row.public_key;
  }

  async subscribe(userId: number, s: { endpoint?: string | undefined; p256dh?: string | undefined; auth?: string | undefined }): Promise<{ id: number }> {
    const endpoint = s.endpoint ?? '';
    const p256dh = s.p256dh ?? '';
    const auth = s.auth ?? '';
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return fail('push_subscription_invalid');
    }
    if (!/^[A-Za-z0-9_-]{80,100}$/.test(p256dh) || !/^[A-Za-z0-9_-]{16,30}$/.test(auth)) fail('push_subscription_invalid');
    if (url.protocol !== 'https:' && !(this.allowHttp && url.protocol === 'http:')) fail('push_endpoint_refused');
    const now = this.clock.now();
    const row = await this.db.insertInto('push_subscriptions').values({ user_id: userId, endpoint, p256dh, auth, created_at: now })
      .onConflict((c) => c.column('endpoint').doUpdateSet({ user_id: userId, p256dh, auth })).returning('id').executeTakeFirstOrThrow();
    return { id: row.id };
  }

  async unsubscribe(userId: number, endpoint: string | undefined): Promise<null> {
    if (endpoint) await this.drop(this.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).where('endpoint', '=', endpoint));
    return null;
  }

  async status(userId: number, endpoint: string | undefined): Promise<{ subscriptions: number; this_browser: boolean }> {
    const rows = await this.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute();
    return { subscriptions: rows.length, this_browser: endpoint !== undefined && rows.some((r) => r.endpoint === endpoint) };
  }

  /** Queues a notification for every browser of its user (in the same moment it is recorded). */
  async enqueue(userId: number, notificationId: number): Promise<number> {
    const subs = await this.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute();
    if (subs.length === 0) return 0;
    const now = this.clock.now();
    await this.db.insertInto('push_deliveries').values(subs.map((s) => ({
      subscription_id: s.id, notification_id: notificationId, user_id: userId, status: 'pending' as const, attempts: 0, next_at: now, last_error: null, created_at: now, updated_at: now,
    }))).onConflict((c) => c.columns(['subscription_id', 'notification_id']).doNothing()).execute();
    return subs.length;
  }

  /** The push job: sends every due delivery (each taken by one sender through its lease), retries, drops forgotten subscriptions. */
  async sendDue(now: number, render: (notificationId: number, userId: number) => Promise<PushMessage | null>): Promise<{ sent: number; failed: number; dropped: number }> {
    await this.ensureKeys();
    const keys = this.vapid;
    const out = { sent: 0, failed: 0, dropped: 0 };
    if (!keys) return out;
    const due = await this.db.selectFrom('push_deliveries as d').innerJoin('push_subscriptions as s', 's.id', 'd.subscription_id')
      .select(['d.id', 'd.notification_id', 'd.user_id', 'd.attempts', 'd.subscription_id', 's.endpoint', 's.p256dh', 's.auth'])
      .where('d.status', '=', 'pending').where('d.next_at', '<=', now).orderBy('d.id').limit(BATCH).execute();
    for (const d of due) {
      const taken = await this.db.updateTable('push_deliveries').set({ next_at: now + LEASE_MS, updated_at: now })
        .where('id', '=', d.id).where('status', '=', 'pending').where('next_at', '<=', now).executeTakeFirst();
      if (taken.numUpdatedRows === 0n) continue;
      const message = await render(d.notification_id, d.user_id);
      if (!message) {
        await this.finish(d.id, 'dropped', now, 'notification gone');
        continue;
      }
      let status: number;
      try {
        const req = webpush.generateRequestDetails({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }, JSON.stringify(message), {
          vapidDetails: { subject: VAPID_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: 86_400, contentEncoding: 'aes128gcm',
        });
        status = await this.transport({ endpoint: req.endpoint, method: req.method, headers: req.headers as Record<string, string | number>, body: req.body });
      } catch (err) {
        await this.retry(d.id, d.attempts, now, err instanceof Error ? err.message : String(err), out);
        continue;
      }
      if (status >= 200 && status < 300) {
        await this.finish(d.id, 'sent', now, null);
        out.sent++;
      } else if (status === 404 || status === 410) {
        await this.drop(this.db.selectFrom('push_subscriptions').select('id').where('id', '=', d.subscription_id));
        out.dropped++;
      } else {
        await this.retry(d.id, d.attempts, now, `HTTP ${status}`, out);
      }
    }
    return out;
  }

  async stats(): Promise<{ subscriptions: number; sent: number; failed: number; dropped: number; pending: number }> {
    const subs = await this.db.selectFrom('push_subscriptions').select((e) => e.fn.countAll<number>().as('c')).executeTakeFirstOrThrow();
    const rows = await this.db.selectFrom('push_deliveries').select(['status', (e) => e.fn.countAll<number>().as('c')]).groupBy('status').execute();
    const by = new Map(rows.map((r) => [r.status, Number(r.c)]));
    return { subscriptions: Number(subs.c), sent: by.get('sent') ?? 0, failed: by.get('failed') ?? 0, dropped: by.get('dropped') ?? 0, pending: by.get('pending') ?? 0 };
  }

  private async retry(id: number, attempts: number, now: number, error: string, out: { failed: number }): Promise<void> {
    const tries = attempts + 1;
    if (tries >= MAX_ATTEMPTS) {
      await this.finish(id, 'failed', now, error, tries);
      out.failed++;
      return;
    }
    await this.db.updateTable('push_deliveries').set({ attempts: tries, next_at: now + RETRY_MS * 2 ** (tries - 1), last_error: error.slice(0, 300), updated_at: now })
      .where('id', '=', id).execute();
  }

  private async finish(id: number, status: 'sent' | 'failed' | 'dropped', now: number, error: string | null, attempts?: number): Promise<void> {
    await this.db.updateTable('push_deliveries').set({ status, updated_at: now, last_error: error, ...(attempts === undefined ? {} : { attempts }) }).where('id', '=', id).execute();
  }

  /** Deletes subscriptions and ends their pending deliveries as dropped. */
  private async drop(ids: { execute(): Promise<{ id: number }[]> }): Promise<void> {
    const list = (await ids.execute()).map((r) => r.id);
    if (list.length === 0) return;
    const now = this.clock.now();
    await inTransaction(this.db, async (tx) => {
      await tx.updateTable('push_deliveries').set({ status: 'dropped', updated_at: now, last_error: 'subscription gone' })
        .where('subscription_id', 'in', list).where('status', '=', 'pending').execute();
      await tx.deleteFrom('push_subscriptions').where('id', 'in', list).execute();
    });
  }
}
