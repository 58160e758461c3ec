import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdvisoryLease, leaseKey } from './advisory-lease.js';

const pgUrl = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;

describe('the lease key', () => {
  it('is a stable signed 64-bit integer per name', () => {
    expect(leaseKey('market.feed')).toBe(leaseKey('market.feed'));
    expect(leaseKey('market.feed')).not.toBe(leaseKey('market.feed2'));
    const k = BigInt(leaseKey('market.feed'));
    expect(k >= -(2n ** 63n) && k < 2n ** 63n).toBe(true);
  });
});

describe.skipIf(!pgUrl)(`a lease on a PostgreSQL advisory lock${pgUrl ? '' : ' (skipped: DATABASE_URL is not PostgreSQL)'}`, () => {
  const leases: AdvisoryLease[] = [];
  afterEach(async () => { for (const l of leases.splice(0)) await l.stop(); });

  function node(name: string, log: string[]): AdvisoryLease {
    const lease = new AdvisoryLease(pgUrl ?? '', name, { acquired: () => { log.push('acquired'); }, lost: () => { log.push('lost'); } }, undefined, 50);
    leases.push(lease);
    return lease;
  }

  it('one holder at a time; when it stops, the other takes over and works, the first stopped first', async () => {
    const name = `test.${randomBytes(4).toString('hex')}`;
    const a: string[] = [];
    const b: string[] = [];
    const la = node(name, a);
    await la.check();
    const lb = node(name, b);
    await lb.check();
    expect([la.holding, lb.holding]).toEqual([true, false]);
    la.start();
    lb.start();
    await lb.check();
    expect(b).toEqual([]);
    await la.stop();
    expect(a).toEqual(['acquired', 'lost']);
    await vi.waitFor(() => expect(lb.holding).toBe(true), { timeout: 5000, interval: 20 });
    expect(b).toEqual(['acquired']);
  });

  it('a holder whose connection dies (as a killed node\'s does) loses the lease and another takes it within seconds', async () => {
    const name = `test.${randomBytes(4).toString('hex')}`;
    const a: string[] = [];
    const b: string[] = [];
    const la = node(name, a);
    await la.check();
    const lb = node(name, b);
    lb.start();
    await lb.check();
    expect(lb.holding).toBe(false);
    // The database ends the lease sessions (A's and B's), as it does for a node whose process is killed: A loses the
    // lease, and B, connecting again, takes it.
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const started = Date.now();
    try {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()`, [`lease:${name}`]);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(lb.holding).toBe(true), { timeout: 5000, interval: 20 });
    expect(Date.now() - started).toBeLessThan(5000);
    await la.check();
    expect(a).toEqual(['acquired', 'lost']);
    expect(la.holding).toBe(false);
  });
});
