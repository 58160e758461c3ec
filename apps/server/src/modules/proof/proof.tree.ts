import { createHash, createHmac } from 'node:crypto';
import { leafText, nodeText, type ProofNode, type ProofStep } from '@candor/shared';

/** SHA-256 of a text's UTF-8 bytes as hex: the same bytes the shared check hashes with WebCrypto. */
export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A leaf's salt: HMAC-SHA256 of the user's secret over the day and the asset, so each leaf has its own. */
export const saltOf = (secret: Buffer, day: string, asset: string): string => createHmac('sha256', secret).update(`${day}|${asset}`).digest('hex');

export const leafHash = (userId: number, salt: string, balance: bigint): string => sha256(leafText(userId, salt, balance.toString()));

type Node = { hash: string; sum: bigint };

/**
 * The levels of a Merkle sum tree over the leaves in order, from the leaves up to the root: each parent hashes both
 * children's hashes and sums, its sum is theirs; an odd last node is carried up unchanged.
 */
export function buildLevels(leaves: readonly Node[]): Node[][] {
  if (leaves.length === 0) return [];
  const levels: Node[][] = [[...leaves]];
  let level = levels[0] ?? [];
  while (level.length > 1) {
    const next: Node[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Node;
      const right = level[i + 1];
      if (!right) { next.push(left); continue; }
      const pair = (n: Node): ProofNode => ({ hash: n.hash, sum: n.sum.toString() });
      next.push({ hash: sha256(nodeText(pair(left), pair(right))), sum: left.sum + right.sum });
    }
    levels.push(next);
    level = next;
  }
  return levels;
}

export const rootOf = (levels: readonly Node[][]): Node | null => levels.at(-1)?.[0] ?? null;

/** The siblings from the leaf at `position` up to the root. */
export function pathOf(levels: readonly Node[][], position: number): ProofStep[] {
  const path: ProofStep[] = [];
  let i = position;
  for (const level of levels.slice(0, -1)) {
    const sibling = level[i ^ 1];
    if (sibling) path.push({ side: i % 2 === 1 ? 'left' : 'right', hash: sibling.hash, sum: sibling.sum.toString() });
    i >>= 1;
  }
  return path;
}
