import type { Db, Tx } from '../../platform/db/database.js';

type Executor = Db | Tx;
export type LeafRow = { position: number; user_id: number; balance_atoms: bigint; leaf_hash: string };
export type RootRow = { day: string; asset: string; root_hash: string; total_atoms: bigint; leaf_count: number; created_at: number };

/** SQL of the proof module; used only by its service. */
export function createProofRepo(db: Db) {
  return {
    async secrets(ex: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
      const out = new Map<number, string>();
      for (let i = 0; i < userIds.length; i += 500) {
        const rows = await ex.selectFrom('proof_secrets').select(['user_id', 'secret_sealed']).where('user_id', 'in', userIds.slice(i, i + 500)).execute();
        for (const r of rows) out.set(Number(r.user_id), r.secret_sealed);
      }
      return out;
    },
    async addSecret(ex: Executor, userId: number, sealed: string, now: number): Promise<void> {
      await ex.insertInto('proof_secrets').values({ user_id: userId, secret_sealed: sealed, created_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing()).execute();
    },
    async dayPublished(ex: Executor, day: string): Promise<boolean> {
      return (await ex.selectFrom('proof_roots').select('id').where('day', '=', day).limit(1).executeTakeFirst()) !== undefined;
    },
    async lastDay(): Promise<string | null> {
      const row = await db.selectFrom('proof_roots').select('day').orderBy('day', 'desc').limit(1).executeTakeFirst();
      return row?.day ?? null;
    },
    async days(limit: number): Promise<string[]> {
      const rows = await db.selectFrom('proof_roots').select('day').groupBy('day').orderBy('day', 'desc').limit(limit).execute();
      return rows.map((r) => r.day);
    },
    async insertRoot(tx: Tx, r: RootRow): Promise<void> {
      await tx.insertInto('proof_roots').values(r).execute();
    },
    async insertLeaves(tx: Tx, day: string, asset: string, leaves: readonly LeafRow[]): Promise<void> {
      for (let i = 0; i < leaves.length; i += 200) {
        await tx.insertInto('proof_leaves').values(leaves.slice(i, i + 200).map((l) => ({ day, asset, ...l }))).execute();
      }
    },
    async roots(day: string): Promise<RootRow[]> {
      const rows = await db.selectFrom('proof_roots').select(['day', 'asset', 'root_hash', 'total_atoms', 'leaf_count', 'created_at'])
        .where('day', '=', day).orderBy('asset').execute();
      return rows.map((r) => ({ ...r, total_atoms: BigInt(r.total_atoms), leaf_count: Number(r.leaf_count), created_at: Number(r.created_at) }));
    },
    async leaves(day: string, asset: string): Promise<LeafRow[]> {
      const rows = await db.selectFrom('proof_leaves').select(['position', 'user_id', 'balance_atoms', 'leaf_hash'])
        .where('day', '=', day).where('asset', '=', asset).orderBy('position').execute();
      return rows.map((r) => ({ position: Number(r.position), user_id: Number(r.user_id), balance_atoms: BigInt(r.balance_atoms), leaf_hash: r.leaf_hash }));
    },
    async leavesOf(userId: number, day: string): Promise<{ asset: string; position: number; balance_atoms: bigint }[]> {
      const rows = await db.selectFrom('proof_leaves').select(['asset', 'position', 'balance_atoms'])
        .where('user_id', '=', userId).where('day', '=', day).orderBy('asset').execute();
      return rows.map((r) => ({ asset: r.asset, position: Number(r.position), balance_atoms: BigInt(r.balance_atoms) }));
    },
  };
}
