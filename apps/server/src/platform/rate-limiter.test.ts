import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import type { RateLimiter, RateRule } from './rate-limiter.js';

describe('RateLimiter', () => {
  let t: TestApp;
  let limiter: RateLimiter;
  beforeAll(async () => {
    t = await createTestApp();
    limiter = t.app.platform.limiter;
  });
  afterAll(async () => { await t.close(); });

  const rule = (name: string, limit = 3, windowMs = 60_000): RateRule => ({ name, limit, windowMs });

  it('allows up to the limit in a window, then refuses with the time left', async () => {
    const r = rule('basic');
    t.clock.advance(60_000 - (t.clock.now() % 60_000)); // start of a window
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await limiter.hit(r, 'a'));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false, false]);
    expect(answers[4]?.retryAfterMs).toBe(60_000);
    t.clock.advance(15_000);
    expect((await limiter.hit(r, 'a')).retryAfterMs).toBe(45_000);
  });

  it('keeps subjects and rules apart', async () => {
    const r = rule('apart', 1);
    expect((await limiter.hit(r, 'x')).allowed).toBe(true);
    expect((await limiter.hit(r, 'x')).allowed).toBe(false);
    expect((await limiter.hit(r, 'y')).allowed).toBe(true);
    expect((await limiter.hit(rule('apart-2', 1), 'x')).allowed).toBe(true);
  });

  it('opens a new window when the clock moves past the old one', async () => {
    const r = rule('window', 2, 10_000);
    await limiter.hit(r, 's');
    await limiter.hit(r, 's');
    expect((await limiter.hit(r, 's')).allowed).toBe(false);
    t.clock.advance(10_000);
    expect((await limiter.hit(r, 's')).allowed).toBe(true);
  });

  it('count reads the window without counting; reset clears it', async () => {
    const r = rule('count', 5);
    expect(await limiter.count(r, 'c')).toBe(0);
    await limiter.hit(r, 'c');
    await limiter.hit(r, 'c');
    expect(await limiter.count(r, 'c')).toBe(2);
    expect(await limiter.count(r, 'c')).toBe(2);
    await limiter.reset(r, 'c');
    expect(await limiter.count(r, 'c')).toBe(0);
    expect((await limiter.hit(r, 'c')).allowed).toBe(true);
  });

  it('counts concurrent hits exactly once each', async () => {
    const r = rule('concurrent', 10);
    const answers = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(r, 'p')));
    expect(answers.filter((a) => a.allowed)).toHaveLength(10);
    expect(await limiter.count(r, 'p')).toBe(25);
  });

  it('purgeExpired removes only finished windows', async () => {
    const old = rule('purge-old', 5, 1_000);
    const live = rule('purge-live', 5, 3_600_000);
    await limiter.hit(old, 'o');
    await limiter.hit(live, 'l');
    t.clock.advance(2_000);
    await limiter.purgeExpired();
    const rows = await t.app.platform.db.selectFrom('rate_counters').select('key').execute();
    const keys = rows.map((row) => row.key);
    expect(keys.some((k) => k.startsWith('purge-old:'))).toBe(false);
    expect(keys.some((k) => k.startsWith('purge-live:'))).toBe(true);
  });
});
