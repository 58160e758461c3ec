import { truncateDisplay } from '@candor/shared';

/** A value as the API may send it: decimal strings for money, numbers for rates and counts. */
export type NumberInput = string | number | bigint | null | undefined;

/** Inserts thousands separators into the whole part of a plain decimal string ("-1234.5" -> "-1,234.5"). */
export function groupThousands(text: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (match === null) return text;
  const [, sign = '', whole = '', fraction = ''] = match;
  return sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + fraction;
}

/** Pads the fraction of a plain decimal string with zeros to exactly `places` digits ("1.5", 2 -> "1.50"). */
export function padFraction(text: string, places: number): string {
  if (text === '' || places <= 0) return text;
  const [whole, fraction = ''] = text.split('.');
  return `${whole ?? ''}.${fraction.padEnd(places, '0')}`;
}

export type DigitsOptions = { places: number; pad?: boolean; group?: boolean; sign?: boolean };

/** Truncates (never rounds) to `places`, then pads, groups and signs as asked; a non-number gives ''. */
export function formatDigits(value: NumberInput, o: DigitsOptions): string {
  let text = truncateDisplay(value, o.places);
  if (text === '') return '';
  if (o.pad) text = padFraction(text, o.places);
  if (o.group !== false) text = groupThousands(text);
  if (o.sign && !text.startsWith('-') && !/^0(\.0*)?$/.test(text)) text = `+${text}`;
  return text;
}
