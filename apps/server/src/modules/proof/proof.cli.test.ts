import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROOF_VERSION, type ProofFile } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLevels, leafHash, pathOf, rootOf, saltOf } from './proof.tree.js';

const BIN = fileURLToPath(new URL('../../../../../packages/shared/bin/candor-verify.mjs', import.meta.url));
const run = (args: string[]) => new Promise<{ code: number; out: string }>((resolve) => {
  execFile(process.execPath, [BIN, ...args], (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr }));
});

/** A proof of user 2 among five, as the server answers it. */
function proofFile(): ProofFile {
  const day = '2026-11-25';
  const leaves = [1, 2, 3, 4, 5].map((id) => {
    const salt = saltOf(Buffer.alloc(32, id), day, 'USDT');
    return { id, salt, hash: leafHash(id, salt, BigInt(id) * 100_000_000n), sum: BigInt(id) * 100_000_000n };
  }).sort((a, b) => (a.hash < b.hash ? -1 : 1));
  const levels = buildLevels(leaves);
  const root = rootOf(levels);
  const position = leaves.findIndex((l) => l.id === 2);
  const leaf = leaves[position];
  if (!root || !leaf) throw new Error('no tree');
  return {
    version: PROOF_VERSION, day, user_id: 2,
    assets: [{ asset: 'USDT', decimals: 8, leaf: { salt: leaf.salt, balance: leaf.sum.toString(), hash: leaf.hash }, path: pathOf(levels, position), root: { hash: root.hash, sum: root.sum.toString(), leaves: 5 } }],
  };
}

describe('npx candor-verify proof.json', { timeout: 60_000 }, () => {
  let dir = '';
  beforeAll(async () => { dir = await mkdtemp(join(tmpdir(), 'candor-verify-')); });
  afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

  it('verifies a good proof (exit 0) and prints the balance, the total and the root', async () => {
    const file = proofFile();
    await writeFile(join(dir, 'good.json'), JSON.stringify(file));
    const r = await run([join(dir, 'good.json'), `USDT=${file.assets[0]?.root.hash}`]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('OK   USDT: verified. balance 2, total 15 over 5 accounts');
  });

  it('fails (exit 1) when a balance or a sibling is changed, or the published root differs', async () => {
    const file = proofFile();
    const asset = file.assets[0] as ProofFile['assets'][number];
    await writeFile(join(dir, 'balance.json'), JSON.stringify({ ...file, assets: [{ ...asset, leaf: { ...asset.leaf, balance: '300000000' } }] }));
    const step = asset.path[0] as ProofFile['assets'][number]['path'][number];
    await writeFile(join(dir, 'sibling.json'), JSON.stringify({ ...file, assets: [{ ...asset, path: [{ ...step, sum: '1' }, ...asset.path.slice(1)] }] }));
    await writeFile(join(dir, 'good.json'), JSON.stringify(file));
    const balance = await run([join(dir, 'balance.json')]);
    expect([balance.code, balance.out.includes('FAIL USDT: the leaf hash does not match')]).toEqual([1, true]);
    const sibling = await run([join(dir, 'sibling.json')]);
    expect([sibling.code, sibling.out.includes('FAIL USDT: the computed root differs')]).toEqual([1, true]);
    const other = await run([join(dir, 'good.json'), `USDT=${'0'.repeat(64)}`]);
    expect(other.code).toBe(1);
    expect((await run([])).code).toBe(2);
  });
});
