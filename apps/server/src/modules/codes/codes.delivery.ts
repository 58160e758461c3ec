import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { containsAny } from '../../platform/db/search.js';
import type { Message, Notifier } from '../../platform/notifier.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import type { Transport } from './codes.transports.js';

export const DELIVERY_MAX_ATTEMPTS = 5;
/** The wait before the next try: 30 s, then doubling. */
const backoffMs = (attempts: number): number => 30_000 * 2 ** Math.max(0, attempts - 1);
const DEFAULT_LIFE_MS = 10 * 60_000;

type Payload = { body: string; html?: string | undefined; code?: string | undefined };

/**
 * Delivery through real providers, chosen per channel (the outbox for a channel without one). Each message is a
 * row of `deliveries`: tried at once; a failure is kept (sealed) and retried by the job `codes.delivery-retry`
 * with a doubling wait, until sent, out of tries, or its code expired. Support reads the list in the back office.
 */
export class DeliveryNotifier implements Notifier {
  constructor(
    private readonly db: Db, private readonly clock: Clock, private readonly secrets: SecretBox, private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly routes: { email: Transport | Notifier; sms: Transport | Notifier },
  ) {}

  async send(message: Message): Promise<void> {
    const route = this.routes[message.channel];
    if (!('deliver' in route)) return route.send(message);
    const now = this.clock.now();
    const payload: Payload = { body: message.body, html: message.html, code: message.code };
    const row = await this.db.insertInto('deliveries').values({
      channel: message.channel, provider: route.name, destination: message.destination, subject: message.subject,
      payload: this.secrets.seal(JSON.stringify(payload)), status: 'sending', attempts: 1, last_error: null, next_attempt_at: null,
      expires_at: message.expiresAt ?? now + DEFAULT_LIFE_MS, created_at: now, sent_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    await this.attempt(row.id, route, message, 1);
  }

  /** Retries every failed delivery that is due: each claimed by one process (status failed -> sending). */
  async retryDue(now: number): Promise<{ sent: number; failed: number; dead: number }> {
    const out = { sent: 0, failed: 0, dead: 0 };
    // Failures past their code's life or out of tries are given up first.
    const given = await this.db.updateTable('deliveries').set({ status: 'dead', payload: '', next_attempt_at: null })
      .where('status', '=', 'failed').where((eb) => eb.or([eb('expires_at', '<=', now), eb('attempts', '>=', DELIVERY_MAX_ATTEMPTS)]))
      .executeTakeFirst();
    out.dead = Number(given.numUpdatedRows);
    const due = await this.db.selectFrom('deliveries').selectAll().where('status', '=', 'failed').where('next_attempt_at', '<=', now)
      .orderBy('id').limit(200).execute();
    for (const d of due) {
      const route = this.routes[d.channel];
      if (!('deliver' in route)) continue;
      const claim = await this.db.updateTable('deliveries').set({ status: 'sending', attempts: d.attempts + 1 })
        .where('id', '=', d.id).where('status', '=', 'failed').where('attempts', '=', d.attempts).executeTakeFirst();
      if (claim.numUpdatedRows === 0n) continue;
      const p = JSON.parse(this.secrets.open(d.payload)) as Payload;
      const ok = await this.attempt(d.id, route, {
        channel: d.channel, destination: d.destination, subject: d.subject, body: p.body,
        ...(p.html ? { html: p.html } : {}), ...(p.code ? { code: p.code } : {}),
      }, d.attempts + 1);
      if (ok) out.sent++;
      else out.failed++;
    }
    return out;
  }

  private async attempt(id: number, route: Transport, message: Message, attempts: number): Promise<boolean> {
    try {
      await route.deliver(message);
      await this.db.updateTable('deliveries').set({ status: 'sent', sent_at: this.clock.now(), payload: '', last_error: null, next_attempt_at: null })
        .where('id', '=', id).execute();
      return true;
    } catch (e) {
      const error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
      this.log.warn({ delivery: id, provider: route.name, attempts, error }, 'delivery failed; the job runner retries it');
      await this.db.updateTable('deliveries').set({ status: 'failed', last_error: error, next_attempt_at: this.clock.now() + backoffMs(attempts) })
        .where('id', '=', id).execute();
      return false;
    }
  }
}

/** The back office's list of deliveries (never the message: it carries a code). */
export function createDeliveriesRepo(db: Db) {
  return {
    async page(q: { limit: number; offset: number; search?: string | undefined; status?: string | undefined }) {
      let base = db.selectFrom('deliveries');
      const search = q.search;
      if (search) base = base.where((eb) => containsAny(eb, ['destination'], search));
      if (q.status) base = base.where('status', '=', q.status as 'sent');
      const rows = await base.select(['id', 'channel', 'provider', 'destination', 'subject', 'status', 'attempts', 'last_error', 'next_attempt_at', 'created_at', 'sent_at'])
        .orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(total.n) };
    },
  };
}
