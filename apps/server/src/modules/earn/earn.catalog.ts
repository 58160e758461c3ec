import { formatAmount, type AdminMiningMachine, type AdminQuantifyPlan, type AdminTrustProduct, type AdminUplanSettings } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';
import type { EarnContext } from './earn.context.js';
import { amountOf, coinOf, textsInput, textsOf } from './earn.input.js';
import type { MachineRow, QuantifyPlanRow, TrustProductRow } from './earn.repo.js';
import { machineOut, quantifyPlanOut, trustProductOut } from './earn.views.js';

/**
 * The back office's products of each kind: create, edit, pause. Products are data; an edit applies to new orders only
 * (every order copied its terms), and nothing here touches a price, an order or a balance.
 */
type Texts = Record<string, string> | undefined;
export type TrustInput = { coin?: string | undefined; names?: Texts; agreements?: Texts; cycle_days?: number | undefined; daily_rate_ppm?: number | undefined; min_amount?: string | undefined; max_amount?: string | undefined; quota_total?: string | undefined };
export type QuantifyInput = { coin?: string | undefined; names?: Texts; descriptions?: Texts; days?: number | undefined; min_amount?: string | undefined; max_amount?: string | undefined; quota_total?: string | undefined; rate_min_ppm?: number | undefined; rate_max_ppm?: number | undefined; exit_ratio_ppm?: number | undefined };
export type MiningInput = { names?: Texts; descriptions?: Texts; price_coin?: string | undefined; price?: string | undefined; output_coin?: string | undefined; daily_output?: string | undefined; term_days?: number | undefined; stock?: number | undefined };

const need = <T>(v: T | undefined, field: string): T => (v === undefined ? fail('earn_product_invalid', { field }) : v);
const amt = (text: string | undefined, field: string): bigint | undefined => {
  if (text === undefined) return undefined;
  try { return amountOf(text); } catch { return fail('earn_product_invalid', { field }); }
};
const meta = (p: { paused: number; created_at: number; updated_at: number; updated_by: number | null }) => ({ paused: p.paused === 1, created_at: p.created_at, updated_at: p.updated_at, updated_by: p.updated_by });

export class EarnCatalog {
  constructor(private readonly c: EarnContext) {}

  private async cover(coin: string) { return this.c.coverage.coin(coin); }

  async trustOut(p: TrustProductRow): Promise<AdminTrustProduct> {
    const v = trustProductOut(p, 'en', await this.cover(p.coin));
    return { id: p.id, coin: p.coin, names: textsOf(p.names), agreements: textsOf(p.agreements), cycle_days: p.cycle_days, daily_rate_ppm: p.daily_rate_ppm,
      min_amount: v.min_amount, max_amount: v.max_amount, quota_total: v.quota_total, quota_used: v.quota_used, open: v.open, closed_reason: v.closed_reason, ...meta(p) };
  }

  async quantifyOut(p: QuantifyPlanRow): Promise<AdminQuantifyPlan> {
    const v = quantifyPlanOut(p, 'en', await this.cover(p.coin), []);
    return { id: p.id, coin: p.coin, names: textsOf(p.names), descriptions: textsOf(p.descriptions), days: p.days, min_amount: v.min_amount, max_amount: v.max_amount,
      quota_total: v.quota_total, quota_used: v.quota_used, rate_min_ppm: p.rate_min_ppm, rate_max_ppm: p.rate_max_ppm, exit_ratio_ppm: p.exit_ratio_ppm,
      open: v.open, closed_reason: v.closed_reason, ...meta(p) };
  }

  async machineOut(m: MachineRow): Promise<AdminMiningMachine> {
    const v = machineOut(m, 'en', await this.cover(m.output_coin));
    return { id: m.id, names: textsOf(m.names), descriptions: textsOf(m.descriptions), price_coin: m.price_coin, price: v.price, output_coin: m.output_coin,
      daily_output: v.daily_output, term_days: m.term_days, stock: m.stock, sold: m.sold, open: v.open, closed_reason: v.closed_reason, ...meta(m) };
  }

  async trustList() { return Promise.all((await this.c.repo.trustProducts()).map((p) => this.trustOut(p))); }
  async quantifyList() { return Promise.all((await this.c.repo.quantifyPlans()).map((p) => this.quantifyOut(p))); }
  async machineList() { return Promise.all((await this.c.repo.machines()).map((m) => this.machineOut(m))); }

  /** Creates (id null) or edits a trust product; answers the row before and after for the audit log. */
  async saveTrust(id: number | null, f: TrustInput, by: number): Promise<{ before: TrustProductRow | null; after: TrustProductRow }> {
    const before = id === null ? null : ((await this.c.repo.trustProduct(id)) ?? fail('earn_product_not_found'));
    const create = before === null;
    const names = textsInput(f.names, 'names', create);
    const agreements = textsInput(f.agreements, 'agreements', create);
    const v = {
      coin: f.coin !== undefined ? coinOf(f.coin) : need(before?.coin, 'coin'),
      cycle_days: f.cycle_days ?? need(before?.cycle_days, 'cycle_days'),
      daily_rate_ppm: f.daily_rate_ppm ?? need(before?.daily_rate_ppm, 'daily_rate_ppm'),
      min_atoms: amt(f.min_amount, 'min_amount') ?? need(before?.min_atoms, 'min_amount'),
      max_atoms: amt(f.max_amount, 'max_amount') ?? need(before?.max_atoms, 'max_amount'),
      quota_atoms: amt(f.quota_total, 'quota_total') ?? need(before?.quota_atoms, 'quota_total'),
    };
    if (v.min_atoms > v.max_atoms) fail('earn_product_invalid', { field: 'min_amount' });
    if (v.quota_atoms < (before?.quota_used_atoms ?? 0n) || v.quota_atoms < v.min_atoms) fail('earn_product_invalid', { field: 'quota_total' });
    const now = this.c.clock.now();
    return this.c.ledger.transaction(async (tx) => {
      const texts = { ...(names ? { names: JSON.stringify(names) } : {}), ...(agreements ? { agreements: JSON.stringify(agreements) } : {}) };
      if (before === null) {
        const after = await this.c.repo.insertTrustProduct(tx, { ...v, names: JSON.stringify(names), agreements: JSON.stringify(agreements), quota_used_atoms: 0n, paused: 0, created_at: now, updated_at: now, updated_by: by });
        return { before, after };
      }
      await this.c.repo.updateTrustProduct(tx, before.id, { ...v, ...texts, updated_at: now, updated_by: by });
      return { before, after: (await this.c.repo.trustProduct(before.id, tx)) ?? fail('earn_product_not_found') };
    });
  }

  async saveQuantify(id: number | null, f: QuantifyInput, by: number): Promise<{ before: QuantifyPlanRow | null; after: QuantifyPlanRow }> {
    const before = id === null ? null : ((await this.c.repo.quantifyPlan(id)) ?? fail('earn_product_not_found'));
    const create = before === null;
    const names = textsInput(f.names, 'names', create);
    const descriptions = textsInput(f.descriptions, 'descriptions', create);
    const v = {
      coin: f.coin !== undefined ? coinOf(f.coin) : need(before?.coin, 'coin'),
      days: f.days ?? need(before?.days, 'days'),
      rate_min_ppm: f.rate_min_ppm ?? need(before?.rate_min_ppm, 'rate_min_ppm'),
      rate_max_ppm: f.rate_max_ppm ?? need(before?.rate_max_ppm, 'rate_max_ppm'),
      exit_ratio_ppm: f.exit_ratio_ppm ?? before?.exit_ratio_ppm ?? 4000,
      min_atoms: amt(f.min_amount, 'min_amount') ?? need(before?.min_atoms, 'min_amount'),
      max_atoms: amt(f.max_amount, 'max_amount') ?? need(before?.max_atoms, 'max_amount'),
      quota_atoms: amt(f.quota_total, 'quota_total') ?? need(before?.quota_atoms, 'quota_total'),
    };
    if (v.rate_min_ppm > v.rate_max_ppm) fail('earn_product_invalid', { field: 'rate_min_ppm' });
    if (v.min_atoms > v.max_atoms) fail('earn_product_invalid', { field: 'min_amount' });
    if (v.quota_atoms < (before?.quota_used_atoms ?? 0n) || v.quota_atoms < v.min_atoms) fail('earn_product_invalid', { field: 'quota_total' });
    const now = this.c.clock.now();
    return this.c.ledger.transaction(async (tx) => {
      if (before === null) {
        const after = await this.c.repo.insertQuantifyPlan(tx, { ...v, names: JSON.stringify(names), descriptions: JSON.stringify(descriptions), quota_used_atoms: 0n, paused: 0, created_at: now, updated_at: now, updated_by: by });
        return { before, after };
      }
      const texts = { ...(names ? { names: JSON.stringify(names) } : {}), ...(descriptions ? { descriptions: JSON.stringify(descriptions) } : {}) };
      await this.c.repo.updateQuantifyPlan(tx, before.id, { ...v, ...texts, updated_at: now, updated_by: by });
      return { before, after: (await this.c.repo.quantifyPlan(before.id, tx)) ?? fail('earn_product_not_found') };
    });
  }

  async saveMachine(id: number | null, f: MiningInput, by: number): Promise<{ before: MachineRow | null; after: MachineRow }> {
    const before = id === null ? null : ((await this.c.repo.machine(id)) ?? fail('earn_product_not_found'));
    const create = before === null;
    const names = textsInput(f.names, 'names', create);
    const descriptions = textsInput(f.descriptions, 'descriptions', create);
    const v = {
      price_coin: f.price_coin !== undefined ? coinOf(f.price_coin) : need(before?.price_coin, 'price_coin'),
      output_coin: f.output_coin !== undefined ? coinOf(f.output_coin) : need(before?.output_coin, 'output_coin'),
      price_atoms: amt(f.price, 'price') ?? need(before?.price_atoms, 'price'),
      daily_output_atoms: amt(f.daily_output, 'daily_output') ?? need(before?.daily_output_atoms, 'daily_output'),
      term_days: f.term_days ?? need(before?.term_days, 'term_days'),
      stock: f.stock ?? need(before?.stock, 'stock'),
    };
    if (v.stock < (before?.sold ?? 0)) fail('earn_product_invalid', { field: 'stock' });
    const now = this.c.clock.now();
    return this.c.ledger.transaction(async (tx) => {
      if (before === null) {
        const after = await this.c.repo.insertMachine(tx, { ...v, names: JSON.stringify(names), descriptions: JSON.stringify(descriptions), sold: 0, paused: 0, created_at: now, updated_at: now, updated_by: by });
        return { before, after };
      }
      const texts = { ...(names ? { names: JSON.stringify(names) } : {}), ...(descriptions ? { descriptions: JSON.stringify(descriptions) } : {}) };
      await this.c.repo.updateMachine(tx, before.id, { ...v, ...texts, updated_at: now, updated_by: by });
      return { before, after: (await this.c.repo.machine(before.id, tx)) ?? fail('earn_product_not_found') };
    });
  }

  /** Pauses or resumes new orders of a product (orders already made go on). */
  async pause(kind: 'trust' | 'quantify' | 'mining', id: number, paused: boolean, by: number): Promise<void> {
    const found = kind === 'trust' ? await this.c.repo.trustProduct(id) : kind === 'quantify' ? await this.c.repo.quantifyPlan(id) : await this.c.repo.machine(id);
    if (!found) fail('earn_product_not_found');
    const set = { paused: paused ? 1 as const : 0 as const, updated_at: this.c.clock.now(), updated_by: by };
    await this.c.ledger.transaction(async (tx) => {
      if (kind === 'trust') await this.c.repo.updateTrustProduct(tx, id, set);
      else if (kind === 'quantify') await this.c.repo.updateQuantifyPlan(tx, id, set);
      else await this.c.repo.updateMachine(tx, id, set);
    });
  }

  async uplanSettings(): Promise<AdminUplanSettings> {
    const [s, totals] = await Promise.all([this.c.repo.uplanSettings(), this.c.lists.uplanTotals()]);
    return { coin: s.coin, daily_rate_ppm: s.daily_rate_ppm, paused: s.paused === 1, members: Number(totals.members ?? 0),
      balance: formatAmount(BigInt(totals.balance_atoms ?? 0n)), updated_at: s.updated_at, updated_by: s.updated_by };
  }

  async saveUplan(f: { daily_rate_ppm?: number | undefined; paused?: boolean | undefined }, by: number): Promise<AdminUplanSettings> {
    await this.c.ledger.transaction((tx) => this.c.repo.updateUplanSettings(tx, {
      ...(f.daily_rate_ppm !== undefined ? { daily_rate_ppm: f.daily_rate_ppm } : {}), ...(f.paused !== undefined ? { paused: f.paused ? 1 : 0 } : {}),
      updated_at: this.c.clock.now(), updated_by: by,
    }));
    return this.uplanSettings();
  }
}

