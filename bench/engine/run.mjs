// Our order book against nodejs-order-book on the same seeded streams: a typical book (~2,000 resting orders)
// and a deep one (~200,000), each engine in its own Node process per run, runs interleaved and repeated, and
// medians reported with the spread of throughput between runs (the machine is shared and noisy).
// Usage: npm run bench:engine [-- --runs 5]
import { execFileSync, spawnSync } from 'node:child_process';
import console from 'node:console';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const argRuns = process.argv.indexOf('--runs');
const RUNS = argRuns > 0 ? Number(process.argv[argRuns + 1]) : 5;
const BOOKS = [
  { name: 'typical', seed: 1, resting: 2_000, ops: 300_000, spread: 20 },
  // Fewer operations on the deep book: the peer does about 25,000 a second there.
  { name: 'deep', seed: 2, resting: 200_000, ops: 60_000, spread: 200 },
];
const ENGINES = ['candor', 'peer'];

// The bench runs the built package: compile it first.
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'packages/matching')], { stdio: 'inherit' });
const { generate, save, LIMIT, MARKET, CANCEL } = await import('./stream.mjs');
const { summarize, table } = await import('./report.mjs');

const dir = mkdtempSync(join(tmpdir(), 'candor-engine-bench-'));
const started = Date.now();
const load0 = loadavg()[0];
try {
  for (const b of BOOKS) {
    const s = generate(b);
    b.file = join(dir, `${b.name}.bin`);
    save(b.file, s);
    const count = (k) => s.kind.subarray(s.resting).filter((v) => v === k).length;
    const pc = (k) => Math.round((100 * count(k)) / s.ops);
    console.log(`${b.name}: ${b.resting.toLocaleString('en-US')} resting, then ${b.ops.toLocaleString('en-US')} ops (${pc(LIMIT)}% limit, ${pc(MARKET)}% market, ${pc(CANCEL)}% cancel), ${s.finalSize.toLocaleString('en-US')} resting at the end`);
    b.results = { candor: [], peer: [] };
  }
  for (let run = 0; run < RUNS; run++) {
    for (const b of BOOKS) {
      // Alternate which engine goes first, so drift in the machine's load falls on both.
      for (const engine of run % 2 === 0 ? ENGINES : [...ENGINES].reverse()) {
        const out = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(new URL('./worker.mjs', import.meta.url)), engine, b.file], { encoding: 'utf8' });
        if (out.status !== 0) throw new Error(`${engine} on ${b.name} failed:\n${out.stderr}`);
        const r = JSON.parse(out.stdout);
        b.results[engine].push(r);
        process.stderr.write(`run ${run + 1}/${RUNS} ${b.name} ${r.engine}: ${Math.round(r.opsPerSec).toLocaleString('en-US')} ops/s\n`);
      }
    }
  }
  for (const b of BOOKS) {
    const finals = [...b.results.candor, ...b.results.peer].map((r) => JSON.stringify(r.final));
    if (new Set(finals).size !== 1) throw new Error(`${b.name}: the engines ended with different books: ${[...new Set(finals)].join(' / ')}`);
  }
  console.log(`\nMedians of ${RUNS} runs per engine and book; spread = (max - min) / median of ops/s, halved; latency per operation with process.hrtime.bigint (its own cost included); heap = growth of heapUsed + arrayBuffers per resting order, over copies of the built book holding ~50,000 orders.\n`);
  console.log(table(BOOKS.map((b) => ({ name: b.name, ours: summarize(b.results.candor), peer: summarize(b.results.peer) }))));
  console.log(`\nBoth engines ended every run with the same book. Load average ${load0.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end; ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
