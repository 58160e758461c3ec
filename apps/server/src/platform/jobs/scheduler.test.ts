import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSharedTestApps, createTestApp, type TestApp } from '../../test/harness.js';
import { call } from '../../test/client.js';
import { adminOfRole, dataOf, expectError, superadmin } from '../../test/admin.js';
import type { JobContext, JobSpec } from './scheduler.js';

const HOUR = 3_600_000;

/** A job that counts its runs per period and fails while `failures` says so. */
function countingJob(name: string, failures = 0): JobSpec & { runs: JobContext[] } {
  const runs: JobContext[] = [];
  let left = failures;
  return {
    name, schedule: { every: HOUR }, maxAttempts: 3, backoffMs: 60_000, runs,
    async run(ctx) {
      runs.push(ctx);
      if (left-- > 0) throw new Error(`failure ${failures - left}`);
      return `period ${ctx.period.start}`;
    },
  };
}

describe('the scheduler', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it('runs a period once even when two server processes on one database try at the same time, every period', async () => {
    const shared = await createSharedTestApps(2);
    closers.push(() => shared.close());
    const [a, b] = shared.apps;
    if (!a || !b) throw new Error('two apps');
    const jobA = countingJob('test.count');
    const jobB = countingJob('test.count');
    a.platform.jobs.register(jobA);
    b.platform.jobs.register(jobB);
    for (let period = 0; period < 6; period++) {
      // Both processes look for due work at the same moment, several times within the period.
      await Promise.all([a.platform.jobs.runDue('test.count'), b.platform.jobs.runDue('test.count'), a.platform.jobs.runDue('test.count'), b.platform.jobs.runDue('test.count')]);
      shared.clock.advance(HOUR);
    }
    const starts = [...jobA.runs, ...jobB.runs].map((r) => r.period.start);
    expect(starts).toHaveLength(6);
    expect(new Set(starts).size).toBe(6);
    // Every job, the modules' own included: each ran once for the current period across both processes.
    const outcomes = (await Promise.all([a.platform.jobs.runDue(), b.platform.jobs.runDue()])).flat();
    expect(outcomes.map((o) => o.job).sort()).toEqual(['account.wallet-nonce-prune', 'c2c.deadline', 'codes.delivery-retry', 'earn.daily', 'futures.cross-refresh', 'futures.funding', 'ieo.settle', 'loans.charge', 'market.tick-retention', 'notifications.announcements', 'notifications.push-send', 'options.settle', 'proof.daily', 'referral.daily', 'swap.quote-prune', 'test.count']);
    const history = await a.platform.jobs.history({ job: 'test.count', limit: 100, offset: 0 });
    expect(history.total).toBe(7);
    expect(history.items.every((r) => r.status === 'done' && r.attempt === 1 && r.finished_at !== null)).toBe(true);
  });

  describe('on one app', () => {
    let t: TestApp;
    const setUp = async () => {
      t = await createTestApp();
      closers.push(() => t.close());
      return t.app.platform.jobs;
    };

    it('retries a failed run with a doubling backoff, then gives it up as dead after its attempts', async () => {
      const jobs = await setUp();
      const job = countingJob('test.flaky', 5);
      jobs.register(job);
      expect((await jobs.runDue('test.flaky')).map((o) => [o.status, o.attempt])).toEqual([['failed', 1]]);
      // Not before the backoff is over.
      t.clock.advance(59_000);
      expect(await jobs.runDue('test.flaky')).toEqual([]);
      t.clock.advance(1_000);
      expect((await jobs.runDue('test.flaky')).map((o) => [o.status, o.attempt, o.error])).toEqual([['failed', 2, 'failure 2']]);
      t.clock.advance(60_000);
      expect(await jobs.runDue('test.flaky')).toEqual([]);
      t.clock.advance(60_000);
      expect((await jobs.runDue('test.flaky')).map((o) => [o.status, o.attempt])).toEqual([['dead', 3]]);
      t.clock.advance(600_000);
      expect(await jobs.runDue('test.flaky')).toEqual([]);
      const [run] = (await jobs.history({ job: 'test.flaky', limit: 10, offset: 0 })).items;
      expect(run).toMatchObject({ status: 'dead', attempt: 3, error: 'failure 3' });
      // The next period starts afresh (and succeeds once the failures are over).
      t.clock.advance(HOUR);
      expect((await jobs.runDue('test.flaky')).map((o) => o.status)).toEqual(['failed']);
    });

    it('a failure that clears on retry ends done; the job learns the last good period to catch up from', async () => {
      const jobs = await setUp();
      const job = countingJob('test.recover', 1);
      jobs.register(job);
      await jobs.runDue('test.recover');
      t.clock.advance(60_000);
      expect((await jobs.runDue('test.recover')).map((o) => [o.status, o.attempt, o.result])).toEqual([['done', 2, `period ${job.runs[0]?.period.start}`]]);
      expect(job.runs.map((r) => r.lastDone)).toEqual([null, null]);
      // Three hours of downtime: one run for the current period, told where the last good one was.
      t.clock.advance(3 * HOUR);
      await jobs.runDue('test.recover');
      expect(job.runs.at(-1)?.lastDone).toBe(job.runs[0]?.period.start);
    });

    it('takes over a run whose process died (its lease ran out) and settles it once', async () => {
      const jobs = await setUp();
      const hang = new Promise<never>(() => undefined);
      let calls = 0;
      jobs.register({ name: 'test.crash', schedule: { every: HOUR }, leaseMs: 120_000, run: async () => { calls++; if (calls === 1) await hang; return 'ok'; } });
      void jobs.runDue('test.crash');
      await vi.waitFor(() => expect(calls).toBe(1));
      // Another process while the lease holds: nothing to do.
      expect(await jobs.runDue('test.crash')).toEqual([]);
      t.clock.advance(121_000);
      expect((await jobs.runDue('test.crash')).map((o) => [o.status, o.attempt])).toEqual([['done', 2]]);
      expect(await jobs.runDue('test.crash')).toEqual([]);
    });

    it('shows the jobs and their runs in the back office to operators, audited, and to no one else', async () => {
      const jobs = await setUp();
      jobs.register(countingJob('test.visible', 1));
      await jobs.sync();
      const ranAt = t.clock.now();
      await jobs.runDue();
      const root = await superadmin(t);
      const operator = await adminOfRole(t, root, 'operator');
      const finance = await adminOfRole(t, root, 'finance');
      const list = dataOf(await call<{ name: string; schedule: string }[]>(t.app, 'GET', 'admin/jobs', undefined, { token: operator.token }));
      expect(list.map((j) => j.name)).toEqual(['account.wallet-nonce-prune', 'c2c.deadline', 'codes.delivery-retry', 'earn.daily', 'futures.cross-refresh', 'futures.funding', 'ieo.settle', 'loans.charge', 'market.tick-retention', 'notifications.announcements', 'notifications.push-send', 'options.settle', 'proof.daily', 'referral.daily', 'swap.quote-prune', 'test.visible']);
      expect(list[0]?.schedule).toBe('every 3600000 ms');
      const runs = dataOf(await call<{ total: number; items: { job: string; status: string; error: string | null; started_at: number }[] }>(
        t.app, 'GET', 'admin/jobs/runs', { job: 'test.visible' }, { token: operator.token }));
      expect(runs).toMatchObject({ total: 1, items: [{ job: 'test.visible', status: 'failed', error: 'failure 1', started_at: ranAt }] });
      expectError(await call(t.app, 'GET', 'admin/jobs/runs', undefined, { token: finance.token }), 403, 9003, 'Your admin role does not allow this.');
      const audit = dataOf(await call<{ items: { action: string }[] }>(t.app, 'GET', 'admin/audit', { action: 'jobs.runs' }, { token: root.token }));
      expect(audit.items).toHaveLength(1);
    });
  });
});
