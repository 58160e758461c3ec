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
