// The built API server (apps/server/dist) on a free port with a fresh data dir, for the benchmarks that need the real
// thing: started as the browser tests start it (e2e/serve.mjs), with a rate limit no benchmark reaches.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => resolve(port)); });
  });
}

export async function startServer({ root, port, dataDir, env = {} }) {
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try { if ((await fetch(`${base}/api/area_code`)).ok) break; } catch { /* not listening yet */ }
    if (i > 300) { child.kill('SIGTERM'); throw new Error('the server did not start in 30 s'); }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, stop: async () => { child.kill('SIGTERM'); await exited; } };
}

/** A demo guest's session as the web app persists it in localStorage (zustand's { state, version }). */
export async function guestSession(base) {
  const res = await fetch(`${base}/api/demo/guest`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  const envelope = await res.json();
  if (!envelope.data?.token) throw new Error(`demo/guest failed: ${JSON.stringify(envelope)}`);
  const { token, user } = envelope.data;
  return { state: { version: '1.0.0', token, user, realName: null, realNameFetched: false, lang: 'en', demo: true, referralCode: null }, version: 0 };
}
