// npm run cluster: a local Candor cluster to try it: 2 (CLUSTER_NODES, up to 3) API nodes on PostgreSQL and NATS,
// with a reverse proxy in front balancing HTTP and websockets. Demo data as `npm start` gives it (a trial install).
//   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/candor_cluster (created when missing)
//   BUS_URL       default nats://127.0.0.1:4222
//   PORT          the proxy's port, default 8080; the nodes listen on PORT+1, PORT+2...
//   DATA_DIR      the nodes' shared data directory (secrets key, uploads), default data/cluster, kept with the database
import { join } from 'node:path';
import { ensureDatabase, root, startNode, startProxy } from './nodes.mjs';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/candor_cluster';
const busUrl = process.env.BUS_URL ?? 'nats://127.0.0.1:4222';
const port = Number(process.env.PORT ?? 8080);
const dataDir = process.env.DATA_DIR ?? join(root, 'data', 'cluster');
const count = Math.min(3, Math.max(1, Number(process.env.CLUSTER_NODES ?? 2)));
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('the cluster runs on PostgreSQL: DATABASE_URL=postgres://...');
if (!busUrl.startsWith('nats://')) throw new Error('the cluster needs NATS: BUS_URL=nats://...');

if (await ensureDatabase(databaseUrl)) console.log(`created the database of ${databaseUrl}`);
const env = { DATABASE_URL: databaseUrl, BUS_URL: busUrl, TRUST_PROXY: process.env.TRUST_PROXY ?? '1' };
const nodes = [];
// The first node migrates the database before the others start (two nodes would race on the migrations).
for (let i = 1; i <= count; i++) {
  nodes.push(await startNode({ name: `node${i}`, port: port + i, env, dataDir }));
  console.log(`node${i} answers at http://127.0.0.1:${port + i}`);
}
const proxy = await startProxy({ port, targets: nodes.map((n) => n.base) });
console.log(`\nCandor cluster: ${count} API nodes on ${databaseUrl.replace(/\/\/[^@]*@/, '//')} and ${busUrl}`);
console.log(`open http://localhost:${port} (the proxy balances requests and websockets over the nodes)\n`);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await proxy.stop();
  for (const n of nodes.reverse()) await n.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
