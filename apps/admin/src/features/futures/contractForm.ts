import type { FuturesContract } from '@candor/shared';
import { typedText } from '../../ui/text';

/**
 * The contract form as plain functions: its values (lists as the server's text forms), their checks (the server's
 * bounds, so a mistake shows under the field first), and the body of only what changed. A contract holds terms
 * only: there is no price, mark or outcome field, and the server takes none.
 */

export type ContractFormValues = {
  enabled: boolean; leverages: string; mm_tiers: string;
  maker_fee_bps: string; taker_fee_bps: string; liquidation_fee_bps: string; max_lots: string; oi_cap_lots: string;
  funding_factor_ppm: string; funding_exponent: string; funding_cap_ppm: string;
};
export type ContractFormErrors = Partial<Record<keyof ContractFormValues, string>>;
export type ContractPatch = Partial<Record<keyof ContractFormValues, string>>;

/** "50000:50,250000:100,*:250": each tier's notional bound (* for none) and its rate in basis points. */
export const tiersText = (c: Pick<FuturesContract, 'mm_tiers'>): string =>
  c.mm_tiers.map((t) => `${t.max_notional ?? '*'}:${t.rate_bps}`).join(',');

export function contractFormValues(c: FuturesContract): ContractFormValues {
  return {
    enabled: c.enabled, leverages: c.leverages.join(','), mm_tiers: tiersText(c),
    maker_fee_bps: String(c.maker_fee_bps), taker_fee_bps: String(c.taker_fee_bps), liquidation_fee_bps: String(c.liquidation_fee_bps),
    max_lots: String(c.max_lots), oi_cap_lots: String(c.oi_cap_lots),
    funding_factor_ppm: String(c.funding.factor_ppm), funding_exponent: String(c.funding.exponent), funding_cap_ppm: String(c.funding.cap_ppm),
  };
}

const whole = (v: unknown, min: number, max: number): boolean => {
  const t = typedText(v);
  return /^\d{1,10}$/.test(t) && Number(t) >= min && Number(t) <= max;
};

/** Leverage choices: whole numbers from 1 to 125, each once, ascending. */
export function leveragesProblem(text: string): string | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) < 1 || Number(p) > 125)) return 'Whole numbers from 1 to 125, separated by commas (1,5,10,20).';
  const n = parts.map(Number);
  return n.every((x, i) => i === 0 || x > (n[i - 1] ?? 0)) ? null : 'List each leverage once, smallest first.';
}

/** Tiers: growing notional bounds with rates from 1 to 5000 bps, the last without a bound (*). */
export function tiersProblem(text: string): string | null {
  const parts = text.split(',').map((p) => p.trim());
  let last = -1n;
  for (const [i, p] of parts.entries()) {
    const m = /^(\*|\d{1,15})(?::)(\d{1,4})$/.exec(p);
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 5000) return 'Pairs of notional bound and basis points, e.g. 50000:50,250000:100,*:250.';
    const star = m[1] === '*';
    if (star !== (i === parts.length - 1)) return 'Only the last tier is unbounded (*), and it must be there.';
    if (!star) {
      const bound = BigInt(m[1] ?? '0');
      if (bound <= last) return 'The bounds must grow from tier to tier.';
      last = bound;
    }
  }
  return null;
}

export function contractFormErrors(v: Partial<Record<keyof ContractFormValues, unknown>>): ContractFormErrors {
  const e: ContractFormErrors = {};
  const lev = leveragesProblem(typedText(v.leverages));
  if (lev) e.leverages = lev;
  const tiers = tiersProblem(typedText(v.mm_tiers));
  if (tiers) e.mm_tiers = tiers;
  for (const f of ['maker_fee_bps', 'taker_fee_bps', 'liquidation_fee_bps'] as const) if (!whole(v[f], 0, 1000)) e[f] = 'Basis points from 0 to 1000 (10 %).';
  if (!whole(v.max_lots, 1, 100_000_000)) e.max_lots = 'Whole lots from 1 to 100,000,000.';
  if (!whole(v.oi_cap_lots, 1, 1_000_000_000)) e.oi_cap_lots = 'Whole lots from 1 to 1,000,000,000.';
  if (!whole(v.funding_factor_ppm, 0, 100_000)) e.funding_factor_ppm = 'Parts per million from 0 to 100,000.';
  if (!whole(v.funding_exponent, 1, 3)) e.funding_exponent = '1, 2 or 3.';
  if (!whole(v.funding_cap_ppm, 0, 100_000)) e.funding_cap_ppm = 'Parts per million from 0 to 100,000.';
  return e;
}

/** Only the fields that changed, as the server's body (the switch as '1' / '0'). */
export function contractPatch(before: FuturesContract, after: Partial<Record<keyof ContractFormValues, unknown>>): ContractPatch {
  const was = contractFormValues(before);
  const patch: ContractPatch = {};
  for (const key of Object.keys(was) as (keyof ContractFormValues)[]) {
    if (key === 'enabled') {
      if (after.enabled !== undefined && Boolean(after.enabled) !== was.enabled) patch.enabled = after.enabled ? '1' : '0';
      continue;
    }
    const text = typedText(after[key]);
    if (after[key] !== undefined && text !== was[key]) patch[key] = text.replace(/\s+/g, '');
  }
  return patch;
}
