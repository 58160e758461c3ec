import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/**
 * SQLite's WAL checkpoints off the event loop. By default the connection that commits the transaction crossing 1,000
 * WAL pages copies the WAL into the database file and syncs it, inside that commit: a stall of milliseconds to tens of
 * milliseconds every few thousand orders, which every request then waiting on the event loop shares (the p99 of
 * bench:orders). Here a worker thread with its own connection runs a PASSIVE checkpoint every `everyMs` (it never
 * blocks the writer), and the main connection's automatic checkpoint is turned off once the worker is running. When
 * everything is copied back, the next write transaction starts the WAL over, so the file stays bounded.
 *
 * The worker starts after `startAfterMs`, so a short-lived database (a test app) never spawns a thread; until then the
 * automatic checkpoint stays on. `stop()` ends the worker (after a last checkpoint) before the main connection closes.
 */
export type Checkpointer = { stop(): Promise<void> };

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const checkpoint = () => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy: the next round */ } };
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.postMessage('stopped');
  parentPort.close();
});
parentPort.postMessage('ready');
`;

export function startCheckpointer(sqlite: SQLite.Database, file: string, opts: { everyMs?: number; startAfterMs?: number } = {}): Checkpointer {
  let worker: Worker | null = null;
  let stopped = false;
  const start = (): void => {
    if (stopped) return;
    const module = createRequire(import.meta.url).resolve('better-sqlite3');
    const w = new Worker(WORKER, { eval: true, workerData: { module, file, everyMs: opts.everyMs ?? 250 } });
    w.unref();
    // A worker that fails (no native module in the thread, an unreadable file) leaves SQLite's own checkpoints on.
    w.on('error', () => { if (worker === w) { worker = null; if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000'); } });
    w.once('message', (m) => { if (m === 'ready' && worker === w && sqlite.open) sqlite.pragma('wal_autocheckpoint = 0'); });
    worker = w;
  };
  const timer = setTimeout(start, opts.startAfterMs ?? 3000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const w = worker;
      worker = null;
      if (!w) return;
      if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
      await new Promise<void>((resolve) => {
        const done = (): void => { clearTimeout(kill); resolve(); };
        const kill = setTimeout(() => { void w.terminate().then(done, done); }, 2000);
        w.on('message', (m) => { if (m === 'stopped') done(); });
        w.once('exit', done);
        w.once('error', done);
        w.postMessage('stop');
      });
    },
  };
}
