import type { Kysely } from 'kysely';

/** The tables of this area; filled in by its module's work. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
