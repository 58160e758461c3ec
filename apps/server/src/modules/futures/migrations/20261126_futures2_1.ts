import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/**
 * Futures with several API processes on one database: the change log every process reads to keep its books in step
 * (a position written, or a cross user's futures balance moved, by any process), and the lease of the one process
 * that applies the ticks and fires the triggers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  await withId(db.schema.createTable('futures_changes'), d)
    .addColumn('position_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('mode', 'text')
    .execute();
  await db.schema.createTable('futures_lease')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('until', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('futures_lease').execute();
  await db.schema.dropTable('futures_changes').execute();
}
