import { formatAmount, tryParseAmount, type OptionDuration, type OptionSymbol } from '@candor/shared';
import { typedText } from '../../ui/text';

/**
 * The option product forms as plain functions: a duration's payout rate and stake bounds, a symbol's availability
 * and open-stake caps; their checks (so a mistake shows under the field first) and the body of only what changed.
 * Terms only: there is no price, outcome or per-user field, and the server takes none.
 */

export type DurationValues = { enabled: boolean; rate_bps: string; min_stake: string; max_stake: string };
export type SymbolValues = { enabled: boolean; user_open_cap: string; side_open_cap: string };
export type Errors<V> = Partial<Record<keyof V, string>>;

export const durationValues = (d: OptionDuration): DurationValues =>
  ({ enabled: d.enabled, rate_bps: String(d.rate_bps), min_stake: d.min_stake, max_stake: d.max_stake });

export const symbolValues = (s: OptionSymbol): SymbolValues =>
  ({ enabled: s.enabled, user_open_cap: s.user_open_cap, side_open_cap: s.side_open_cap });

/** A positive amount of USDT with at most 8 places, as atoms; null when it is not one. */
function positive(v: unknown): bigint | null {
  const text = typedText(v).trim();
  if (!/^\d{1,12}(\.\d{1,8})?$/.test(text)) return null;
  const atoms = tryParseAmount(text);
  return atoms !== null && atoms > 0n ? atoms : null;
}

const AMOUNT = 'An amount above zero with at most 8 decimals (USDT).';

export function durationErrors(v: Partial<Record<keyof DurationValues, unknown>>): Errors<DurationValues> {
  const e: Errors<DurationValues> = {};
  const rate = typedText(v.rate_bps).trim();
  if (!/^\d{1,5}$/.test(rate) || Number(rate) < 1 || Number(rate) > 10_000) e.rate_bps = 'Basis points from 1 to 10,000 (8500 = 85 %: a win pays stake x 1.85).';
  const min = positive(v.min_stake);
  const max = positive(v.max_stake);
  if (min === null) e.min_stake = AMOUNT;
  if (max === null) e.max_stake = AMOUNT;
  else if (min !== null && max < min) e.max_stake = 'The largest stake cannot be below the smallest.';
  return e;
}

export function symbolErrors(v: Partial<Record<keyof SymbolValues, unknown>>): Errors<SymbolValues> {
  const e: Errors<SymbolValues> = {};
  const user = positive(v.user_open_cap);
  const side = positive(v.side_open_cap);
  if (user === null) e.user_open_cap = AMOUNT;
  if (side === null) e.side_open_cap = AMOUNT;
  else if (user !== null && side < user) e.side_open_cap = "All users' cap cannot be below one user's cap.";
  return e;
}

/** The same amount written two ways ("10" and "10.00000000") is no change. */
const sameAmount = (a: string, b: string): boolean => {
  const x = tryParseAmount(a.trim());
  return x !== null && x === tryParseAmount(b.trim());
};

/** Only the fields that changed, as the server's body (amounts exact, the switch as '1' / '0'). */
export function durationPatch(before: OptionDuration, after: DurationValues): Record<string, string | number> {
  const patch: Record<string, string | number> = {};
  if (after.enabled !== before.enabled) patch['enabled'] = after.enabled ? '1' : '0';
  if (Number(after.rate_bps) !== before.rate_bps) patch['rate_bps'] = Number(after.rate_bps);
  for (const k of ['min_stake', 'max_stake'] as const) if (!sameAmount(after[k], before[k])) patch[k] = formatAmount(tryParseAmount(after[k].trim()) ?? 0n);
  return patch;
}

export function symbolPatch(before: OptionSymbol, after: SymbolValues): Record<string, string> {
  const patch: Record<string, string> = {};
  if (after.enabled !== before.enabled) patch['enabled'] = after.enabled ? '1' : '0';
  for (const k of ['user_open_cap', 'side_open_cap'] as const) if (!sameAmount(after[k], before[k])) patch[k] = formatAmount(tryParseAmount(after[k].trim()) ?? 0n);
  return patch;
}

/** A duration as the operator reads it: 60 s, 10 min. */
export const durationName = (seconds: number): string => (seconds >= 600 && seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`);
