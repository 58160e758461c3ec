/** The basic KYC form's own checks (the server checks again and has the last word). */
export const ID_TYPES = ['id_card', 'passport', 'driving_licence'] as const;
export type IdType = (typeof ID_TYPES)[number];
export type BasicValues = { full_name: string; id_type: IdType | ''; id_number: string; country: string; birth_date: string };
export type BasicField = keyof BasicValues;
export type BasicError = { field: BasicField; key: string };

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'\u2019-]*[\p{L}\p{M}.]$/u;
const ID_NUMBER = /^[A-Z0-9][A-Z0-9-]{2,30}[A-Z0-9]$/;

export const EMPTY_BASIC: BasicValues = { full_name: '', id_type: '', id_number: '', country: '', birth_date: '' };

/** Whole years from a YYYY-MM-DD birth date to `now` (UTC days); null when the date is not a real one. */
export function ageOf(birth: string, now: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return null;
  const n = new Date(now);
  const [ny, nm, nd] = [n.getUTCFullYear(), n.getUTCMonth() + 1, n.getUTCDate()];
  return ny - y - (nm < mo || (nm === mo && nd < d) ? 1 : 0);
}

/** The first wrong field of the form and the message key for it, or null when it may be sent. */
export function checkBasicForm(v: BasicValues, now: number): BasicError | null {
  const name = v.full_name.trim().replace(/\s+/g, ' ');
  if (!name) return { field: 'full_name', key: 'basic.error.full_name_required' };
  if (name.length < 2 || name.length > 100 || !NAME.test(name)) return { field: 'full_name', key: 'basic.error.full_name_invalid' };
  if (!v.id_type) return { field: 'id_type', key: 'basic.error.id_type_required' };
  const id = v.id_number.replace(/\s+/g, '').toUpperCase();
  if (!id) return { field: 'id_number', key: 'basic.error.id_number_required' };
  if (!ID_NUMBER.test(id)) return { field: 'id_number', key: 'basic.error.id_number_invalid' };
  if (!v.country) return { field: 'country', key: 'basic.error.country_required' };
  if (!v.birth_date) return { field: 'birth_date', key: 'basic.error.birth_date_required' };
  const age = ageOf(v.birth_date, now);
  if (age === null || age < 0 || age > 120) return { field: 'birth_date', key: 'basic.error.birth_date_invalid' };
  if (age < 18) return { field: 'birth_date', key: 'basic.error.underage' };
  return null;
}

/** What the form sends: trimmed, the ID number in one spelling. */
export function basicBody(v: BasicValues) {
  return {
    full_name: v.full_name.trim().replace(/\s+/g, ' '), id_type: v.id_type, id_number: v.id_number.replace(/\s+/g, '').toUpperCase(),
    country: v.country, birth_date: v.birth_date,
  };
}
