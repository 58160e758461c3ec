import type { AdminMiningMachine, AdminQuantifyPlan, AdminTrustProduct } from '@candor/shared';

/**
 * The product forms of the back office as data: which fields each kind has, how each is checked, and the body sent
 * (every field when creating; only the changed ones when editing, so an edit never rewrites what it did not touch).
 * Edits apply to new orders only; the server keeps each order's own terms.
 */
export type ProductKind = 'trust' | 'quantify' | 'mining';
export type FieldKind = 'coin' | 'amount' | 'days' | 'ppm' | 'count' | 'texts';
export type FieldSpec = { key: string; label: string; kind: FieldKind; help?: string };
export type FormValues = Record<string, string>;
export type AnyProduct = AdminTrustProduct | AdminQuantifyPlan | AdminMiningMachine;

const names: FieldSpec = { key: 'names', label: 'Name per language (JSON)', kind: 'texts', help: '{"en": "7-day USDT", "ja": "…"}; en is required' };

export const PRODUCT_FIELDS: Record<ProductKind, readonly FieldSpec[]> = {
  trust: [
    names,
    { key: 'coin', label: 'Coin', kind: 'coin' },
    { key: 'cycle_days', label: 'Cycle (days)', kind: 'days' },
    { key: 'daily_rate_ppm', label: 'Daily rate (ppm)', kind: 'ppm', help: '5000 = 0.5% a day' },
    { key: 'min_amount', label: 'Minimum per order', kind: 'amount' },
    { key: 'max_amount', label: 'Maximum per order', kind: 'amount' },
    { key: 'quota_total', label: 'Total quota', kind: 'amount' },
    { key: 'agreements', label: 'Service agreement per language (JSON)', kind: 'texts', help: '{"en": "…"}; shown on the buy page' },
  ],
  quantify: [
    names,
    { key: 'coin', label: 'Coin', kind: 'coin' },
    { key: 'days', label: 'Term (days)', kind: 'days' },
    { key: 'rate_min_ppm', label: 'Lowest daily rate (ppm)', kind: 'ppm' },
    { key: 'rate_max_ppm', label: 'Highest daily rate (ppm)', kind: 'ppm', help: 'Each day the published rule picks a rate in the range' },
    { key: 'exit_ratio_ppm', label: 'Exit ratio per remaining day (ppm)', kind: 'ppm', help: '4000 = 0.4%' },
    { key: 'min_amount', label: 'Minimum per order', kind: 'amount' },
    { key: 'max_amount', label: 'Maximum per order', kind: 'amount' },
    { key: 'quota_total', label: 'Total quota', kind: 'amount' },
    { key: 'descriptions', label: 'Description per language (JSON)', kind: 'texts' },
  ],
  mining: [
    names,
    { key: 'price_coin', label: 'Price coin', kind: 'coin' },
    { key: 'price', label: 'Price per machine', kind: 'amount' },
    { key: 'output_coin', label: 'Output coin', kind: 'coin' },
    { key: 'daily_output', label: 'Daily output per machine', kind: 'amount' },
    { key: 'term_days', label: 'Term (days)', kind: 'days' },
    { key: 'stock', label: 'Machines in stock', kind: 'count' },
    { key: 'descriptions', label: 'Description per language (JSON)', kind: 'texts' },
  ],
};

const AMOUNT = /^(0|[1-9]\d{0,20})(\.\d{1,8})?$/;

/** A form's values from a product (or empty ones for a new product). */
export function formValues(kind: ProductKind, product: AnyProduct | null): FormValues {
  const out: FormValues = {};
  for (const f of PRODUCT_FIELDS[kind]) {
    const v: unknown = product ? (product as unknown as Record<string, unknown>)[f.key] : undefined;
    if (f.kind === 'texts') out[f.key] = v && typeof v === 'object' ? JSON.stringify(v, null, 1) : (f.key === 'names' || f.key === 'agreements' ? '{"en": ""}' : '{}');
    else out[f.key] = v === undefined || v === null ? (f.kind === 'coin' ? 'USDT' : '') : String(v);
  }
  return out;
}

function textsOf(text: string): Record<string, string> | null {
  try {
    const v: unknown = JSON.parse(text);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
    const entries = Object.entries(v as Record<string, unknown>);
    if (!entries.every(([k, s]) => /^[a-zA-Z-]{2,10}$/.test(k) && typeof s === 'string')) return null;
    return Object.fromEntries(entries.filter(([, s]) => (s as string).trim() !== '')) as Record<string, string>;
  } catch {
    return null;
  }
}

/** The problem of one field, or null. */
export function fieldProblem(f: FieldSpec, value: string, creating: boolean): string | null {
  const v = value.trim();
  switch (f.kind) {
    case 'coin': return /^[A-Z0-9]{2,12}$/.test(v) ? null : 'Enter a coin symbol (USDT, BTC…).';
    case 'amount': return AMOUNT.test(v) ? null : 'Enter an amount (up to 8 decimals).';
    case 'days': return /^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= 3650 ? null : 'Enter whole days from 1 to 3650.';
    case 'ppm': return /^\d{1,7}$/.test(v) && Number(v) <= 1_000_000 ? null : 'Enter whole parts per million (0 to 1000000).';
    case 'count': return /^\d{1,9}$/.test(v) ? null : 'Enter a whole number.';
    default: {
      const texts = textsOf(v);
      if (texts === null) return 'Enter a JSON object of language code to text.';
      return creating && f.key === 'names' && !texts['en'] ? 'The English name (en) is required.' : null;
    }
  }
}

/** Every problem of the form by field key; the range's ends are checked together. */
export function formProblems(kind: ProductKind, values: FormValues, creating: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of PRODUCT_FIELDS[kind]) {
    const p = fieldProblem(f, values[f.key] ?? '', creating);
    if (p) out[f.key] = p;
  }
  if (kind === 'quantify' && !out['rate_min_ppm'] && !out['rate_max_ppm'] && Number(values['rate_min_ppm']) > Number(values['rate_max_ppm'])) {
    out['rate_max_ppm'] = 'The highest rate must be at least the lowest.';
  }
  return out;
}

/** The body to send: every field when creating, only the changed ones when editing. */
export function productBody(kind: ProductKind, values: FormValues, previous: FormValues | null): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of PRODUCT_FIELDS[kind]) {
    const v = (values[f.key] ?? '').trim();
    if (previous && (previous[f.key] ?? '').trim() === v) continue;
    if (f.kind === 'texts') body[f.key] = textsOf(v) ?? {};
    else if (f.kind === 'days' || f.kind === 'ppm' || f.kind === 'count') body[f.key] = Number(v);
    else body[f.key] = v;
  }
  return body;
}
