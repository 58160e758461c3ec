import { sql, type Kysely } from 'kysely';

/**
 * Second factor and staff management for the back office:
 * - admins.totp_pending holds the secret of an enrolment in progress (never sent back by the client);
 * - admins.totp_last_step is the time step of the last accepted code, so a code is accepted once;
 * - admins.created_by names the superadmin who created the account;
 * - admin_sessions.stage is 'totp_setup' for a session limited to enrolment, 'full' otherwise.
 * Sessions opened before this migration had no second factor, so they are ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('totp_pending', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_last_step', 'bigint').execute();
  await db.schema.alterTable('admins').addColumn('created_by', 'bigint').execute();
  await db.schema.alterTable('admin_sessions')
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('totp_setup')).execute();
  await sql`update admin_sessions set revoked_at = ${Date.now()} where revoked_at is null`.execute(db);
  await db.schema.createIndex('admin_sessions_admin').on('admin_sessions').column('admin_id').execute();
  await db.schema.createIndex('audit_log_admin').on('audit_log').columns(['admin_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_admin').execute();
  await db.schema.dropIndex('admin_sessions_admin').execute();
  await db.schema.alterTable('admin_sessions').dropColumn('stage').execute();
  await db.schema.alterTable('admins').dropColumn('created_by').execute();
  await db.schema.alterTable('admins').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('admins').dropColumn('totp_pending').execute();
}
