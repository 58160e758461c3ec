// Medians over runs, ratios, and the table the runner prints.

export const median = (xs) => {
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length % 2 ? a[m] : (a[m - 1] + a[m]) / 2;
};

const group = (n) => Math.round(n).toLocaleString('en-US');
const ns = (v) => (v >= 1e6 ? `${(v / 1e6).toFixed(2)} ms` : v >= 1e3 ? `${(v / 1e3).toFixed(1)} µs` : `${Math.round(v)} ns`);
const x = (r) => `${r >= 100 ? Math.round(r) : r.toFixed(1)}x`;

/** Median of each figure over one engine's runs on one book, and the spread of its throughput. */
export function summarize(runs) {
  const ops = runs.map((r) => r.opsPerSec);
  const lo = Math.min(...ops);
  const hi = Math.max(...ops);
  return {
    engine: runs[0].engine,
    runs: runs.length,
    opsPerSec: median(ops),
    spread: (hi - lo) / median(ops),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    p999: median(runs.map((r) => r.p999)),
    heapPerOrder: median(runs.map((r) => r.heapPerOrder)),
  };
}

const COLS = [
  ['book', 9], ['engine', 19], ['ops/s', 12], ['spread', 7], ['p50', 9], ['p99', 9], ['p99.9', 9], ['heap B/order', 13],
];
const row = (cells) => cells.map((c, i) => (i < 2 ? String(c).padEnd(COLS[i][1]) : String(c).padStart(COLS[i][1]))).join(' ');

/** @param books [{ name, ours, peer }] with summaries from summarize(). */
export function table(books) {
  const lines = [row(COLS.map((c) => c[0]))];
  const verdicts = [];
  for (const { name, ours, peer } of books) {
    for (const e of [ours, peer]) {
      lines.push(row([name, e.engine, group(e.opsPerSec), `±${Math.round(e.spread * 50)}%`, ns(e.p50), ns(e.p99), ns(e.p999), group(e.heapPerOrder)]));
    }
    const speed = ours.opsPerSec / peer.opsPerSec;
    lines.push(row([name, 'ratio (ours vs peer)', `${x(speed)} faster`, '', `${x(peer.p50 / ours.p50)} lower`, `${x(peer.p99 / ours.p99)} lower`, `${x(peer.p999 / ours.p999)} lower`, `${x(peer.heapPerOrder / ours.heapPerOrder)} less`]));
    lines.push('');
    verdicts.push(`${name}: throughput ${x(speed)} (target 10x: ${speed >= 10 ? 'met' : 'NOT met'}), p99 ${ns(ours.p99)} vs ${ns(peer.p99)} (lower: ${ours.p99 < peer.p99 ? 'met' : 'NOT met'})`);
  }
  return [...lines, ...verdicts].join('\n');
}
