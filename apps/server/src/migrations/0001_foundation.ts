import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from './helpers.js';

/** Users, sessions, codes, outbox, rate counters, the ledger and the admin tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await withId(s.createTable('users'), d)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('area_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('phone_key', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('fund_password_hash', 'text')
    .addColumn('invite_code', 'text', (c) => c.notNull().unique())
    .addColumn('referrer_id', 'bigint')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sms_consent', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(s.createTable('sessions'), d)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await withId(s.createTable('verification_codes'), d)
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('codes_destination').on('verification_codes').columns(['destination', 'purpose', 'created_at']).execute();

  await withId(s.createTable('outbox'), d)
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('outbox_destination').on('outbox').columns(['destination', 'id']).execute();

  await s.createTable('rate_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(s.createTable('ledger_accounts'), d)
    .addColumn('owner_id', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('available_atoms', 'bigint', (c) => c.notNull())
    .addColumn('locked_atoms', 'bigint', (c) => c.notNull())
    .addColumn('allow_negative', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_accounts_key', ['owner_id', 'asset', 'kind', 'mode'])
    // The database itself refuses a negative user balance, whatever the code does.
    .addCheckConstraint('ledger_accounts_non_negative',
      sql`allow_negative = 1 or (available_atoms >= 0 and locked_atoms >= 0)`)
    .execute();

  await withId(s.createTable('ledger_entries'), d)
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(s.createTable('ledger_lines'), d)
    .addColumn('entry_id', 'bigint', (c) => c.notNull().references('ledger_entries.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('ledger_lines_account').on('ledger_lines').column('account_id').execute();
  await s.createIndex('ledger_lines_entry').on('ledger_lines').column('entry_id').execute();

  await withId(s.createTable('admins'), d)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('must_change_password', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .execute();

  await withId(s.createTable('admin_sessions'), d)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admins.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();

  await withId(s.createTable('audit_log'), d)
    .addColumn('admin_id', 'bigint', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['audit_log', 'admin_sessions', 'admins', 'ledger_lines', 'ledger_entries', 'ledger_accounts',
    'rate_counters', 'outbox', 'verification_codes', 'sessions', 'users']) {
    await db.schema.dropTable(t).execute();
  }
}
