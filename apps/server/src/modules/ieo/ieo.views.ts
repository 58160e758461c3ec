import { formatAmount, type IeoAdminProject, type IeoApplication, type IeoPhase, type IeoProject, type PublicationOrder, type PublicationProduct, type PublicationState } from '@candor/shared';
import type { Selectable } from 'kysely';
import { lockDateOf, parseSchedule } from './ieo.math.js';
import type { IeoApplicationsTable, IeoProjectsTable, PublicationOrdersTable, PublicationProductsTable } from './ieo.tables.js';

export type ProjectRow = Selectable<IeoProjectsTable>;
export type ApplicationRow = Selectable<IeoApplicationsTable>;
export type ProductRow = Selectable<PublicationProductsTable>;
export type OrderRow = Selectable<PublicationOrdersTable>;

const amount = (v: bigint): string => formatAmount(v);
const nullable = (v: bigint | null): string | null => (v === null ? null : formatAmount(v));

type Texts = Record<string, { description: string; risks?: string }>;
const textsOf = (json: string): Texts => JSON.parse(json) as Texts;
const textIn = (json: string, lang: string) => {
  const t = textsOf(json);
  const chosen = t[lang] ?? t.en;
  return { description: chosen?.description ?? '', risks: chosen?.risks || t.en?.risks || '' };
};

export function phaseOf(p: ProjectRow, now: number): IeoPhase {
  if (p.settled_at !== null) return 'done';
  if (p.allotted_at !== null) return 'paying';
  if (now < p.apply_start) return 'upcoming';
  if (now < p.apply_end) return 'open';
  return 'closed';
}

const scheduleOut = (json: string) => parseSchedule(json).map((s) => ({ at: s.at, percent: formatAmount(BigInt(s.bps), 2) }));

export function projectOut(p: ProjectRow, now: number, lang: string): IeoProject {
  return {
    id: p.id, token: p.token, name: p.name, IEO_price: amount(p.price_atoms), listing_price: nullable(p.listing_price_atoms), listing_date: p.listing_date,
    total_supply: amount(p.total_atoms), supply: nullable(p.supply_atoms), min: amount(p.min_atoms), max: amount(p.max_atoms),
    apply_start: p.apply_start, apply_time: p.apply_end, allotment_date: p.allotment_at, pay_date: p.pay_by,
    lock_date: lockDateOf(parseSchedule(p.unlock_schedule)), unlock_schedule: scheduleOut(p.unlock_schedule), phase: phaseOf(p, now),
    subscribed: amount(p.subscribed_atoms), sample: p.sample === 1, ...textIn(p.texts, lang),
  };
}

export function adminProjectOut(p: ProjectRow, now: number, applications: number): IeoAdminProject {
  const texts = Object.fromEntries(Object.entries(textsOf(p.texts)).map(([k, v]) => [k, { description: v.description, risks: v.risks ?? '' }]));
  return {
    ...projectOut(p, now, 'en'), allotted_total: nullable(p.allotted_total_atoms), dust: nullable(p.dust_atoms), unsold: nullable(p.unsold_atoms),
    applications, editable: now < p.apply_start && applications === 0, texts, spot_market: null,
  };
}

export function applicationOut(a: ApplicationRow, p: ProjectRow): IeoApplication {
  const delivered = a.status >= 5 ? a.allotted_atoms : 0n;
  return {
    id: a.id, sn: a.sn, project_id: p.id, token: p.token, name: p.name, IEO_price: amount(p.price_atoms),
    amount: amount(a.amount_atoms), deposit: amount(a.deposit_atoms), allotment_quantity: amount(a.allotted_atoms), pay_amount: amount(a.pay_atoms),
    pending_quantity: amount(delivered - a.unlocked_atoms), unlocked: amount(a.unlocked_atoms), status: a.status, reason: a.reason,
    created_at: a.created_at, allotted_at: a.allotted_at, paid_at: a.paid_at, delivered_at: a.delivered_at,
    allotment_date: p.allotment_at, pay_date: p.pay_by, lock_date: lockDateOf(parseSchedule(p.unlock_schedule)), unlock_schedule: scheduleOut(p.unlock_schedule),
  };
}

export function productState(p: ProductRow, now: number): PublicationState {
  if (p.passed_at === null) return 'review';
  if (now >= p.launch_at) return 'launched';
  if (p.sold_atoms >= p.total_atoms) return 'sold_out';
  if (now < p.start_at) return 'passed';
  if (now < p.end_at) return 'subscribing';
  return 'closed';
}

export function productOut(p: ProductRow, now: number, lang: string): PublicationProduct {
  return {
    id: p.id, token: p.token, name: p.name, price: amount(p.price_atoms), total: amount(p.total_atoms), sold: amount(p.sold_atoms),
    min: amount(p.min_atoms), max: amount(p.max_atoms), start_at: p.start_at, end_at: p.end_at, launch_at: p.launch_at,
    state: productState(p, now), description: textIn(p.texts, lang).description,
  };
}

export function orderOut(o: OrderRow, p: ProductRow, now: number): PublicationOrder {
  const state = o.redeemed_at !== null ? 'redeemed' : now >= p.launch_at ? 'redeeming' : 'subscribing';
  return {
    id: o.id, product_id: p.id, token: p.token, name: p.name, quantity: amount(o.quantity_atoms), cost: amount(o.cost_atoms),
    state, created_at: o.created_at, redeemed_at: o.redeemed_at, launch_at: p.launch_at,
  };
}
