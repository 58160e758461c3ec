// npm run bench:cluster: limit-order placement (POST spot/trade from many demo users, as bench/api/orders.mjs) with one
// API node and with two on PostgreSQL and NATS, side by side. With two nodes the requests are spread over both (half
// of them reach the node that does not own BTC/USDT and are routed to its owner).
// Needs the build (npm run build:server), PostgreSQL (DATABASE_URL, a fresh database is made beside it and dropped)
// and NATS (BUS_URL, default nats://127.0.0.1:4222). BENCH_SECONDS (default 10), BENCH_USERS (default 200).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { guests } from '../api/orders.mjs';
import { dropDatabase, ensureDatabase, startNode } from '../../scripts/cluster/nodes.mjs';

const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!/^postgres(ql)?:\/\//.test(admin)) throw new Error('bench:cluster runs on PostgreSQL: DATABASE_URL=postgres://...');
const busUrl = process.env.BUS_URL ?? 'nats://127.0.0.1:4222';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const CONNECTIONS = 100;
const basePort = Number(process.env.BENCH_PORT ?? 18930);

/** CPU time (user + system) a process used so far, in ms, from /proc/<pid>/stat (Linux; NaN elsewhere). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

async function scenario(count) {
  const url = new URL(admin);
  url.pathname = `/candor_bench_cluster_${process.pid}_${count}`;
  const databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  const env = {
    DATABASE_URL: databaseUrl, BUS_URL: busUrl, NODE_ENV: 'development', LOG_LEVEL: 'warn', MARKET_FEED: 'off', DEV_OUTBOX: '1',
    RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_ANON_PER_MINUTE: '100000000', RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
  };
  const nodes = [];
  // One install: the nodes share the data directory (the secrets key sealing what the database holds).
  const dataDir = mkdtempSync(join(tmpdir(), 'candor-bench-cluster-'));
  try {
    for (let i = 0; i < count; i++) nodes.push(await startNode({ name: `bench${i + 1}`, port: basePort + i, env, quiet: true, dataDir }));
    const first = nodes[0].base;
    const tokens = await guests(first, USERS);
    // The first order waits until a node owns BTC/USDT (the lease is taken within a second of the start).
    for (let i = 0; ; i++) {
      const r = await fetch(`${first}/api/spot/trade`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: tokens[0] },
        body: '{"symbol":"BTC/USDT","side":"buy","type":"limit","price":"1000","amount":"0.001"}' }).then((res) => res.json());
      if (r.code === 1) break;
      if (i > 50) throw new Error(`spot/trade failed: ${JSON.stringify(r)}`);
      await new Promise((res) => setTimeout(res, 200));
    }
    let n = 0;
    const cpuBefore = nodes.map((node) => cpuMs(node.pid));
    const result = await new Promise((resolve, reject) => {
      autocannon({
        url: nodes.map((node) => `${node.base}/api/spot/trade`), connections: CONNECTIONS, duration: SECONDS,
        requests: [{
          method: 'POST',
          setupRequest: (req) => {
            n++;
            const price = 1000 + (n % 500);
            return { ...req, headers: { 'content-type': 'application/json', authorization: tokens[n % tokens.length] }, body: `{"symbol":"BTC/USDT","side":"buy","type":"limit","price":"${price}","amount":"0.001"}` };
          },
        }],
      }, (err, res) => (err ? reject(err) : resolve(res)));
    });
    // CPU the API nodes spent during the run (user + system, from /proc), per answered request.
    const cpu = nodes.reduce((sum, node, i) => sum + cpuMs(node.pid) - cpuBefore[i], 0);
    return { ...result, cpuMsPerRequest: result.requests.total > 0 ? cpu / result.requests.total : NaN };
  } finally {
    for (const node of nodes.reverse()) await node.stop();
    await dropDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const line = (name, r) => `${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(7)} orders/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}   CPU ${r.cpuMsPerRequest.toFixed(2)} ms/order (nodes)`;
const loadBefore = loadavg()[0].toFixed(2);
const one = await scenario(1);
const two = await scenario(2);
console.log(`bench:cluster: POST spot/trade (resting limit buys on BTC/USDT), ${CONNECTIONS} connections, ${SECONDS} s each, ${USERS} users, PostgreSQL + NATS, same machine`);
console.log(line('one API node', one));
console.log(line('two API nodes (half routed)', two));
console.log(`machine: ${cpus().length} cores, load average (1 min) ${loadBefore} before, ${loadavg()[0].toFixed(2)} after (other processes share the cores)`);
console.log(`two / one: ${(two.requests.average / one.requests.average).toFixed(2)} by orders/s`);
