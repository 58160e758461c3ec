import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { containsAny } from '../../platform/db/search.js';
import type { Message, Notifier } from '../../platform/notifier.js';

/** The embedded default delivery: writes each message to the outbox table and the server log. */
export class OutboxNotifier implements Notifier {
  constructor(private readonly db: Db, private readonly clock: Clock, private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send(message: Message): Promise<void> {
    await this.db.insertInto('outbox').values({
      channel: message.channel, destination: message.destination, subject: message.subject, body: message.body,
      code: message.code ?? null, created_at: this.clock.now(),
    }).execute();
    this.log.info({ channel: message.channel, to: message.destination }, `outbox: ${message.body}`);
  }
}

/** The read side of the outbox: the back office's list and the development route. */
export function createOutboxRepo(db: Db) {
  return {
    async page(q: { limit: number; offset: number; search?: string | undefined }) {
      let base = db.selectFrom('outbox');
      const search = q.search;
      if (search) base = base.where((eb) => containsAny(eb, ['destination'], search));
      const rows = await base.select(['id', 'channel', 'destination', 'subject', 'body', 'code', 'created_at'])
        .orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(total.n) };
    },
    latestTo(destination: string) {
      return db.selectFrom('outbox').select(['id', 'channel', 'destination', 'code', 'body', 'created_at'])
        .where('destination', '=', destination).orderBy('id', 'desc').limit(10).execute();
    },
  };
}
