import { describe, expect, it } from 'vitest';
import { cooldownLeft } from './cooldown';
import { msToNextSecond, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('rounds partial seconds up and stops at zero', () => {
    expect(secondsLeft(10_500, 0)).toBe(11);
    expect(secondsLeft(1000, 1000)).toBe(0);
    expect(secondsLeft(0, 5000)).toBe(0);
  });
});

describe('msToNextSecond', () => {
  it('ticks when the whole seconds left change, for any sub-second phase of the end time', () => {
    expect(msToNextSecond(10_500, 0)).toBe(500);
    expect(secondsLeft(10_500, 0 + 500)).toBe(10);
    expect(msToNextSecond(10_000, 0)).toBe(1000);
    expect(msToNextSecond(10_250, 3_000)).toBe(250);
    expect(msToNextSecond(5_000, 5_000)).toBe(1000);
  });
});

describe('code resend cooldown', () => {
  it('counts the 60 s cooldown down', () => {
    expect(cooldownLeft(null, 60, 0)).toBe(0);
    expect(cooldownLeft(1000, 60, 1000)).toBe(60);
    expect(cooldownLeft(1000, 60, 60_500)).toBe(1);
    expect(cooldownLeft(1000, 60, 61_000)).toBe(0);
  });
});
