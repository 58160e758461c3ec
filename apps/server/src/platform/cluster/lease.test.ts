import { describe, expect, it } from 'vitest';
import { PgLeaseStore } from './lease.js';
import { pgUrl, reachable } from './reach.testkit.js';

const pgUp = await reachable(pgUrl, 5432);
if (!pgUp) console.warn('lease.test: skipped, PostgreSQL is not reachable (set DATABASE_URL=postgres://...)');

describe.skipIf(!pgUp)('PostgreSQL advisory-lock leases', () => {
  const url = pgUrl ?? '';
  // Keys of this run only: other test files on the same database never contend for them.
  const k = (name: string) => `test:${process.pid}:${Date.now()}:${name}`;

  it('gives a key to one session only, and to another the moment the first session ends', async () => {
    const a = new PgLeaseStore(url, 'lease-test-a');
    const b = new PgLeaseStore(url, 'lease-test-b');
    const one = k('one');
    const two = k('two');
    try {
      expect(await a.tryAcquire([one])).toEqual([one]);
      expect(await b.tryAcquire([one, two])).toEqual([two]);
      // Trying again what it holds keeps it (and answers it as held).
      expect(await a.tryAcquire([one])).toEqual([one]);
      await a.close();
      expect(await b.tryAcquire([one])).toEqual([one]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('hears when its session is killed (the database restarted or ended it) and reconnects on the next try', async () => {
    const a = new PgLeaseStore(url, `lease-test-kill-${process.pid}`);
    const b = new PgLeaseStore(url, 'lease-test-other');
    const key = k('killed');
    let lost = 0;
    a.onLost(() => { lost++; });
    try {
      expect(await a.tryAcquire([key])).toEqual([key]);
      const killed = new Promise<void>((resolve) => a.onLost(() => resolve()));
      expect(await b.tryAcquire([key])).toEqual([]);
      // The other session ends a's backend, as a dead node's socket closing would.
      const pg = (await import('pg')).default;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [`lease-test-kill-${process.pid}`]);
      await admin.end();
      await killed;
      expect(lost).toBe(1);
      expect(await b.tryAcquire([key])).toEqual([key]);
      expect(await a.tryAcquire([key])).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
