import { sql } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';

/** What the platform owes a user in one asset outside their own accounts. */
export type Committed = { ownerId: number; asset: string; atoms: bigint };

/**
 * The tokens IEO owes at `at` (entries before that moment, as the proof's snapshot reads the journal): an allotment
 * paid before `at` and not yet delivered by then sits in the platform's ieo account (its cost already left the user's
 * deposit) and is owed to its applicant in the project's token. Deposits before allotment stay locked in the user's
 * own funding account (already in their leaf), delivered tokens likewise; currency subscription purchases are
 * delivered into the buyer's funding account at once.
 */
export async function ieoCommittedAt(ex: Db | Tx, at: number): Promise<Committed[]> {
  const rows = await ex.selectFrom('ieo_applications as a').innerJoin('ieo_projects as p', 'p.id', 'a.project_id')
    .select(['a.user_id', 'p.token', sql<bigint>`sum(a.allotted_atoms)`.as('atoms')])
    .where('a.paid_at', 'is not', null).where('a.paid_at', '<', at)
    .where((e) => e.or([e('a.delivered_at', 'is', null), e('a.delivered_at', '>=', at)]))
    .groupBy(['a.user_id', 'p.token']).orderBy('p.token').orderBy('a.user_id').execute();
  return rows.map((r) => ({ ownerId: Number(r.user_id), asset: r.token, atoms: BigInt(r.atoms) })).filter((r) => r.atoms > 0n);
}
