import type { Kysely } from 'kysely';

/**
 * What the sessions page shows of a session: the device (the browser's user agent, cut to 200 characters) and when
 * it was last seen (written at most once a minute; not a column the session epoch's trigger watches).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'bigint').execute();
  await db.schema.createIndex('sessions_user_live').on('sessions').columns(['user_id', 'revoked_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_user_live').execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
