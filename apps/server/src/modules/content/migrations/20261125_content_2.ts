import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** Public images of content (re-encoded, in the database so every API node serves them). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  await withId(db.schema.createTable('content_images'), d)
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('data', d === 'sqlite' ? 'blob' : 'bytea', (c) => c.notNull())
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_images').execute();
}
