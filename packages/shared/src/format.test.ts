import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format.js';

describe('formatCountdown', () => {
  it.each<[number, string]>([
    [0, '00:00'],
    [5, '00:05'],
    [59, '00:59'],
    [60, '01:00'],
    [125, '02:05'],
    [1800, '30:00'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [3661, '01:01:01'],
    [86_399, '23:59:59'],
    [360_000, '100:00:00'],
    [59.9, '00:59'],
    [-1, '00:00'],
    [-3600, '00:00'],
    [Number.NaN, '00:00'],
    [Number.POSITIVE_INFINITY, '00:00'],
  ])('%s s -> %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});
