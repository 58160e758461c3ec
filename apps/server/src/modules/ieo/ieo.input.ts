import { COINS, LANGS, tryParseAmount, type IeoProjectInput, type PublicationInput } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';
import type { UnlockStep } from './ieo.math.js';

/** A new token's symbol: 2 to 12 capitals and digits, not one of the wallet coins. */
const TOKEN = /^[A-Z][A-Z0-9]{1,11}$/;

export function tokenOf(raw: string): string {
  const token = raw.trim().toUpperCase();
  if (!TOKEN.test(token)) fail('ieo_project_invalid', { field: 'token' });
  if (COINS.some((c) => c.symbol === token)) fail('ieo_token_taken');
  return token;
}

export function positive(raw: string | undefined, field: string): bigint {
  const v = raw === undefined ? null : tryParseAmount(raw.trim());
  if (v === null || v <= 0n) fail('ieo_project_invalid', { field });
  return v;
}

type Texts = Record<string, { description: string; risks: string }>;

/** Texts per language (English required, the others optional and shown in their language). */
export function textsOf(raw: Record<string, { description: string; risks?: string | undefined }>): Texts {
  const out: Texts = {};
  for (const [lang, t] of Object.entries(raw)) {
    if (!(LANGS as readonly string[]).includes(lang)) fail('ieo_project_invalid', { field: `texts.${lang}` });
    out[lang] = { description: t.description.trim(), risks: (t.risks ?? '').trim() };
  }
  if (!out.en?.description) fail('ieo_project_invalid', { field: 'texts.en' });
  return out;
}

export type ProjectValues = {
  token: string; name: string; price_atoms: bigint; total_atoms: bigint; supply_atoms: bigint | null; min_atoms: bigint; max_atoms: bigint;
  listing_price_atoms: bigint | null; listing_date: number | null; apply_start: number; apply_end: number; allotment_at: number; pay_by: number;
  unlock_schedule: string; texts: string;
};

/** Checks an IEO project: amounts, the order of its dates (window, allotment, pay date, unlocks) and its schedule. */
export function projectValues(input: IeoProjectInput, now: number): ProjectValues {
  const name = input.name.trim();
  if (!name) fail('ieo_project_invalid', { field: 'name' });
  const price = positive(input.price, 'price');
  const total = positive(input.total_supply, 'total_supply');
  const min = positive(input.min, 'min');
  const max = positive(input.max, 'max');
  if (min > max || max > total) fail('ieo_project_invalid', { field: 'min/max' });
  const start = Number(input.apply_start);
  const end = Number(input.apply_end);
  const allotAt = Number(input.allotment_at);
  const payBy = Number(input.pay_by);
  if (start < now) fail('ieo_project_invalid', { field: 'apply_start' });
  if (!(start < end && end <= allotAt && allotAt < payBy)) fail('ieo_project_invalid', { field: 'dates' });
  const schedule = scheduleOf(input, payBy);
  return {
    token: tokenOf(input.token), name, price_atoms: price, total_atoms: total,
    supply_atoms: input.supply ? positive(input.supply, 'supply') : null, min_atoms: min, max_atoms: max,
    listing_price_atoms: input.listing_price ? positive(input.listing_price, 'listing_price') : null,
    listing_date: input.listing_date === undefined ? null : Number(input.listing_date),
    apply_start: start, apply_end: end, allotment_at: allotAt, pay_by: payBy,
    unlock_schedule: JSON.stringify(schedule), texts: JSON.stringify(textsOf(input.texts)),
  };
}

/** The unlock steps: a schedule of cumulative percentages ending at 100, or everything at the lock-until date. */
function scheduleOf(input: IeoProjectInput, payBy: number): UnlockStep[] {
  const steps = input.unlock_schedule?.length
    ? input.unlock_schedule.map((s) => ({ at: Number(s.at), bps: bpsOf(s.percent) }))
    : input.lock_until !== undefined ? [{ at: Number(input.lock_until), bps: 10_000 }] : fail('ieo_project_invalid', { field: 'lock_until' });
  let last = { at: payBy, bps: 0 };
  for (const s of steps) {
    if (s.at < last.at || s.bps <= last.bps || (s.at === last.at && last.bps > 0)) fail('ieo_project_invalid', { field: 'unlock_schedule' });
    last = s;
  }
  if (last.bps !== 10_000) fail('ieo_project_invalid', { field: 'unlock_schedule' });
  return steps;
}

function bpsOf(percent: string): number {
  const v = tryParseAmount(percent.trim(), 2);
  if (v === null || v <= 0n || v > 10_000n) fail('ieo_project_invalid', { field: 'unlock_schedule' });
  return Number(v);
}

export type ProductValues = {
  token: string; name: string; price_atoms: bigint; total_atoms: bigint; min_atoms: bigint; max_atoms: bigint;
  start_at: number; end_at: number; launch_at: number; texts: string;
};

/** Checks a currency subscription product. */
export function productValues(input: PublicationInput, now: number): ProductValues {
  const name = input.name.trim();
  if (!name) fail('ieo_project_invalid', { field: 'name' });
  const total = positive(input.total, 'total');
  const min = positive(input.min, 'min');
  const max = positive(input.max, 'max');
  if (min > max || max > total) fail('ieo_project_invalid', { field: 'min/max' });
  const [start, end, launch] = [Number(input.start_at), Number(input.end_at), Number(input.launch_at)];
  if (start < now || !(start < end && end <= launch)) fail('ieo_project_invalid', { field: 'dates' });
  return {
    token: tokenOf(input.token), name, price_atoms: positive(input.price, 'price'), total_atoms: total, min_atoms: min, max_atoms: max,
    start_at: start, end_at: end, launch_at: launch, texts: JSON.stringify(textsOf(input.texts)),
  };
}
