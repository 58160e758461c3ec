// One engine on one stream, in its own process: heap per resting order after building the book, a warm-up,
// then a throughput pass and a per-operation latency pass, each on a freshly built book. Prints one JSON line.
// Usage: node --expose-gc bench/engine/worker.mjs <candor|peer> <stream file>
import process from 'node:process';
import { load } from './stream.mjs';

const [engineName, file] = process.argv.slice(2);
const gc = globalThis.gc;
if (typeof gc !== 'function') throw new Error('run with --expose-gc');
const s = load(file);
const { createEngine } = await import(`./engine-${engineName}.mjs`);
const engine = createEngine(s);
const end = s.resting + s.ops;
const WARMUP = Math.min(s.ops, 20_000);

const memory = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

function prefill() {
  engine.reset();
  for (let i = 0; i < s.resting; i++) engine.op(i);
}

// Heap per resting order: several books kept alive (about 50,000 orders in all) so that the figure is well
// above the heap's own noise; one book is built and dropped first so that the code and type feedback that
// building creates are in the baseline.
const copies = Math.max(1, Math.round(50_000 / s.resting));
prefill();
engine.reset();
const before = memory();
const kept = [];
for (let k = 0; k < copies; k++) {
  prefill();
  kept.push(engine.current());
}
const heapPerOrder = (memory() - before) / (copies * s.resting);
kept.length = 0;
// Warm-up on the last book built: building ran the limit path, this runs the rest, so both engines are optimized.
for (let i = s.resting; i < s.resting + WARMUP; i++) engine.op(i);

prefill();
gc();
let t0 = process.hrtime.bigint();
for (let i = s.resting; i < end; i++) engine.op(i);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;

prefill();
gc();
const lat = new Float64Array(s.ops);
for (let i = s.resting; i < end; i++) {
  t0 = process.hrtime.bigint();
  engine.op(i);
  lat[i - s.resting] = Number(process.hrtime.bigint() - t0);
}
lat.sort();
const pct = (p) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))];

process.stdout.write(
  `${JSON.stringify({ engine: engine.name, opsPerSec: s.ops / seconds, p50: pct(0.5), p99: pct(0.99), p999: pct(0.999), heapPerOrder, final: engine.summary() })}\n`,
);
