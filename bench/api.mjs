// The API benchmark: authenticated GET user/center, then limit-order placement (POST spot/trade, many users), on
// SQLite or (DATABASE_URL=postgres://...) PostgreSQL, each beside a bare Fastify route measured in the same run.
// Usage: npm run build:server && npm run bench:api        (npm run bench:orders runs the orders part alone)
// CANDOR_MAIN=path/to/dist/main.js measures another build of the server (an earlier commit, for before/after).
import { CONNECTIONS, SECONDS, line, measurePeer, run } from './api/load.mjs';
import { USERS, measureOrders } from './api/orders.mjs';
import { dialect, registerUser, startCandor } from './api/server.mjs';

const parts = process.argv[2] === 'orders' ? ['orders'] : process.argv[2] === 'reads' ? ['reads'] : ['reads', 'orders'];
const candor = await startCandor();
const lines = [];
let peerBody = { type: 'ok', code: 1, message: 'OK', data: {} };
try {
  if (parts.includes('reads')) {
    const reg = await registerUser(candor.base, 'bench@example.com');
    peerBody = { type: 'ok', code: 1, message: 'OK', data: reg.user };
    const ours = await run({ url: `${candor.base}/api/user/center`, headers: { authorization: reg.token } }, candor.pid);
    candor.assertAlive();
    lines.push(line(`candor user/center (${dialect})`, ours));
    lines.push({ ours });
  }
  if (parts.includes('orders')) {
    const orders = await measureOrders(candor.base, candor.pid);
    candor.assertAlive();
    lines.push(line(`candor spot/trade limit (${dialect})`, orders));
  }
} finally {
  await candor.stop();
}
const bare = await measurePeer(peerBody);
console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s each, server and peer each in their own process, same machine; orders from ${USERS} users`);
for (const l of lines) if (typeof l === 'string') console.log(l);
console.log(line('bare fastify, static JSON (peer)', bare));
const reads = lines.find((l) => typeof l === 'object');
if (reads) {
  console.log(`ratio candor user/center / bare: ${(reads.ours.requests.average / bare.requests.average).toFixed(2)} by requests/s`
    + (reads.ours.cpuPerRequestUs && bare.cpuPerRequestUs ? `, ${(bare.cpuPerRequestUs / reads.ours.cpuPerRequestUs).toFixed(2)} by server CPU per request` : ''));
}
