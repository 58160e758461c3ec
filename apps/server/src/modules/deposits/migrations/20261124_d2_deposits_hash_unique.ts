import { sql, type Kysely } from 'kysely';

/**
 * One live deposit per transaction: two requests naming the same hash on one network are refused by the database,
 * also when they race (the service's check alone let both through). A rejected request frees its hash, as the
 * service already allowed, so the index leaves rejected rows and requests without a hash out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index deposits_hash_live on deposits (network, tx_hash) where tx_hash is not null and status <> 'rejected'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index deposits_hash_live`.execute(db);
}
