// autocannon runs and the one-line report the API benchmarks print.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

export const CONNECTIONS = 100;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

export const line = (name, r) => `${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`;

/** The bare Fastify peer in its own process, measured on the same route shape. */
export async function measurePeer(body) {
  const port = 17000 + Math.floor(Math.random() * 900);
  const child = spawn(process.execPath, [new URL('./peer.mjs', import.meta.url).pathname, String(port), JSON.stringify(body)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => { if (String(d).includes('ready')) resolve(); });
    child.on('exit', (code) => reject(new Error(`peer exited ${code}`)));
  });
  try {
    return await run({ url: `http://127.0.0.1:${port}/api/user/center` });
  } finally {
    child.kill('SIGTERM');
  }
}
