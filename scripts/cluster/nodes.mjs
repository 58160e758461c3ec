// The pieces of a local cluster (npm run cluster, npm run bench:cluster): a PostgreSQL database made if missing, API
// nodes as child processes of the built server, and a small reverse proxy (http-proxy-3) in front of them that balances
// HTTP requests and websockets over the nodes that answer.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProxyServer } from 'http-proxy-3';
import pg from 'pg';

export const root = new URL('../../', import.meta.url).pathname;

/** Creates the database a postgres:// address names when it does not exist yet (connecting to `postgres` for it). */
export async function ensureDatabase(url) {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`database name ${name}: letters, digits and _ only`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
    return found.rowCount === 0;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url) {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try { await client.query(`drop database if exists ${name} with (force)`); } finally { await client.end(); }
}

async function answers(base) {
  try { return (await fetch(`${base}/api/area_code`)).ok; } catch { return false; }
}

/**
 * One API node (apps/server/dist/main.js) on `port`, up and answering; `stop()` ends it (SIGTERM), `kill()` with -9.
 * The nodes of one install share `dataDir` (the secrets key that seals what the database holds, the simulation's
 * secret, uploads): given, it is kept; otherwise the node gets a temporary one of its own, removed when it ends.
 */
export async function startNode({ name, port, env = {}, quiet = false, dataDir: shared }) {
  const dataDir = shared ?? mkdtempSync(join(tmpdir(), `candor-${name}-`));
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_NAME: name, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; !(await answers(base)); i++) {
    if (child.exitCode !== null) throw new Error(`node ${name} exited (${child.exitCode})`);
    if (i > 600) { child.kill('SIGTERM'); throw new Error(`node ${name} did not start in 60 s`); }
    await new Promise((r) => setTimeout(r, 100));
  }
  const done = () => { if (!shared) rmSync(dataDir, { recursive: true, force: true }); };
  return {
    name, port, base, pid: child.pid, exited,
    async stop() { if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM'); await exited; done(); },
    async kill() { child.kill('SIGKILL'); await exited; done(); },
  };
}

/**
 * A reverse proxy on `port` over the nodes' addresses: each request and each websocket goes to the next node that
 * answered its last health check (every second), so a node that died is left out within a second.
 */
export async function startProxy({ port, host = '0.0.0.0', targets }) {
  const up = new Map(targets.map((t) => [t, true]));
  let next = 0;
  const pick = () => {
    for (let i = 0; i < targets.length; i++) {
      const t = targets[(next + i) % targets.length];
      if (up.get(t)) { next = (next + i + 1) % targets.length; return t; }
    }
    return null;
  };
  const proxy = createProxyServer({ xfwd: true });
  const refuse = (res) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ type: 'error', code: 1502, message: 'No API node answers.' }));
  };
  proxy.on('error', (_err, _req, res) => { if (res && typeof res.writeHead === 'function') refuse(res); else res?.destroy?.(); });
  const server = createServer((req, res) => {
    const target = pick();
    if (!target) return refuse(res);
    proxy.web(req, res, { target });
  });
  server.on('upgrade', (req, socket, head) => {
    const target = pick();
    if (!target) return socket.destroy();
    proxy.ws(req, socket, head, { target });
  });
  const health = setInterval(() => {
    for (const t of targets) void answers(t).then((ok) => up.set(t, ok));
  }, 1000);
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() { clearInterval(health); proxy.close(); await new Promise((r) => server.close(r)); },
  };
}
