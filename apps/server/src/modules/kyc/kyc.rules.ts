import { fail } from '../../platform/http/errors.js';

export const ID_TYPES = ['id_card', 'passport', 'driving_licence'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const MIN_AGE_YEARS = 18;
const MAX_AGE_YEARS = 120;

export type BasicInput = { full_name?: string | undefined; id_type?: string | undefined; id_number?: string | undefined; country?: string | undefined; birth_date?: string | undefined };
export type BasicFields = { full_name: string; id_type: IdType; id_number: string; country: string; birth_date: string };

/** Letters of any script, with spaces, dots, apostrophes and hyphens between them; 2 to 100 characters. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'\u2019-]*[\p{L}\p{M}.]$/u;
const ID_NUMBER = /^[A-Z0-9][A-Z0-9-]{2,30}[A-Z0-9]$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A name in one spelling: trimmed, inner runs of spaces as one. */
export const normaliseName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** The calendar date of YYYY-MM-DD, or null when it is not a real date. */
export function parseDate(s: string): { y: number; m: number; d: number } | null {
  const m = DATE.exec(s);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return null;
  return { y, m: mo, d };
}

/** Whole years between a birth date and the UTC day of `now` (a birthday counts on its day). */
export function ageOn(birth: { y: number; m: number; d: number }, now: number): number {
  const t = new Date(now);
  const [y, m, d] = [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()];
  return y - birth.y - (m < birth.m || (m === birth.m && d < birth.d) ? 1 : 0);
}

/** Checks the basic form and answers it in one spelling; names the first wrong field (validation_failed). */
export function checkBasic(f: BasicInput, now: number): BasicFields {
  const fullName = normaliseName(f.full_name ?? '');
  if (fullName.length < 2 || fullName.length > 100 || !NAME.test(fullName)) fail('validation_failed', { field: 'full_name' });
  const idType = (f.id_type ?? '').trim().toLowerCase();
  if (!(ID_TYPES as readonly string[]).includes(idType)) fail('validation_failed', { field: 'id_type' });
  const idNumber = (f.id_number ?? '').replace(/\s+/g, '').toUpperCase();
  if (!ID_NUMBER.test(idNumber)) fail('validation_failed', { field: 'id_number' });
  const country = (f.country ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) fail('validation_failed', { field: 'country' });
  const birthDate = (f.birth_date ?? '').trim();
  const birth = parseDate(birthDate);
  if (!birth) return fail('validation_failed', { field: 'birth_date' });
  const age = ageOn(birth, now);
  if (age < 0 || age > MAX_AGE_YEARS) fail('validation_failed', { field: 'birth_date' });
  if (age < MIN_AGE_YEARS) fail('kyc_underage');
  return { full_name: fullName, id_type: idType as IdType, id_number: idNumber, country, birth_date: birthDate };
}

/** The address the proof shows: 5 to 200 characters, one line. */
export function checkAddress(address: string | undefined): string {
  const a = (address ?? '').trim().replace(/\s+/g, ' ');
  if (a.length < 5 || a.length > 200) fail('validation_failed', { field: 'address' });
  return a;
}

/** What a user may see of an ID number: its last four characters. */
export const maskIdNumber = (n: string): string => (n.length <= 4 ? '*'.repeat(n.length) : `${'*'.repeat(Math.min(n.length - 4, 8))}${n.slice(-4)}`);
