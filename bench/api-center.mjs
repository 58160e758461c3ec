// Authenticated GET /api/user/center throughput on SQLite, beside a bare Fastify route measured in the same run.
// Usage: npm run build && npm run bench:api
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const PORT = 18000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'candor-bench-'));

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DEV_OUTBOX: '1', LOG_LEVEL: 'warn', MARKET_FEED: 'off', RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_ANON_PER_MINUTE: '100000000', RATE_LIMIT_AUTH_PER_MINUTE: '100000000', NODE_ENV: 'development' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitUp() {
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(`${base}/api/area_code`)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function post(path, body) {
  const res = await fetch(`${base}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
  return res.json();
}

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 100, duration: 10, headers }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

const line = (name, r) => `${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`;

try {
  await waitUp();
  const email = 'bench@example.com';
  await post('email_send', { email });
  const outbox = await (await fetch(`${base}/api/dev/outbox?to=${email}`)).json();
  const code = outbox.data[0].code;
  const reg = await post('user/register', { mode: 'email', email, code, password: 'secret123', re_password: 'secret123', agree: '1', sms_consent: '1' });
  const token = reg.data.token;

  const peer = Fastify();
  peer.get('/api/user/center', async () => ({ type: 'ok', code: 1, message: 'OK', data: reg.data.user }));
  await peer.listen({ port: PORT + 1, host: '127.0.0.1' });

  const ours = await run(`${base}/api/user/center`, { authorization: token });
  const bare = await run(`http://127.0.0.1:${PORT + 1}/api/user/center`, {});
  await peer.close();
  console.log('autocannon: 100 connections, 10 s, one process each, same machine');
  console.log(line('candor user/center (SQLite)', ours));
  console.log(line('bare fastify, static JSON', bare));
  console.log(`ratio candor / bare: ${(ours.requests.average / bare.requests.average).toFixed(2)}`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
