import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** Transfers between a user's own accounts; the money itself moves in the ledger. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  await withId(db.schema.createTable('wallet_transfers'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('from_kind', 'text', (c) => c.notNull())
    .addColumn('to_kind', 'text', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The history reads one user's transfers of one mode, newest first.
  await db.schema.createIndex('wallet_transfers_user').on('wallet_transfers').columns(['user_id', 'mode', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_transfers').execute();
}
