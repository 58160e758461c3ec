import { describe, expect, it } from 'vitest';
import { durationParts, ratePercent, tickSize, utcClock, utcTime } from './format';

describe('option figures on screen', () => {
  it('names the seed durations as the seed does: 60 to 240 s in seconds, 10 and 30 min in minutes', () => {
    expect([60, 120, 180, 240].map(durationParts)).toEqual([60, 120, 180, 240].map((count) => ({ key: 'duration.seconds', count })));
    expect(durationParts(600)).toEqual({ key: 'duration.minutes', count: 10 });
    expect(durationParts(1800)).toEqual({ key: 'duration.minutes', count: 30 });
    expect(durationParts(610)).toEqual({ key: 'duration.seconds', count: 610 });
  });

  it('shows rates in percent with every digit they have', () => {
    expect(ratePercent(8500)).toBe('85%');
    expect(ratePercent(8525)).toBe('85.25%');
    expect(ratePercent(1)).toBe('0.01%');
  });

  it('shows times in UTC+0, to the millisecond where asked, and nothing for an invalid time', () => {
    expect(utcTime(Date.UTC(2026, 10, 24, 15, 4, 5, 123))).toBe('2026-11-24 15:04:05 UTC');
    expect(utcTime(Date.UTC(2026, 10, 24, 15, 4, 5, 7), true)).toBe('2026-11-24 15:04:05.007 UTC');
    expect(utcClock(Date.UTC(2026, 0, 1, 3, 2, 1))).toBe('03:02:01');
    expect(utcTime(Number.NaN)).toBe('');
  });

  it('writes the tick size of a symbol from its places', () => {
    expect(tickSize(2)).toBe('0.01');
    expect(tickSize(4)).toBe('0.0001');
    expect(tickSize(0)).toBe('1');
  });
});
