import { COINS, formatAmount, LANGS, tryParseAmount, type Lang } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';

/** Input rules of the earn calls: amounts in a coin's atoms (8 places), coins, names per language. */

const MAX_ATOMS = 10n ** 26n;

export function coinOf(text: string | undefined): string {
  const coin = text?.trim().toUpperCase() ?? '';
  if (!COINS.some((c) => c.symbol === coin)) fail('earn_coin_unknown');
  return coin;
}

/** A positive amount, or the error the user reads. */
export function amountOf(text: string | undefined): bigint {
  const atoms = text === undefined || text === '' ? null : tryParseAmount(text);
  if (atoms === null || atoms <= 0n || atoms > MAX_ATOMS) fail('earn_amount_invalid');
  return atoms;
}

/** An amount within a product's minimum and maximum. */
export function boundedAmount(text: string | undefined, min: bigint, max: bigint, coin: string): bigint {
  const atoms = amountOf(text);
  if (atoms < min) fail('earn_amount_below_min', { min: formatAmount(min), coin });
  if (atoms > max) fail('earn_amount_above_max', { max: formatAmount(max), coin });
  return atoms;
}

export function quantityOf(text: string | undefined): number {
  const t = text === undefined || text === '' ? '1' : text;
  if (!/^[1-9]\d{0,5}$/.test(t)) fail('earn_quantity_invalid');
  return Number(t);
}

export type Texts = Partial<Record<Lang, string>>;

/** Reads stored texts per language (JSON). */
export function textsOf(json: string): Texts {
  try {
    const v: unknown = JSON.parse(json);
    if (!v || typeof v !== 'object') return {};
    return Object.fromEntries(Object.entries(v).filter(([k, t]) => (LANGS as readonly string[]).includes(k) && typeof t === 'string')) as Texts;
  } catch {
    return {};
  }
}

/** The text in `lang`, English when it was not translated. */
export const textIn = (texts: Texts, lang: Lang): string => texts[lang] || texts.en || '';

/** Texts an admin sent: known languages only, trimmed, English required when `requireEn`. */
export function textsInput(input: Record<string, string> | undefined, field: string, requireEn: boolean): Texts | undefined {
  if (input === undefined) {
    if (requireEn) fail('earn_product_invalid', { field });
    return undefined;
  }
  const out: Texts = {};
  for (const [k, v] of Object.entries(input)) {
    if (!(LANGS as readonly string[]).includes(k)) fail('earn_product_invalid', { field: `${field}.${k}` });
    if (v.trim()) out[k as Lang] = v.trim();
  }
  if (!out.en) fail('earn_product_invalid', { field: `${field}.en` });
  return out;
}
