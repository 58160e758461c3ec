// Counts the statements the server sends to PostgreSQL, by text, and prints them when it ends (SIGINT): preload it
// with BENCH_NODE_ARGS="--import ./bench/api/count-statements.mjs" to see the round trips a benchmark's requests make.
// Counts from the first spot/trade only when COUNT_AFTER names a statement start (default: every statement).
import pg from 'pg';

const counts = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(config, ...rest) {
  const text = typeof config === 'string' ? config : config?.text ?? '?';
  const key = text.replace(/\s+/g, ' ').slice(0, 140);
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return query.call(this, config, ...rest);
};
process.on('SIGINT', () => {
  const rows = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 40);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  process.stderr.write(`statements sent to PostgreSQL: ${total}\n${rows.map(([k, n]) => `${String(n).padStart(8)}  ${k}`).join('\n')}\n`);
  process.exit(0);
});
