import { formatAmount as toDecimal, tryParseAmount, type Atoms } from '@candor/shared';
import { cleanAmountText } from '../../../ui/format/input';
import type { Duration } from './types';

/** The buy form: the duration chosen (null until a chip is tapped), the stake as typed, whether a buy was tried. */
export type FormState = { seconds: number | null; amount: string; submitted: boolean };

export type FormAction =
  | { kind: 'duration'; seconds: number }
  | { kind: 'amount'; text: string }
  | { kind: 'durations'; available: readonly Duration[] }
  | { kind: 'submitted' }
  | { kind: 'placed' };

/** The stake's places (USDT stakes: 2, as the wallet shows them). */
export const STAKE_PLACES = 2;

export const initialForm = (durations: readonly Duration[]): FormState => ({
  seconds: durations.find((d) => d.enabled)?.seconds ?? null, amount: '', submitted: false,
});

export function formReducer(s: FormState, a: FormAction): FormState {
  switch (a.kind) {
    case 'duration': return { ...s, seconds: a.seconds };
    case 'amount': return { ...s, amount: cleanAmountText(a.text, STAKE_PLACES) };
    // The operator closed the chosen duration: the choice goes back to the first open one.
    case 'durations': return a.available.some((d) => d.enabled && d.seconds === s.seconds) ? s : { ...s, seconds: a.available.find((d) => d.enabled)?.seconds ?? null };
    case 'submitted': return { ...s, submitted: true };
    case 'placed': return { ...s, submitted: false };
    default: return s;
  }
}

/** Keys under `options:errors.`, each with its field and parameters (the seed's rules: a time range first, the minimum, the balance). */
export type FormError =
  | { field: 'duration'; key: 'duration_required' }
  | { field: 'amount'; key: 'amount_required' | 'amount_invalid' }
  | { field: 'amount'; key: 'amount_min' | 'amount_max' | 'balance'; params: { value: string } };

/** Presets under the stake: the round amounts inside the duration's bounds (at most four), then the most one can stake. */
export function presetsOf(d: Duration | undefined, available: Atoms | null): string[] {
  if (!d) return [];
  const round = [10n, 20n, 50n, 100n, 200n, 500n, 1000n, 5000n].map((v) => v * 100_000_000n).filter((v) => v >= d.minStake && v <= d.maxStake);
  const picks = round.length > 0 ? round.slice(0, 4) : [d.minStake];
  const out = picks.map((v) => toDecimal(v));
  if (available !== null && available >= d.minStake) {
    const most = available < d.maxStake ? available : d.maxStake;
    const text = toDecimal(most - (most % 10n ** 6n));
    if (!out.includes(text)) out.push(text);
  }
  return out;
}

/** Every error of the buy form; `available` is the options account's free balance (null: not signed in). */
export function validate(s: FormState, d: Duration | undefined, available: Atoms | null): FormError[] {
  const errors: FormError[] = [];
  if (s.seconds === null || !d) errors.push({ field: 'duration', key: 'duration_required' });
  const text = s.amount.trim();
  if (text === '') {
    errors.push({ field: 'amount', key: 'amount_required' });
    return errors;
  }
  const v = tryParseAmount(text);
  if (v === null || v <= 0n) errors.push({ field: 'amount', key: 'amount_invalid' });
  else if (d && v < d.minStake) errors.push({ field: 'amount', key: 'amount_min', params: { value: toDecimal(d.minStake) } });
  else if (d && v > d.maxStake) errors.push({ field: 'amount', key: 'amount_max', params: { value: toDecimal(d.maxStake) } });
  else if (available !== null && v > available) errors.push({ field: 'amount', key: 'balance', params: { value: toDecimal(available) } });
  return errors;
}

/** What the form shows: nothing before the first buy, except input that is already wrong. */
export function visibleErrors(errors: readonly FormError[], s: FormState): FormError[] {
  return s.submitted ? [...errors] : errors.filter((e) => e.key !== 'amount_required' && e.key !== 'duration_required' && e.key !== 'balance');
}

export const errorOf = (errors: readonly FormError[], field: FormError['field']): FormError | undefined => errors.find((e) => e.field === field);

/** The stake as atoms when the form is valid. */
export const stakeOf = (s: FormState): Atoms | null => {
  const v = tryParseAmount(s.amount.trim());
  return v !== null && v > 0n ? v : null;
};
