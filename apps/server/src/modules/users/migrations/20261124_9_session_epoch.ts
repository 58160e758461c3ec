import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../../platform/db/migrations/helpers.js';

/**
 * The session epoch: one counter the database itself moves whenever a session ends or changes (revoked, deleted)
 * or a user's row changes (status, language, identity, passwords). Every API node reads it before answering from
 * its session cache, so a logout or a password change on one node is seen by all of them at once. Triggers move it,
 * so no code path (today's or a later module's) can forget to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  await db.schema.createTable('session_epoch')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into session_epoch (id, n) values (1, 0)`.execute(db);
  const sessionColumns = sql.raw('revoked_at, expires_at, user_id, token_hash');
  if (d === 'sqlite') {
    const bump = sql.raw('begin update session_epoch set n = n + 1 where id = 1; end');
    await sql`create trigger session_epoch_sessions_update after update of ${sessionColumns} on sessions ${bump}`.execute(db);
    await sql`create trigger session_epoch_sessions_delete after delete on sessions ${bump}`.execute(db);
    await sql`create trigger session_epoch_users_update after update on users ${bump}`.execute(db);
    await sql`create trigger session_epoch_users_delete after delete on users ${bump}`.execute(db);
    return;
  }
  await sql`create function session_epoch_bump() returns trigger language plpgsql as $$
    begin update session_epoch set n = n + 1 where id = 1; return null; end $$`.execute(db);
  const bump = sql.raw('for each statement execute function session_epoch_bump()');
  await sql`create trigger session_epoch_sessions_update after update of ${sessionColumns} on sessions ${bump}`.execute(db);
  await sql`create trigger session_epoch_sessions_delete after delete on sessions ${bump}`.execute(db);
  await sql`create trigger session_epoch_users_update after update on users ${bump}`.execute(db);
  await sql`create trigger session_epoch_users_delete after delete on users ${bump}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  for (const t of ['session_epoch_sessions_update', 'session_epoch_sessions_delete']) await sql`drop trigger if exists ${sql.raw(t)}${sql.raw(d === 'postgres' ? ' on sessions' : '')}`.execute(db);
  for (const t of ['session_epoch_users_update', 'session_epoch_users_delete']) await sql`drop trigger if exists ${sql.raw(t)}${sql.raw(d === 'postgres' ? ' on users' : '')}`.execute(db);
  if (d === 'postgres') await sql`drop function if exists session_epoch_bump()`.execute(db);
  await db.schema.dropTable('session_epoch').execute();
}
