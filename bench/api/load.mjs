// autocannon runs and the one-line report the API benchmarks print.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export const CONNECTIONS = 100;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds of the same load run first and not counted (JIT, caches, the heap's first growth), for every measured server. */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 0);

/** One autocannon run at the benchmark's connections. */
function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** CPU seconds a process has used (Linux /proc; null elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * One autocannon run against the server of process `pid`. Besides requests/s it notes the server's CPU time per
 * request, a figure that holds when other work shares the machine's cores.
 */
export async function run(options, pid) {
  if (WARMUP_SECONDS > 0) await cannon({ ...options, duration: WARMUP_SECONDS });
  const before = cpuSeconds(pid);
  const r = await cannon({ duration: SECONDS, ...options });
  const after = cpuSeconds(pid);
  r.cpuPerRequestUs = before === null || after === null || r.requests.total === 0 ? null : ((after - before) * 1e6) / r.requests.total;
  return r;
}

export const line = (name, r) => `${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}   server CPU ${r.cpuPerRequestUs === null ? '?' : Math.round(r.cpuPerRequestUs)} µs/req`;

/** The bare Fastify peer in its own process, measured on the same route shape. */
export async function measurePeer(body) {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + 1 : 17000 + Math.floor(Math.random() * 900);
  const child = spawn(process.execPath, [new URL('./peer.mjs', import.meta.url).pathname, String(port), JSON.stringify(body)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => { if (String(d).includes('ready')) resolve(); });
    child.on('exit', (code) => reject(new Error(`peer exited ${code}`)));
  });
  try {
    return await run({ url: `http://127.0.0.1:${port}/api/user/center` }, child.pid);
  } finally {
    child.kill('SIGTERM');
  }
}
