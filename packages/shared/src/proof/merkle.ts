/**
 * Proof of liabilities: the Merkle sum tree's hashing rules and the check of one user's proof. Pure code (its one
 * import is the plain SHA-256 beside it), shared by the server (which builds the tree), the web app (which checks in the browser) and the
 * `candor-verify` script (which checks a downloaded proof.json without trusting the server).
 *
 * Every hash is SHA-256 over the UTF-8 bytes of a text, as lowercase hex:
 *   leaf = H("candor-pol/leaf/1|" + user_id + "|" + salt + "|" + balance)
 *   node = H("candor-pol/node/1|" + left.hash + "|" + left.sum + "|" + right.hash + "|" + right.sum), sum = left.sum + right.sum
 * Sums and balances are whole numbers of atoms in decimal, never negative. A level with an odd count carries its last
 * node up unchanged, so a path has no step at that level.
 */

import { sha256 } from './sha256.js';

export const PROOF_VERSION = 1;

/** One step of a path: the sibling's hash and sum, and on which side of the running node it sits. */
export type ProofStep = { side: 'left' | 'right'; hash: string; sum: string };
export type ProofNode = { hash: string; sum: string };

/** One asset of a user's proof: the leaf's secret salt and balance, the path and the published root. */
export type AssetProof = {
  asset: string;
  /** Decimal places of the asset's atoms, for display only. */
  decimals: number;
  leaf: { salt: string; balance: string; hash: string };
  path: ProofStep[];
  root: ProofNode & { leaves: number };
};

/** What `GET /proof/mine` answers and the page downloads as proof.json. */
export type ProofFile = {
  version: number;
  /** The UTC day of the snapshot (balances at 00:00 UTC of that day). */
  day: string;
  user_id: number;
  assets: AssetProof[];
};

export const leafText = (userId: number, salt: string, balance: string): string => `candor-pol/leaf/1|${userId}|${salt}|${balance}`;
export const nodeText = (left: ProofNode, right: ProofNode): string => `candor-pol/node/1|${left.hash}|${left.sum}|${right.hash}|${right.sum}`;

const WHOLE = /^(0|[1-9][0-9]*)$/;
const HEX64 = /^[0-9a-f]{64}$/;

/** A digest of bytes: WebCrypto's SHA-256 by default (browsers and Node alike). */
export type Digest = (bytes: Uint8Array) => Promise<ArrayBuffer | Uint8Array>;

type Subtle = { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> };
/** WebCrypto's SHA-256; where it is missing (plain http from another host), the plain one of sha256.ts. */
const webDigest: Digest = async (bytes) => {
  const subtle = (globalThis as unknown as { crypto?: { subtle?: Subtle } }).crypto?.subtle;
  return subtle ? subtle.digest('SHA-256', bytes) : sha256(bytes);
};

export async function sha256Hex(text: string, digest: Digest = webDigest): Promise<string> {
  const out = new Uint8Array(await digest(new TextEncoder().encode(text)));
  let hex = '';
  for (const b of out) hex += b.toString(16).padStart(2, '0');
  return hex;
}

export type ProofCheck = {
  asset: string;
  ok: boolean;
  /** Why it failed (an English sentence for the script; the page translates by `code`). */
  code: 'ok' | 'malformed' | 'leaf_mismatch' | 'negative' | 'root_hash_mismatch' | 'root_sum_mismatch';
  computed: ProofNode | null;
};

const bad = (asset: string, code: ProofCheck['code'], computed: ProofNode | null = null): ProofCheck => ({ asset, ok: false, code, computed });

/**
 * Checks one asset: the leaf hash from the user id, salt and balance; then up the path, each sibling's sum a whole
 * number (never negative), each parent hashing both children's hashes and sums; the result must equal the root.
 */
export async function verifyAssetProof(userId: number, p: AssetProof, digest: Digest = webDigest): Promise<ProofCheck> {
  if (!Number.isSafeInteger(userId) || userId <= 0 || !p || typeof p.asset !== 'string' || !p.leaf || !Array.isArray(p.path) || !p.root) return bad(String(p?.asset), 'malformed');
  const { salt, balance, hash } = p.leaf;
  if (typeof salt !== 'string' || !HEX64.test(salt) || typeof hash !== 'string') return bad(p.asset, 'malformed');
  if (typeof balance !== 'string') return bad(p.asset, 'malformed');
  if (balance.startsWith('-')) return bad(p.asset, 'negative');
  if (!WHOLE.test(balance)) return bad(p.asset, 'malformed');
  let node: ProofNode = { hash: await sha256Hex(leafText(userId, salt, balance), digest), sum: balance };
  if (node.hash !== hash) return bad(p.asset, 'leaf_mismatch', node);
  for (const step of p.path) {
    if (!step || (step.side !== 'left' && step.side !== 'right') || typeof step.hash !== 'string' || !HEX64.test(step.hash) || typeof step.sum !== 'string') return bad(p.asset, 'malformed');
    if (step.sum.startsWith('-')) return bad(p.asset, 'negative');
    if (!WHOLE.test(step.sum)) return bad(p.asset, 'malformed');
    const sibling = { hash: step.hash, sum: step.sum };
    const [left, right] = step.side === 'left' ? [sibling, node] : [node, sibling];
    node = { hash: await sha256Hex(nodeText(left, right), digest), sum: (BigInt(left.sum) + BigInt(right.sum)).toString() };
  }
  if (node.hash !== p.root.hash) return bad(p.asset, 'root_hash_mismatch', node);
  if (node.sum !== p.root.sum) return bad(p.asset, 'root_sum_mismatch', node);
  return { asset: p.asset, ok: true, code: 'ok', computed: node };
}

/** Checks every asset of a proof file; `roots` (asset -> hash), when given, are the roots published elsewhere to compare with. */
export async function verifyProofFile(file: ProofFile, roots?: Readonly<Record<string, string>>, digest: Digest = webDigest): Promise<ProofCheck[]> {
  if (!file || file.version !== PROOF_VERSION || !Array.isArray(file.assets)) return [bad('*', 'malformed')];
  const out: ProofCheck[] = [];
  for (const p of file.assets) {
    const check = await verifyAssetProof(file.user_id, p, digest);
    const published = roots?.[p.asset];
    out.push(check.ok && published !== undefined && published !== p.root.hash ? { ...check, ok: false, code: 'root_hash_mismatch' } : check);
  }
  return out;
}

/** Shows atoms as a decimal amount (for the script and the page; no rounding). */
export function atomsText(atoms: string, decimals: number): string {
  if (!WHOLE.test(atoms) || decimals <= 0) return atoms;
  const padded = atoms.padStart(decimals + 1, '0');
  const int = padded.slice(0, -decimals);
  const frac = padded.slice(-decimals).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}
