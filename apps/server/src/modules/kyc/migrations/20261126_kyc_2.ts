import type { Kysely } from 'kysely';

/**
 * One row per user and coin that the KYC gate on withdrawals writes first in each request's transaction: requests of
 * the same user and coin through different channels (crypto, bank) then queue one behind the other, so each counts
 * the other's committed request and two cannot pass the day's threshold together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('kyc_withdraw_turns')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('turns', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('kyc_withdraw_turns_pk', ['user_id', 'asset'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kyc_withdraw_turns').execute();
}
