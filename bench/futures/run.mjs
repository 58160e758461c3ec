// The futures trigger books against a naive full scan, in the same run on the same input: 100,000 open positions
// over 10 symbols, each with a take-profit, a stop-loss and a liquidation price spread around the mark; feed ticks
// moving 0.1 % each. Per tick: the crossed triggers are popped (and the fired positions' other triggers dropped),
// and a fired position is replaced by a fresh one so the population stays at 100,000. Prints the median and p99
// time per tick and the positions touched, for both, and the ratio; then the per-tick cost of the exact cross-margin
// check over 10,000 cross positions (--cross). Usage: npm run bench:futures [-- --ticks 5000]
import { execFileSync } from 'node:child_process';
import console from 'node:console';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { makePositions, Rng } from './input.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const arg = (name, dflt) => { const i = process.argv.indexOf(name); return i > 0 ? Number(process.argv[i + 1]) : dflt; };
const POSITIONS = arg('--positions', 100_000);
const SYMBOLS = 10;
const TICKS = arg('--ticks', 5_000);

// The bench runs the built server: compile it first.
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
if (!process.argv.includes('--no-build')) execFileSync(process.execPath, [tsc, '-b', join(root, 'apps/server')], { stdio: 'inherit' });
const { TriggerBooks } = await import(pathToFileURL(join(root, 'apps/server/dist/modules/futures/futures.book.js')).href);
const { CrossMargin } = await import(pathToFileURL(join(root, 'apps/server/dist/modules/futures/futures.cross.js')).href);
const CROSS_POSITIONS = arg('--cross', 10_000);

const BASE = 100_000n * 100_000_000n; // 100,000 USDT in atoms, every symbol alike
const rng = new Rng(42);
const positions = makePositions(rng, POSITIONS, SYMBOLS, BASE);
const marks = Array.from({ length: SYMBOLS }, () => BASE);
// The same tick path for both: symbol i moves 0.1 % up or down.
const path = [];
{
  const r = new Rng(7);
  const m = [...marks];
  for (let i = 0; i < TICKS; i++) {
    const s = i % SYMBOLS;
    m[s] = r.next() < 0.5 ? (m[s] * 1001n) / 1000n : (m[s] * 999n) / 1000n;
    path.push({ s, price: m[s] });
  }
}

const dirOf = (side, kind) => (kind === 'take_profit' ? (side === 'long' ? 'above' : 'below') : side === 'long' ? 'below' : 'above');

function runBooks() {
  const books = new TriggerBooks();
  const live = new Map();
  const put = (p) => {
    live.set(p.id, p);
    for (const kind of ['take_profit', 'stop_loss', 'liquidation']) books.set(`S${p.s}`, dirOf(p.side, kind), p.id, kind, p[kind]);
  };
  for (const p of positions) put({ ...p });
  const fresh = new Rng(99);
  let nextId = positions.length + 1;
  const times = [];
  let touched = 0;
  for (const { s, price } of path) {
    const t0 = process.hrtime.bigint();
    const fired = books.cross(`S${s}`, price);
    const ids = new Set();
    for (const f of fired) ids.add(f.positionId);
    for (const id of ids) { books.removeAll(id); live.delete(id); }
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    touched += ids.size;
    for (let k = 0; k < ids.size; k++) put(makePositions(fresh, 1, 1, price, nextId++, s)[0]);
  }
  return { times, touched };
}

function runScan() {
  const all = positions.map((p) => ({ ...p, tp: Number(p.take_profit), sl: Number(p.stop_loss), liq: Number(p.liquidation), open: true }));
  const fresh = new Rng(99);
  let nextId = positions.length + 1;
  const times = [];
  let touched = 0;
  for (const { s, price } of path) {
    const m = Number(price);
    const t0 = process.hrtime.bigint();
    const hit = [];
    for (let i = 0; i < all.length; i++) {
      const p = all[i];
      if (!p.open || p.s !== s) continue;
      const long = p.side === 'long';
      if (long ? m >= p.tp || m <= p.sl || m <= p.liq : m <= p.tp || m >= p.sl || m >= p.liq) { p.open = false; hit.push(i); }
    }
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    touched += hit.length;
    for (const i of hit) {
      const q = makePositions(fresh, 1, 1, price, nextId++, s)[0];
      all[i] = { ...q, tp: Number(q.take_profit), sl: Number(q.stop_loss), liq: Number(q.liquidation), open: true };
    }
  }
  return { times, touched };
}

// Cross accounts: users holding 2 to 4 cross positions over the symbols; at each tick the engine compares the whole
// cross equity of every such user holding the tick's symbol with the cross maintenance (exact at the tick).
function runCross() {
  const rows = new Map();
  const markMap = new Map();
  const cross = new CrossMargin(rows, markMap, new TriggerBooks(), null);
  const r = new Rng(5);
  let id = 0;
  for (let user = 1; id < CROSS_POSITIONS; user++) {
    const n = 2 + Math.floor(r.next() * 3);
    for (let k = 0; k < n && id < CROSS_POSITIONS; k++) {
      const row = {
        id: ++id, user_id: user, mode: 'real', symbol: `S${Math.floor(r.next() * SYMBOLS)}`, side: r.next() < 0.5 ? 'long' : 'short', margin_mode: 'cross',
        status: 1, lots: 1 + Math.floor(r.next() * 20), contract_size_atoms: 100_000n, entry_atoms: BASE, margin_atoms: 1_000_000_000n, mm_rate_bps: 50,
      };
      rows.set(row.id, row);
      cross.track(row);
    }
  }
  for (let s = 0; s < SYMBOLS; s++) markMap.set(`S${s}`, { id: 0, symbol: `S${s}`, price: BASE, time: 0, source: 'bench' });
  const times = [];
  let breached = 0;
  for (const [i, { s, price }] of path.entries()) {
    const tick = { id: i + 1, symbol: `S${s}`, price, time: i, source: 'bench' };
    const t0 = process.hrtime.bigint();
    breached += cross.breached(tick).length;
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    markMap.set(tick.symbol, tick);
  }
  return { times, breached };
}

const pct = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))]; };
// Interleave: warm both once, then measure each.
runBooks(); runScan();
const books = runBooks();
const scan = runScan();
const row = (name, r) => ({ engine: name, 'median ms/tick': pct(r.times, 0.5).toFixed(4), 'p99 ms/tick': pct(r.times, 0.99).toFixed(4), 'positions touched': r.touched, 'touched/tick': (r.touched / TICKS).toFixed(2) });
console.log(`futures triggers: ${POSITIONS} positions, ${SYMBOLS} symbols, ${TICKS} ticks of 0.1 %`);
console.table([row('trigger books', books), row('naive full scan', scan)]);
console.log(`median speed-up: ${(pct(scan.times, 0.5) / pct(books.times, 0.5)).toFixed(1)}x, p99: ${(pct(scan.times, 0.99) / pct(books.times, 0.99)).toFixed(1)}x`);
runCross();
const crossRun = runCross();
console.log(`cross accounts: ${CROSS_POSITIONS} cross positions in accounts of 2 to 4, equity checked at every tick of their symbols: median ${pct(crossRun.times, 0.5).toFixed(4)} ms/tick, p99 ${pct(crossRun.times, 0.99).toFixed(4)} ms/tick (${crossRun.breached} accounts at maintenance over the run)`);
if (books.touched !== scan.touched) {
  console.error(`MISMATCH: books touched ${books.touched}, scan ${scan.touched}`);
  process.exitCode = 1;
}
