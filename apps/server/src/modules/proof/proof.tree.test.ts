import { verifyAssetProof, type AssetProof } from '@candor/shared';
import { sha256 } from '../../../../../packages/shared/src/proof/sha256.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLevels, leafHash, pathOf, rootOf, saltOf } from './proof.tree.js';

type User = { id: number; balance: bigint; secret: Buffer };

/** Builds the tree the way the job does (leaves ordered by hash) and answers each user's proof. */
function proofs(users: readonly User[], day = '2026-11-25', asset = 'USDT'): { user: User; proof: AssetProof }[] {
  const leaves = users.map((u) => {
    const salt = saltOf(u.secret, day, asset);
    return { user: u, salt, hash: leafHash(u.id, salt, u.balance), sum: u.balance };
  }).sort((a, b) => (a.hash < b.hash ? -1 : 1));
  const levels = buildLevels(leaves);
  const root = rootOf(levels);
  if (!root) throw new Error('no root');
  return leaves.map((l, position) => ({
    user: l.user,
    proof: {
      asset, decimals: 8, leaf: { salt: l.salt, balance: l.sum.toString(), hash: l.hash }, path: pathOf(levels, position),
      root: { hash: root.hash, sum: root.sum.toString(), leaves: leaves.length },
    },
  }));
}

const usersArb = fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 40 }).chain((ids) =>
  fc.tuple(...ids.map((id) => fc.record({
    id: fc.constant(id), balance: fc.bigInt({ min: 1n, max: 10n ** 20n }), secret: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b)),
  }))));

describe('the Merkle sum tree of proof of liabilities', () => {
  it('every user of a random run verifies with the shared check (WebCrypto), and the root sums every balance', async () => {
    await fc.assert(fc.asyncProperty(usersArb, async (users) => {
      const all = proofs(users);
      for (const { user, proof } of all) {
        const check = await verifyAssetProof(user.id, proof);
        expect(check).toMatchObject({ ok: true, code: 'ok' });
      }
      // The plain SHA-256 (a page without WebCrypto) agrees.
      const first = all[0] as { user: User; proof: AssetProof };
      expect((await verifyAssetProof(first.user.id, first.proof, async (b) => sha256(b))).ok).toBe(true);
      expect(BigInt(all[0]?.proof.root.sum ?? '0')).toBe(users.reduce((s, u) => s + u.balance, 0n));
    }), { numRuns: 40 });
  });

  it('fails when the balance, any sibling\'s hash or sum, the salt or the user id is changed', async () => {
    await fc.assert(fc.asyncProperty(usersArb.filter((u) => u.length >= 2), fc.nat(), fc.nat(), async (users, pick, stepPick) => {
      const all = proofs(users);
      const { user, proof } = all[pick % all.length] as { user: User; proof: AssetProof };
      const bump = (s: string) => (BigInt(s) + 1n).toString();
      expect((await verifyAssetProof(user.id, { ...proof, leaf: { ...proof.leaf, balance: bump(proof.leaf.balance) } })).ok).toBe(false);
      expect((await verifyAssetProof(user.id + 1, proof)).ok).toBe(false);
      const salt = (proof.leaf.salt[0] === 'a' ? 'b' : 'a') + proof.leaf.salt.slice(1);
      expect((await verifyAssetProof(user.id, { ...proof, leaf: { ...proof.leaf, salt } })).ok).toBe(false);
      expect(proof.path.length).toBeGreaterThan(0);
      const i = stepPick % proof.path.length;
      const step = proof.path[i] as AssetProof['path'][number];
      const withStep = (s: AssetProof['path'][number]) => ({ ...proof, path: proof.path.map((x, j) => (j === i ? s : x)) });
      expect((await verifyAssetProof(user.id, withStep({ ...step, sum: bump(step.sum) }))).ok).toBe(false);
      // Moving value from the sibling to the user keeps the total yet breaks the hashes.
      if (BigInt(step.sum) > 0n) {
        const moved = { ...withStep({ ...step, sum: (BigInt(step.sum) - 1n).toString() }), leaf: { ...proof.leaf, balance: bump(proof.leaf.balance) } };
        expect((await verifyAssetProof(user.id, moved)).ok).toBe(false);
      }
      const hash = (step.hash[0] === '0' ? '1' : '0') + step.hash.slice(1);
      expect((await verifyAssetProof(user.id, withStep({ ...step, hash }))).ok).toBe(false);
      expect((await verifyAssetProof(user.id, withStep({ ...step, side: step.side === 'left' ? 'right' : 'left' }))).ok).toBe(false);
    }), { numRuns: 40 });
  });

  it('refuses a negative sibling sum even when the hashes were made to match it', async () => {
    const users = [1, 2, 3].map((id) => ({ id, balance: 100n, secret: Buffer.alloc(32, id) }));
    const [{ user, proof }] = proofs(users) as [{ user: User; proof: AssetProof }];
    const neg = { ...proof, path: proof.path.map((s) => ({ ...s, sum: `-${s.sum}` })) };
    expect(await verifyAssetProof(user.id, neg)).toMatchObject({ ok: false, code: 'negative' });
    expect(await verifyAssetProof(user.id, { ...proof, leaf: { ...proof.leaf, balance: '-5' } })).toMatchObject({ ok: false, code: 'negative' });
  });

  it('two users with equal balances never share a leaf', () => {
    const a = leafHash(1, saltOf(Buffer.alloc(32, 1), '2026-11-25', 'USDT'), 5n);
    const b = leafHash(2, saltOf(Buffer.alloc(32, 2), '2026-11-25', 'USDT'), 5n);
    expect(a).not.toBe(b);
  });
});
