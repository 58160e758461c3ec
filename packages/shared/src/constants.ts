/** Business constants of the seed (section 9) as settled by the product decisions. */

/** Option durations on offer, in seconds (1, 2, 3, 4, 10 and 30 minutes). */
export const OPTION_DURATIONS_SECONDS = [60, 120, 180, 240, 600, 1800] as const;
export type OptionDurationSeconds = (typeof OPTION_DURATIONS_SECONDS)[number];

export function isOptionDuration(value: unknown): value is OptionDurationSeconds {
  return (OPTION_DURATIONS_SECONDS as readonly unknown[]).includes(value);
}

export const CHART_INTERVALS = ['1m', '5m', '15m', '30m', '60m', '4h', '1d', '1w', '1mon'] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];

export function isChartInterval(value: unknown): value is ChartInterval {
  return (CHART_INTERVALS as readonly unknown[]).includes(value);
}

/** Default withdrawal fee rate as a decimal string (3%); per coin and operator-configurable. */
export const WITHDRAWAL_FEE_RATE = '0.03';
export const MAX_WITHDRAWALS_PER_DAY = 3;
export const C2C_PAYMENT_DEADLINE_MINUTES = 30;
export const LEADERBOARD_SIZE = 10;
export const TOAST_MS = 2000;
export const SESSION_STORE_VERSION = '1.0.0';
