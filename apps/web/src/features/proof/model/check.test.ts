import { leafText, nodeText, sha256Hex, type ProofFile } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { checkProof, proofJson, shortHash } from './check';

/** A two-leaf tree built by hand with the shared hashing rules. */
async function file(): Promise<{ file: ProofFile; root: string }> {
  const salt = 'ab'.repeat(32);
  const mine = { hash: await sha256Hex(leafText(7, salt, '150')), sum: '150' };
  const other = { hash: 'cd'.repeat(32), sum: '50' };
  const root = await sha256Hex(nodeText(mine, other));
  return {
    root,
    file: { version: 1, day: '2026-11-25', user_id: 7, assets: [{ asset: 'USDT', decimals: 8, leaf: { salt, balance: '150', hash: mine.hash }, path: [{ side: 'right', ...other }], root: { hash: root, sum: '200', leaves: 2 } }] },
  };
}

describe('the proof page\'s check', () => {
  it('verifies against the published root and fails against another', async () => {
    const { file: f, root } = await file();
    expect((await checkProof(f, { USDT: root }))[0]).toMatchObject({ ok: true, code: 'ok' });
    expect((await checkProof(f, { USDT: '00'.repeat(32) }))[0]).toMatchObject({ ok: false, code: 'root_hash_mismatch' });
    expect(JSON.parse(proofJson(f))).toEqual(f);
    expect(shortHash(root)).toMatch(/^[0-9a-f]{10}…[0-9a-f]{8}$/);
  });
});
