import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/**
 * Verification codes and the outbox of messages sent.
 * Split out of 0001_foundation when the module kit gave each module its own migrations: databases created before the split
 * already have these tables from 0001_foundation, so every statement here is IF NOT EXISTS and does nothing there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await withId(s.createTable('verification_codes').ifNotExists(), d)
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();

  await s.createIndex('codes_destination').ifNotExists().on('verification_codes').columns(['destination', 'purpose', 'created_at']).execute();

  await withId(s.createTable('outbox').ifNotExists(), d)
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await s.createIndex('outbox_destination').ifNotExists().on('outbox').columns(['destination', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').ifExists().execute();
  await db.schema.dropTable('verification_codes').ifExists().execute();
}
