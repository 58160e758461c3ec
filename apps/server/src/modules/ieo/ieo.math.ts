import { divRound, pow10 } from '@candor/shared';

/** Token amounts and USDT prices are atoms with 8 places. */
const ONE = pow10(8);

/** USDT for `amount` tokens at `price` USDT each, rounded up (the platform is never paid less than the tokens cost). */
export const costOf = (amount: bigint, price: bigint): bigint => divRound(amount * price, ONE, 'ceil');

export type Allotment = { allotted: bigint[]; total: bigint; dust: bigint; unsold: bigint; oversubscribed: boolean };

/**
 * Allots `offered` tokens to the requests: each in full when they fit, pro rata otherwise, floor(request x offered /
 * requested) in exact integer atoms. The remainder of the rounding (fewer atoms than there are requests) is the dust,
 * kept by the platform's IEO account and recorded; an undersubscribed offer leaves the rest unsold.
 */
export function allot(requests: readonly bigint[], offered: bigint): Allotment {
  const requested = requests.reduce((a, b) => a + b, 0n);
  if (requested <= offered) return { allotted: [...requests], total: requested, dust: 0n, unsold: offered - requested, oversubscribed: false };
  const allotted = requests.map((r) => (r * offered) / requested);
  const total = allotted.reduce((a, b) => a + b, 0n);
  return { allotted, total, dust: offered - total, unsold: 0n, oversubscribed: true };
}

/** One step of an unlock schedule: at `at`, `bps` basis points of an allotment are unlocked in all (cumulative). */
export type UnlockStep = { at: number; bps: number };

/** How much of `allotted` is unlocked at `now`: the last step due, rounded down; all of it once the final step is due. */
export function unlockedAt(allotted: bigint, schedule: readonly UnlockStep[], now: number): bigint {
  let bps = 0;
  for (const step of schedule) if (step.at <= now) bps = Math.max(bps, step.bps);
  if (bps >= 10_000) return allotted;
  return (allotted * BigInt(bps)) / 10_000n;
}

/** Parses a stored schedule; the last step always unlocks everything. */
export function parseSchedule(json: string): UnlockStep[] {
  const raw = JSON.parse(json) as unknown;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((s: unknown) => {
    if (!s || typeof s !== 'object') return [];
    const { at, bps } = s as { at?: unknown; bps?: unknown };
    return typeof at === 'number' && typeof bps === 'number' ? [{ at, bps }] : [];
  });
}

/** The time everything is unlocked (the last step). */
export const lockDateOf = (schedule: readonly UnlockStep[]): number => schedule.reduce((m, s) => Math.max(m, s.at), 0);
