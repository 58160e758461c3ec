// Websocket fan-out: N clients subscribed to the tickers of every market, the feed moving every 100 ms.
// Measures delivered messages per second and the delay from tick time to receipt (p50/p99), for Candor's
// endpoint and for a bare `ws` broadcast server (the peer), each in its own process, clients in this one.
// Usage: npm run build:server && npm run bench:ws [-- clients seconds]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

const CLIENTS = Number(process.argv[2] ?? 5000);
const SECONDS = Number(process.argv[3] ?? 10);
const FRAME_MS = 100;
const port = 19000 + Math.floor(Math.random() * 500);

function start(cmd, args, env, readyText) {
  const child = spawn(process.execPath, [cmd, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => { if (String(d).includes(readyText)) resolve(child); });
    child.on('exit', (code) => reject(new Error(`${cmd} exited ${code}`)));
  });
}

async function measure(url, subscribe) {
  const delays = [];
  let messages = 0;
  let measuring = false;
  const sockets = [];
  for (let i = 0; i < CLIENTS; i++) {
    const ws = new WebSocket(url);
    sockets.push(ws);
    ws.on('message', (raw) => {
      if (!measuring) return;
      const m = JSON.parse(raw);
      if (m.op !== 'batch') return;
      messages++;
      const now = Date.now();
      for (const e of m.events) if (e.ch === 'tickers') delays.push(now - e.data[0].t);
    });
    ws.on('open', () => ws.send(JSON.stringify({ op: 'subscribe', channels: subscribe })));
    ws.on('error', () => {});
    if (i % 200 === 199) await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 3000));
  const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  measuring = true;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  for (const s of sockets) s.terminate();
  delays.sort((a, b) => a - b);
  const q = (p) => delays[Math.min(delays.length - 1, Math.floor(p * delays.length))] ?? NaN;
  return { open, perSecond: messages / SECONDS, p50: q(0.5), p99: q(0.99) };
}

const line = (name, r) => `${name.padEnd(26)} clients ${String(r.open).padStart(5)}   ${String(Math.round(r.perSecond)).padStart(7)} msg/s   delay p50 ${r.p50} ms   p99 ${r.p99} ms`;
const dataDir = mkdtempSync(join(tmpdir(), 'candor-ws-'));
const server = await start('apps/server/dist/main.js', [], {
  PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', MARKET_TICK_MS: String(FRAME_MS), RATE_LIMIT_PER_MINUTE: '100000000',
}, 'market feed started');
const symbols = ['BTC/USDT', 'ETH/USDT', 'USDC/USDT', 'SOL/USDT', 'BNB/USDT', 'XRP/USDT', 'DOGE/USDT', 'ADA/USDT', 'TRX/USDT', 'LTC/USDT', 'LINK/USDT', 'AVAX/USDT', 'DOT/USDT'];
try {
  const ours = await measure(`ws://127.0.0.1:${port}/api/ws`, ['tickers']);
  server.kill('SIGTERM');
  const peer = await start('bench/ws-peer.mjs', [String(port + 1), String(FRAME_MS), symbols.join(',')], {}, 'ready');
  const bare = await measure(`ws://127.0.0.1:${port + 1}`, ['tickers']);
  peer.kill('SIGTERM');
  console.log(`websocket fan-out: ${CLIENTS} clients, feed every ${FRAME_MS} ms, ${SECONDS} s, clients in one process`);
  console.log(line('candor /api/ws', ours));
  console.log(line('bare ws broadcast (peer)', bare));
  console.log(`ratio candor / peer msg/s: ${(ours.perSecond / bare.perSecond).toFixed(2)}`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
