import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One pino line of a node's log (LOG_LEVEL=info), as far as the tests read it. */
export type LogLine = { time: number; msg?: string; key?: string; [k: string]: unknown };

/** An API node as a child process of the test (so kill -9 is real), with its log lines as they come. */
export type NodeProc = {
  name: string; base: string; child: ChildProcess; lines: LogLine[];
  /** Resolves with the first line (already seen or to come) that matches, or rejects after `ms`. */
  line(match: (l: LogLine) => boolean, ms: number): Promise<LogLine>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
};

/** Polls until `check` is true (a process coming up); a real wait for another process, not a test's sleep. */
export async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts the built server (apps/server/dist/main.js) as a cluster node and waits until it answers. */
export async function startNode(root: string, name: string, port: number, env: Record<string, string>): Promise<NodeProc> {
  const dataDir = mkdtempSync(join(tmpdir(), `candor-node-${name}-`));
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info', NODE_NAME: name,
      RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_ANON_PER_MINUTE: '100000000', RATE_LIMIT_AUTH_PER_MINUTE: '100000000', ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: LogLine[] = [];
  const waiters: { match: (l: LogLine) => boolean; resolve: (l: LogLine) => void }[] = [];
  let rest = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const text of parts) {
      let l: LogLine;
      try { l = JSON.parse(text) as LogLine; } catch { continue; }
      lines.push(l);
      for (const w of [...waiters]) if (w.match(l)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(l); }
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`node ${name} exited (${child.exitCode})`);
    return (await fetch(`${base}/api/area_code`)).ok;
  }, 60_000, `node ${name} up`);
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  return {
    name, base, child, lines,
    line: (match, ms) => {
      const seen = lines.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const w = { match, resolve };
        waiters.push(w);
        setTimeout(() => { if (waiters.includes(w)) reject(new Error(`node ${name}: no such log line within ${ms} ms`)); }, ms).unref();
      });
    },
    kill9: async () => { child.kill('SIGKILL'); await exited; cleanup(); },
    stop: async () => { if (child.exitCode === null && child.signalCode === null) { child.kill('SIGTERM'); await exited; } cleanup(); },
  };
}

/** The log line of a node taking a key over. */
export const ownsKey = (key: string) => (l: LogLine): boolean => l.msg === 'cluster: this node owns the key now' && l.key === key;
