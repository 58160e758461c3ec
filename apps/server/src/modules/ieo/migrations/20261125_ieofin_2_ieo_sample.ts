import type { Kysely } from 'kysely';

/**
 * The sample flag of ieo_projects (1: a trial install's simulated sample project, marked so to users). This name sorts
 * before 20261126_ieo_1, which creates the table with the column on a fresh database; here only a database where
 * that migration ran already gets the column added.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = (await db.introspection.getTables()).find((t) => t.name === 'ieo_projects');
  if (!table || table.columns.some((c) => c.name === 'sample')) return;
  await db.schema.alterTable('ieo_projects').addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(): Promise<void> {
  // The column belongs to the table 20261126_ieo_1 creates; it goes with it.
}
