// Starts the built Candor server for a benchmark: SQLite in a temporary directory, or a fresh PostgreSQL database
// (created beside the one DATABASE_URL names, dropped at the end) when DATABASE_URL is a postgres:// address.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const pgUrl = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
export const dialect = pgUrl ? 'PostgreSQL' : 'SQLite';

async function admin(sql) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try { await client.query(sql); } finally { await client.end(); }
}

/** The server on a random port, up and answering; `stop()` ends it and removes its data. */
export async function startCandor(extraEnv = {}) {
  // BENCH_PORT fixes the port (engineers sharing a machine each have their own range); otherwise a random one.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 18000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'candor-bench-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEV_OUTBOX: '1', LOG_LEVEL: 'warn', MARKET_FEED: 'off', RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_ANON_PER_MINUTE: '100000000', RATE_LIMIT_AUTH_PER_MINUTE: '100000000', NODE_ENV: 'development', ...extraEnv };
  let dbName = null;
  if (pgUrl) {
    dbName = `candor_bench_${process.pid}_${port}`;
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  } else {
    delete env.DATABASE_URL;
  }
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), process.env.CANDOR_MAIN ?? 'apps/server/dist/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let exitCode = null;
  const exited = new Promise((r) => child.on('exit', (code, signal) => { exitCode = code ?? signal; r(); }));
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${base}/api/area_code`)).ok) break; } catch { /* not yet */ }
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid,
    /** Throws when the server died during the run: its figures would measure refusals, not the server. */
    assertAlive() {
      if (exitCode !== null) throw new Error(`the server exited during the benchmark (${exitCode}): no figures`);
    },
    async stop() {
      if (exitCode === null) {
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}

export async function post(base, path, body, headers = {}) {
  const res = await fetch(`${base}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body ?? {}) });
  return res.json();
}

/** A registered user with an email address (the dev outbox gives the code). */
export async function registerUser(base, email) {
  await post(base, 'email_send', { email });
  const outbox = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const code = outbox.data[0].code;
  const reg = await post(base, 'user/register', { mode: 'email', email, code, password: 'secret123', re_password: 'secret123', agree: '1', sms_consent: '1' });
  return reg.data;
}
