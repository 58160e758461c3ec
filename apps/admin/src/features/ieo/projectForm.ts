import type { IeoAdminProject } from '@candor/shared';

/** The IEO project form as typed: amounts as decimal strings, times as UTC datetime-local text, the schedule as lines. */
export type ProjectFormValues = {
  token: string; name: string; price: string; total_supply: string; supply: string; min: string; max: string; listing_price: string;
  apply_start: string; apply_end: string; allotment_at: string; pay_by: string;
  /** One step per line: `YYYY-MM-DDTHH:mm percent` (cumulative, the last 100). */
  schedule: string;
  description_en: string; risks_en: string;
  /** The other languages' texts as JSON: { "de": { "description": "...", "risks": "..." } }. */
  other_texts: string;
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** Epoch ms as datetime-local text in UTC. */
export function utcInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** datetime-local text read as UTC; null when it is not a time. */
export function utcMs(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return Number.isNaN(ms) ? null : ms;
}

export function scheduleLines(text: string): { at: number; percent: string }[] | null {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const steps = lines.map((l) => {
    const [when, percent] = l.split(/\s+/);
    const at = utcMs(when ?? '');
    return at === null || !percent || !/^\d{1,3}(\.\d{1,2})?$/.test(percent) ? null : { at, percent };
  });
  return steps.length > 0 && steps.every((s) => s !== null) ? (steps as { at: number; percent: string }[]) : null;
}

function otherTexts(text: string): Record<string, { description: string; risks?: string }> | null {
  if (!text.trim()) return {};
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, { description: string; risks?: string }>) : null;
  } catch {
    return null;
  }
}

/** What is wrong with the form, field by field (the server checks the rest and answers in words). */
export function projectFormErrors(v: ProjectFormValues): Record<string, string> {
  const e: Record<string, string> = {};
  const amount = /^\d+(\.\d{1,8})?$/;
  if (!/^[A-Za-z][A-Za-z0-9]{1,11}$/.test(v.token ?? '')) e.token = 'Two to twelve letters and digits';
  if (!v.name?.trim()) e.name = 'Required';
  for (const f of ['price', 'total_supply', 'min', 'max'] as const) if (!amount.test(v[f] ?? '')) e[f] = 'A positive amount, at most 8 places';
  for (const f of ['apply_start', 'apply_end', 'allotment_at', 'pay_by'] as const) if (utcMs(v[f] ?? '') === null) e[f] = 'A time (UTC)';
  if (scheduleLines(v.schedule ?? '') === null) e.schedule = 'One line per step: 2026-12-01T00:00 50 (the last step 100)';
  if (!v.description_en?.trim()) e.description_en = 'Required';
  if (otherTexts(v.other_texts ?? '') === null) e.other_texts = 'JSON: { "de": { "description": "...", "risks": "..." } }';
  return e;
}

/** The body of admin/ieo/projects from the form (call after projectFormErrors found nothing). */
export function projectBody(v: ProjectFormValues): Record<string, unknown> {
  const opt = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);
  return {
    token: v.token.trim().toUpperCase(), name: v.name.trim(), price: v.price, total_supply: v.total_supply, supply: opt(v.supply), min: v.min, max: v.max,
    listing_price: opt(v.listing_price), apply_start: utcMs(v.apply_start), apply_end: utcMs(v.apply_end), allotment_at: utcMs(v.allotment_at), pay_by: utcMs(v.pay_by),
    unlock_schedule: scheduleLines(v.schedule) ?? [],
    texts: { ...(otherTexts(v.other_texts) ?? {}), en: { description: v.description_en.trim(), risks: v.risks_en?.trim() ?? '' } },
  };
}

/** A project as its form shows it. */
export function projectFormValues(p: IeoAdminProject): ProjectFormValues {
  const { en, ...others } = p.texts;
  return {
    token: p.token, name: p.name, price: p.IEO_price, total_supply: p.total_supply, supply: p.supply ?? '', min: p.min, max: p.max, listing_price: p.listing_price ?? '',
    apply_start: utcInput(p.apply_start), apply_end: utcInput(p.apply_time), allotment_at: utcInput(p.allotment_date), pay_by: utcInput(p.pay_date),
    schedule: p.unlock_schedule.map((s) => `${utcInput(s.at)} ${s.percent}`).join('\n'),
    description_en: en?.description ?? '', risks_en: en?.risks ?? '', other_texts: Object.keys(others).length ? JSON.stringify(others, null, 1) : '',
  };
}
