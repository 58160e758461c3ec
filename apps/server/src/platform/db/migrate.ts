import { Migrator, type Kysely, type Migration } from 'kysely';

/**
 * Runs every migration not run yet, in name order. Modules own their migrations, so one added by a module may sort
 * before one that already ran (its module was built in parallel, or was split out of an older migration): such a
 * migration still runs rather than stopping the start.
 */
export async function migrateToLatest(db: Kysely<unknown>, migrations: Readonly<Record<string, Migration>>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...migrations }) },
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
