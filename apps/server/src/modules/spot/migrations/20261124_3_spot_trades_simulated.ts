import type { Kysely } from 'kysely';

/** A trade names whether a simulated participant of a trial install took part (every trade list shows it). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('spot_trades').addColumn('simulated', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('spot_trades').dropColumn('simulated').execute();
}
