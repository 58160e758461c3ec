import { describe, expect, it } from 'vitest';
import { checkSchedule, describeSchedule, periodAt } from './schedule.js';

const at = (iso: string): number => Date.parse(iso);

describe('job schedules', () => {
  it('an interval job is due for the interval that holds now, aligned on the epoch', () => {
    expect(periodAt({ every: 3_600_000 }, at('2026-11-24T10:59:59.999Z'))).toEqual({ start: at('2026-11-24T10:00:00Z'), end: at('2026-11-24T11:00:00Z') });
    expect(periodAt({ every: 3_600_000 }, at('2026-11-24T11:00:00Z')).start).toBe(at('2026-11-24T11:00:00Z'));
  });

  it('a daily job is due from its UTC time of day until the same time the next day', () => {
    const daily = { dailyAt: '00:05' };
    expect(periodAt(daily, at('2026-11-24T00:04:59Z'))).toEqual({ start: at('2026-11-23T00:05:00Z'), end: at('2026-11-24T00:05:00Z') });
    expect(periodAt(daily, at('2026-11-24T00:05:00Z')).start).toBe(at('2026-11-24T00:05:00Z'));
    expect(periodAt({ dailyAt: '23:30' }, at('2026-11-24T12:00:00Z')).start).toBe(at('2026-11-23T23:30:00Z'));
  });

  it('refuses schedules it cannot keep', () => {
    expect(() => checkSchedule({ every: 500 })).toThrow();
    expect(() => checkSchedule({ every: 1.5e3 + 0.5 })).toThrow();
    expect(() => checkSchedule({ dailyAt: '24:00' })).toThrow();
    expect(() => checkSchedule({ dailyAt: '7:00' })).toThrow();
    expect(() => checkSchedule({ dailyAt: '07:00' })).not.toThrow();
    expect(describeSchedule({ dailyAt: '07:00' })).toBe('daily at 07:00 UTC');
    expect(describeSchedule({ every: 60_000 })).toBe('every 60000 ms');
  });
});
