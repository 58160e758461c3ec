import type { Generated } from 'kysely';

/** Each user's proof secret (32 random bytes, sealed with the install's secrets key): the salts of their leaves derive from it. */
export type ProofSecretsTable = {
  user_id: number;
  secret_sealed: string;
  created_at: number;
};

/** A published root: the Merkle sum tree of one asset on one day (balances at 00:00 UTC of `day`). */
export type ProofRootsTable = {
  id: Generated<number>;
  day: string;
  asset: string;
  root_hash: string;
  total_atoms: bigint;
  leaf_count: number;
  created_at: number;
};

/** A leaf of a published tree, at its position (leaves are ordered by hash, so a position tells nothing of the user). */
export type ProofLeavesTable = {
  id: Generated<number>;
  day: string;
  asset: string;
  position: number;
  user_id: number;
  balance_atoms: bigint;
  leaf_hash: string;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    proof_secrets: ProofSecretsTable;
    proof_roots: ProofRootsTable;
    proof_leaves: ProofLeavesTable;
  }
}

export const proofTables = ['proof_secrets', 'proof_roots', 'proof_leaves'] as const;
