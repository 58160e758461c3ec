import { tryParseAmount } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';
import { OPTION_COIN } from './options.defaults.js';
import type { OptionDirectionText } from './options.tables.js';

const DIRECTIONS: Record<string, OptionDirectionText> = {
  rise: 'rise', up: 'rise', call: 'rise', '1': 'rise',
  fall: 'fall', down: 'fall', put: 'fall', '2': 'fall',
  even: 'even', equal: 'even', flat: 'even', '3': 'even',
};

/** rise, fall or even (the other reading's words and numbers too). */
export function parseDirection(v: string | undefined): OptionDirectionText {
  const d = v === undefined ? undefined : DIRECTIONS[v.trim().toLowerCase()];
  if (!d) fail('option_direction_invalid');
  return d;
}

/** The duration in seconds; a time range must be chosen first. */
export function parseSeconds(v: number | string | undefined): number {
  if (v === undefined || v === '') fail('option_duration_required');
  const n = typeof v === 'number' ? v : /^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : NaN;
  if (!Number.isInteger(n) || n <= 0) fail('option_duration_unavailable');
  return n;
}

/** The stake, a positive decimal of at most 8 places. */
export function parseStake(v: string | undefined): bigint {
  if (v === undefined || v.trim() === '') fail('option_amount_required');
  const a = tryParseAmount(v.trim());
  if (a === null || a <= 0n) fail('option_amount_invalid');
  return a;
}

export function checkCoin(v: string | undefined): void {
  if (v !== undefined && v.trim() !== '' && v.trim().toUpperCase() !== OPTION_COIN) fail('option_coin_unsupported', { coin: OPTION_COIN });
}
