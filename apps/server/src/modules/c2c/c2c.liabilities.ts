import { sql } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';

/** What the platform owes a user in one asset outside their own accounts. */
export type Committed = { ownerId: number; asset: string; atoms: bigint };

/**
 * The coins C2C holds in escrow at `at` (entries before that moment, as the proof's snapshot reads the journal):
 * each order taken before `at` and neither released nor cancelled by then still owes its quantity to its seller
 * (the platform's c2c_escrow account holds it; a release pays the buyer, a return the seller, both after `at`).
 */
export async function c2cCommittedAt(ex: Db | Tx, at: number): Promise<Committed[]> {
  const rows = await ex.selectFrom('c2c_orders')
    .select(['seller_id', 'coin', sql<bigint>`sum(quantity_atoms)`.as('atoms')])
    .where('created_at', '<', at)
    .where((e) => e.or([e('released_at', 'is', null), e('released_at', '>=', at)]))
    .where((e) => e.or([e('cancelled_at', 'is', null), e('cancelled_at', '>=', at)]))
    .groupBy(['seller_id', 'coin']).orderBy('coin').orderBy('seller_id').execute();
  return rows.map((r) => ({ ownerId: Number(r.seller_id), asset: r.coin, atoms: BigInt(r.atoms) })).filter((r) => r.atoms > 0n);
}
