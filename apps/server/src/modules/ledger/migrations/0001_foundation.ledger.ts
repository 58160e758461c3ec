import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/**
 * The double-entry ledger: accounts, entries and their lines.
 * Split out of 0001_foundation when the module kit gave each module its own migrations: databases created before the split
 * already have these tables from 0001_foundation, so every statement here is IF NOT EXISTS and does nothing there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await withId(s.createTable('ledger_accounts').ifNotExists(), d)
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

  await withId(s.createTable('ledger_entries').ifNotExists(), d)
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(s.createTable('ledger_lines').ifNotExists(), d)
    .addColumn('entry_id', 'bigint', (c) => c.notNull().references('ledger_entries.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull())
    .execute();

  await s.createIndex('ledger_lines_account').ifNotExists().on('ledger_lines').column('account_id').execute();

  await s.createIndex('ledger_lines_entry').ifNotExists().on('ledger_lines').column('entry_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_lines').ifExists().execute();
  await db.schema.dropTable('ledger_entries').ifExists().execute();
  await db.schema.dropTable('ledger_accounts').ifExists().execute();
}
