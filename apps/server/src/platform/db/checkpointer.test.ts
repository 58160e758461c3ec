import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCheckpointer } from './checkpointer.js';

const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

function openFile(): { sqlite: SQLite.Database; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'candor-ckpt-'));
  dirs.push(dir);
  const file = join(dir, 'db.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table t (id integer primary key, body text not null)');
  return { sqlite, file };
}

const walBytes = (file: string): number => statSync(`${file}-wal`).size;
/** The WAL header's checkpoint sequence number: it grows each time a writer starts the WAL over. */
function walRestarts(file: string): number {
  const fd = openSync(`${file}-wal`, 'r');
  try {
    const header = Buffer.alloc(16);
    readSync(fd, header, 0, 16, 0);
    return header.readUInt32BE(12);
  } finally {
    closeSync(fd);
  }
}
const autocheckpoint = (sqlite: SQLite.Database): number => Number(sqlite.pragma('wal_autocheckpoint', { simple: true }));

function write(sqlite: SQLite.Database, rows: number): void {
  const insert = sqlite.prepare('insert into t (body) values (?)');
  sqlite.transaction(() => { for (let i = 0; i < rows; i++) insert.run('x'.repeat(400)); })();
}

describe('the WAL checkpointer', () => {
  it('takes the checkpoints off the committing connection and keeps the WAL bounded', async () => {
    const { sqlite, file } = openFile();
    const ckpt = startCheckpointer(sqlite, file, { startAfterMs: 0, everyMs: 10 });
    await vi.waitFor(() => expect(autocheckpoint(sqlite)).toBe(0), { timeout: 10_000 });
    // 40 rounds of about 100 pages each, 4,000 pages in all: without any checkpoint the WAL would hold them all.
    for (let round = 0; round < 40; round++) {
      write(sqlite, 1000);
      const restarts = walRestarts(file);
      // The worker copies the WAL back; the next write then starts the WAL over from its beginning.
      await vi.waitFor(() => {
        write(sqlite, 1);
        expect(walRestarts(file)).toBeGreaterThan(restarts);
      }, { timeout: 10_000, interval: 5 });
    }
    expect(walBytes(file)).toBeLessThan(4000 * 4096 / 4);
    await ckpt.stop();
    expect(autocheckpoint(sqlite)).toBe(1000);
    expect(Number(sqlite.prepare('select count(*) as n from t').pluck().get())).toBeGreaterThanOrEqual(40 * 1001);
    sqlite.close();
  });

  it('never starts for a database closed before it is due, and stops at once', async () => {
    const { sqlite, file } = openFile();
    const ckpt = startCheckpointer(sqlite, file, { startAfterMs: 60_000 });
    await ckpt.stop();
    expect(autocheckpoint(sqlite)).toBe(1000);
    sqlite.close();
  });
});
