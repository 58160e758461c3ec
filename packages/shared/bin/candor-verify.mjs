#!/usr/bin/env node
// candor-verify: checks a proof.json downloaded from Candor's proof page without trusting the server. Node only, no
// dependencies: it runs the same check as the page (packages/shared/src/proof/merkle.ts) with Node's WebCrypto.
// Usage: npx candor-verify proof.json [ASSET=ROOT_HASH ...]   (roots published elsewhere, to compare with)
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

async function loadCheck() {
  const built = new URL('../dist/proof/merkle.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return import(built.href);
  // A checkout without a build: the same sources, their types stripped by the repository's TypeScript.
  const ts = (await import('typescript')).default;
  const dir = await mkdtemp(join(tmpdir(), 'candor-verify-'));
  for (const name of ['merkle', 'sha256']) {
    const source = await readFile(new URL(`../src/proof/${name}.ts`, import.meta.url), 'utf8');
    const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    await writeFile(join(dir, `${name}.mjs`), js.replaceAll("'./sha256.js'", "'./sha256.mjs'"));
  }
  try {
    return await import(pathToFileURL(join(dir, 'merkle.mjs')).href);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const REASONS = {
  ok: 'verified',
  malformed: 'the proof is malformed',
  leaf_mismatch: 'the leaf hash does not match the user id, salt and balance',
  negative: 'a negative balance or sum appears in the proof',
  root_hash_mismatch: 'the computed root differs from the root',
  root_sum_mismatch: 'the computed total differs from the root\'s total',
};

async function main(argv) {
  const [file, ...rest] = argv;
  if (!file || file === '-h' || file === '--help') {
    console.log('usage: candor-verify proof.json [ASSET=ROOT_HASH ...]');
    return file ? 0 : 2;
  }
  const roots = {};
  for (const arg of rest) {
    const [asset, hash] = arg.split('=');
    if (!asset || !hash) { console.error(`not ASSET=ROOT_HASH: ${arg}`); return 2; }
    roots[asset.toUpperCase()] = hash.toLowerCase();
  }
  let proof;
  try {
    proof = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    console.error(`cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  const { verifyProofFile, atomsText } = await loadCheck();
  const checks = await verifyProofFile(proof, Object.keys(roots).length ? roots : undefined);
  console.log(`Candor proof of liabilities, day ${proof?.day}, user ${proof?.user_id}`);
  for (const c of checks) {
    const p = Array.isArray(proof?.assets) ? proof.assets.find((a) => a.asset === c.asset) : undefined;
    const detail = p ? ` balance ${atomsText(p.leaf.balance, p.decimals)}, total ${atomsText(p.root.sum, p.decimals)} over ${p.root.leaves} accounts, root ${p.root.hash}` : '';
    console.log(`${c.ok ? 'OK  ' : 'FAIL'} ${c.asset}: ${REASONS[c.code] ?? c.code}.${detail}`);
  }
  const ok = checks.length > 0 && checks.every((c) => c.ok);
  console.log(ok ? 'All assets verified: compare each root with the one Candor published for the day.' : 'The proof does NOT verify.');
  return ok ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
