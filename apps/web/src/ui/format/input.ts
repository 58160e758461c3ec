import { formatAmount, pow10, type Atoms } from '@candor/shared';

/**
 * What a keystroke leaves in a number field: digits and one decimal point (a comma counts as one, as several
 * languages write it), at most `places` decimals when given, no leading zeros before a digit, '.5' read as '0.5'.
 * Never a float: the text stays text.
 */
export function cleanDecimalText(text: string, places?: number): string {
  let s = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  if (dot >= 0) s = s.slice(0, dot + 1) + s.slice(dot + 1).replace(/\./g, '');
  if (places !== undefined && places <= 0) s = s.replace(/\..*$/, '');
  else if (places !== undefined && dot >= 0) s = s.slice(0, dot + 1 + places);
  if (s.startsWith('.')) s = `0${s}`;
  return s.replace(/^0+(?=\d)/, '');
}

/** The most characters an amount field keeps (far more than any balance has). */
export const MAX_AMOUNT_CHARS = 30;

/** An amount field's text after a keystroke: cleanDecimalText, then at most MAX_AMOUNT_CHARS characters. */
export const cleanAmountText = (text: string, places?: number): string => cleanDecimalText(text, places).slice(0, MAX_AMOUNT_CHARS);

/**
 * What an "All" button puts in an amount field: the whole balance (atoms at `atomPlaces`) cut down to the coin's
 * `places`, never rounded up; '0' when there is nothing to use.
 */
export function allAmount(available: Atoms, atomPlaces: number, places: number): string {
  const positive = available > 0n ? available : 0n;
  const step = pow10(atomPlaces - Math.min(atomPlaces, Math.max(0, places)));
  return formatAmount(positive - (positive % step), atomPlaces);
}
