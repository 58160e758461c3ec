// Websocket fan-out: N clients subscribed to the tickers of every market, the feed moving every 100 ms.
// Measures delivered messages per second and the delay from tick time to receipt (p50/p99), for Candor's
// endpoint and for a bare `ws` broadcast server (the peer), each in its own process, with the clients spread over
// several client processes (one process cannot keep 5,000 sockets busy on its own).
// Usage: npm run build:server && npm run bench:ws [-- clients seconds clientProcesses]
// CANDOR_MAIN=path/to/dist/main.js measures another build of the server (an earlier commit, for before/after).
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const CLIENTS = Number(process.argv[2] ?? 5000);
const SECONDS = Number(process.argv[3] ?? 10);
const PROCESSES = Number(process.argv[4] ?? 4);
const CONNECT_TIMEOUT_MS = 30_000;
const FRAME_MS = 100;
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 19000 + Math.floor(Math.random() * 500);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// A process's CPU (user + system) in ms, from /proc (Linux): the server's own cost over the window, whatever the load.
const CLOCK_TICKS = 100;
const cpuMsOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
};

function start(cmd, args, env, readyText, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, cmd, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => { if (String(d).includes(readyText)) resolve(child); });
    child.on('exit', (code) => reject(new Error(`${cmd} exited ${code}`)));
  });
}

async function measure(url, channels, serverPid) {
  const shares = Array.from({ length: PROCESSES }, (_, i) => Math.floor(CLIENTS / PROCESSES) + (i < CLIENTS % PROCESSES ? 1 : 0));
  const workers = shares.map((n) => fork(new URL(process.env.BENCH_WS_CLIENTS ?? './ws-clients.mjs', import.meta.url), [url, String(n), channels.join(',')]));
  const open = new Array(PROCESSES).fill(0);
  workers.forEach((w, i) => w.on('message', (m) => { if (m.op === 'open') open[i] = m.open; }));
  const started = Date.now();
  const total = () => open.reduce((a, b) => a + b, 0);
  while (total() < CLIENTS && Date.now() - started < CONNECT_TIMEOUT_MS) await sleep(250);
  const connectMs = Date.now() - started;
  await sleep(1000);
  for (const w of workers) w.send({ op: 'go' });
  const serverCpuAtGo = cpuMsOf(serverPid);
  await sleep(SECONDS * 1000);
  const serverCpuMs = cpuMsOf(serverPid) - serverCpuAtGo;
  const results = await Promise.all(workers.map((w) => new Promise((resolve) => {
    w.on('message', (m) => { if (m.op === 'result') resolve(m); });
    w.send({ op: 'stop' });
  })));
  const quantiles = (field) => {
    const histogram = new Array(10_001).fill(0);
    for (const r of results) r[field].forEach((n, ms) => { histogram[ms] += n; });
    const count = histogram.reduce((a, b) => a + b, 0);
    return (p) => {
      let seen = 0;
      for (let ms = 0; ms < histogram.length; ms++) if ((seen += histogram[ms]) > p * count) return ms;
      return NaN;
    };
  };
  const tick = quantiles('histogram');
  const sent = quantiles('sendHistogram');
  const messages = results.reduce((a, r) => a + r.messages, 0);
  // The clients' CPU over the window, as a share of the machine's cores: what the client side of the bench costs.
  const clientCpu = results.reduce((a, r) => a + r.cpuMs, 0) / (SECONDS * 1000 * cpus().length);
  const clientUsPerMessage = messages > 0 ? (1000 * results.reduce((a, r) => a + r.cpuMs, 0)) / messages : NaN;
  const serverUsPerMessage = messages > 0 ? (1000 * serverCpuMs) / messages : NaN;
  return { serverCpu: serverCpuMs / (SECONDS * 1000), serverUsPerMessage, open: results.reduce((a, r) => a + r.open, 0), connectMs, perSecond: messages / SECONDS, p50: sent(0.5), p99: sent(0.99), tickP50: tick(0.5), tickP99: tick(0.99), clientCpu, clientUsPerMessage };
}

const line = (name, r) => `${name.padEnd(26)} clients ${String(r.open).padStart(5)} (connected in ${(r.connectMs / 1000).toFixed(1)} s)   ${String(Math.round(r.perSecond)).padStart(7)} msg/s   delay from send p50 ${r.p50} ms   p99 ${r.p99} ms   from tick p50 ${r.tickP50} ms   p99 ${r.tickP99} ms   clients' CPU ${(100 * r.clientCpu).toFixed(0)} % of the machine (${r.clientUsPerMessage.toFixed(1)} µs per message)   server's CPU ${(100 * r.serverCpu).toFixed(0)} % of a core (${r.serverUsPerMessage.toFixed(1)} µs per message)`;
const dataDir = mkdtempSync(join(tmpdir(), 'candor-ws-'));
const server = await start(process.env.CANDOR_MAIN ?? 'apps/server/dist/main.js', [], {
  PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', MARKET_TICK_MS: String(FRAME_MS), RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_ANON_PER_MINUTE: '100000000', RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
}, 'market feed started', (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean));
const symbols = ['BTC/USDT', 'ETH/USDT', 'USDC/USDT', 'SOL/USDT', 'BNB/USDT', 'XRP/USDT', 'DOGE/USDT', 'ADA/USDT', 'TRX/USDT', 'LTC/USDT', 'LINK/USDT', 'AVAX/USDT', 'DOT/USDT'];
try {
  const ours = await measure(`ws://127.0.0.1:${port}/api/ws`, ['tickers'], server.pid);
  server.kill('SIGTERM');
  const peer = await start(new URL('./ws-peer.mjs', import.meta.url).pathname, [String(port + 1), String(FRAME_MS), symbols.join(',')], {}, 'ready');
  const bare = await measure(`ws://127.0.0.1:${port + 1}`, ['tickers'], peer.pid);
  peer.kill('SIGTERM');
  console.log(`websocket fan-out: ${CLIENTS} clients in ${PROCESSES} client processes, feed every ${FRAME_MS} ms, ${SECONDS} s measured, load average ${loadavg()[0].toFixed(1)}`);
  console.log('delay from send: from the batch\'s `ts` (stamped as the server starts sending it) to receipt; from tick: from the tick time in the tickers event');
  console.log(line('candor /api/ws', ours));
  console.log(line('bare ws broadcast (peer)', bare));
  console.log(`ratio candor / peer msg/s: ${(ours.perSecond / bare.perSecond).toFixed(2)}`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
