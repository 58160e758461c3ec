/**
 * What an operator typed (a form field, a list filter) as the back office reads it. One rule for every form and
 * filter: a string is trimmed, a number (react-admin's number inputs) is its digits, anything else is empty.
 */
export function typedText(v: unknown): string {
  return typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
}

/** The typed text, or undefined when empty, so an unset filter is left out of the query. */
export function optionalText(v: unknown): string | undefined {
  const t = typedText(v);
  return t === '' ? undefined : t;
}

/** A positive whole number typed in a filter (a user or admin id), or undefined. */
export function positiveId(v: unknown): number | undefined {
  const s = typedText(v);
  if (!/^\d{1,15}$/.test(s)) return undefined;
  const n = Number(s);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}

/** A text with its first letter in capitals, to start a sentence or a title. */
export const capitalised = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
