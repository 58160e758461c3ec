import { describe, expect, it } from 'vitest';
import {
  C2C_PAYMENT_DEADLINE_MINUTES,
  CHART_INTERVALS,
  LEADERBOARD_SIZE,
  MAX_WITHDRAWALS_PER_DAY,
  OPTION_DURATIONS_SECONDS,
  SESSION_STORE_VERSION,
  TOAST_MS,
  WITHDRAWAL_FEE_RATE,
  isChartInterval,
  isOptionDuration,
} from './constants.js';
import { parseAmount } from './money.js';

describe('constants', () => {
  it('carry the settled values', () => {
    expect(OPTION_DURATIONS_SECONDS).toEqual([60, 120, 180, 240, 600, 1800]);
    expect(CHART_INTERVALS).toEqual(['1m', '5m', '15m', '30m', '60m', '4h', '1d', '1w', '1mon']);
    expect(parseAmount(WITHDRAWAL_FEE_RATE)).toBe(3_000_000n);
    expect(MAX_WITHDRAWALS_PER_DAY).toBe(3);
    expect(C2C_PAYMENT_DEADLINE_MINUTES).toBe(30);
    expect(LEADERBOARD_SIZE).toBe(10);
    expect(TOAST_MS).toBe(2000);
    expect(SESSION_STORE_VERSION).toBe('1.0.0');
  });

  it('guard durations and intervals', () => {
    expect(isOptionDuration(600)).toBe(true);
    expect(isOptionDuration(300)).toBe(false);
    expect(isOptionDuration('60')).toBe(false);
    expect(isChartInterval('1mon')).toBe(true);
    expect(isChartInterval('1h')).toBe(false);
  });
});
