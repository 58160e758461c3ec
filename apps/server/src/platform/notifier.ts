import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';
import type { Db } from './db/database.js';

export type Message = { channel: 'sms' | 'email'; destination: string; subject: string; body: string; code?: string };

/** Delivers verification codes and notices. Production adapters (SMTP, an HTTP SMS provider) implement it too. */
export type Notifier = { send(message: Message): Promise<void> };

/** The embedded default: writes each message to the outbox table and the server log. */
export class OutboxNotifier implements Notifier {
  constructor(private readonly db: Db, private readonly clock: Clock, private readonly log: FastifyBaseLogger) {}

  async send(message: Message): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        channel: message.channel,
        destination: message.destination,
        subject: message.subject,
        body: message.body,
        code: message.code ?? null,
        created_at: this.clock.now(),
      })
      .execute();
    this.log.info({ channel: message.channel, to: message.destination }, `outbox: ${message.body}`);
  }
}
