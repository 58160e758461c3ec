import {
  formatAmount, type IeoAdminProject, type IeoMarketInput, type IeoPreview, type IeoProjectInput, type IeoSpotMarket, type PublicationAdminProduct, type PublicationInput,
} from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import { platformAccount, type LedgerService } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import { productValues, projectValues } from './ieo.input.js';
import { costOf } from './ieo.math.js';
import type { IeoSettlement } from './ieo.settle.js';
import { adminProjectOut, productOut, type ProductRow, type ProjectRow } from './ieo.views.js';

type Page = { limit: number; offset: number };

const isUniqueViolation = (e: unknown): boolean => {
  const m = e instanceof Error ? `${e.message} ${(e as { code?: unknown }).code ?? ''}` : '';
  return /unique|23505|SQLITE_CONSTRAINT/i.test(m);
};

/** Places of a step that is a power of ten from 1 down to 0.00000001 ('0.01' is 2), or null. */
export function placesOf(step: string): number | null {
  const t = step.trim();
  if (t === '1') return 0;
  const m = /^0\.(0{0,7})1$/.exec(t);
  return m ? m[1]!.length + 1 : null;
}

const stepOf = (places: number): string => (places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`);

/** The back office's IEO projects and subscription products (the routes audit each call). */
export class IeoAdmin {
  constructor(private readonly db: Db, private readonly clock: Clock, private readonly ledger: LedgerService, private readonly settlement: IeoSettlement,
    private readonly market: Pick<MarketService, 'listMarket' | 'listed'>) {}

  private async counts(ids: number[], db: Db | Tx = this.db): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await db.selectFrom('ieo_applications').select(['project_id', (e) => e.fn.countAll<number>().as('n')]).where('project_id', 'in', ids).groupBy('project_id').execute();
    return new Map(rows.map((r) => [r.project_id, Number(r.n)]));
  }

  async projects(page: Page): Promise<{ total: number; items: IeoAdminProject[] }> {
    const now = this.clock.now();
    const rows = await this.db.selectFrom('ieo_projects').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
    const { n } = await this.db.selectFrom('ieo_projects').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const counts = await this.counts(rows.map((r) => r.id));
    const listed = new Map(this.market.listed().map((m) => [m.base, m.symbol]));
    return { total: Number(n), items: rows.map((p) => ({ ...adminProjectOut(p, now, counts.get(p.id) ?? 0), spot_market: listed.get(p.token) ?? null })) };
  }

  /**
   * Lists a spot market for a project's token against USDT once its allotment ran (the tokens exist): tick and lot
   * sizes only, no price. The market service picks it up at once; its price comes from its trades.
   */
  async listMarket(id: number, input: IeoMarketInput, adminId: number): Promise<IeoSpotMarket> {
    const p = await this.project(id);
    if (p.allotted_at === null) fail('ieo_market_not_ready');
    const priceDecimals = placesOf(input.tick_size) ?? fail('ieo_project_invalid', { field: 'tick_size' });
    const qtyDecimals = placesOf(input.lot_size) ?? fail('ieo_project_invalid', { field: 'lot_size' });
    const m = await this.market.listMarket({ base: p.token, quote: 'USDT', name: p.name, priceDecimals, qtyDecimals }, adminId);
    return {
      project_id: p.id, symbol: m.symbol, base: m.base, quote: m.quote, name: m.name, tick_size: stepOf(m.priceDecimals), lot_size: stepOf(m.qtyDecimals),
      listed_at: m.listedAt, listed_by: m.listedBy,
    };
  }

  private async project(id: number, db: Db | Tx = this.db): Promise<ProjectRow> {
    return (await db.selectFrom('ieo_projects').selectAll().where('id', '=', id).executeTakeFirst()) ?? fail('ieo_project_not_found');
  }

  async createProject(input: IeoProjectInput, adminId: number | null, sample = false): Promise<IeoAdminProject> {
    const now = this.clock.now();
    const values = projectValues(input, now);
    await this.tokenFree(values.token);
    try {
      const row = await this.db.insertInto('ieo_projects').values({
        ...values, subscribed_atoms: 0n, allotted_at: null, allotted_total_atoms: null, dust_atoms: null, unsold_atoms: null, settled_at: null,
        created_by: adminId, created_at: now, updated_at: now, sample: sample ? 1 : 0,
      }).returningAll().executeTakeFirstOrThrow();
      return adminProjectOut(row, now, 0);
    } catch (e) {
      if (isUniqueViolation(e)) fail('ieo_token_taken');
      throw e;
    }
  }

  /** Edits a project until its window opens (and while nobody has applied). */
  async editProject(id: number, input: IeoProjectInput): Promise<{ before: IeoAdminProject; after: IeoAdminProject }> {
    return this.ledger.transaction(async (tx) => {
      const now = this.clock.now();
      const p = await this.project(id, tx);
      const count = (await this.counts([id], tx)).get(id) ?? 0;
      if (now >= p.apply_start || count > 0) fail('ieo_project_locked');
      const values = projectValues(input, now);
      if (values.token !== p.token) await this.tokenFree(values.token, tx);
      const row = await tx.updateTable('ieo_projects').set({ ...values, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      return { before: adminProjectOut(p, now, 0), after: adminProjectOut(row, now, 0) };
    });
  }

  /** Whether a project or a subscription product uses this token. */
  async hasToken(token: string): Promise<boolean> {
    const a = await this.db.selectFrom('ieo_projects').select('id').where('token', '=', token).executeTakeFirst();
    const b = await this.db.selectFrom('publication_products').select('id').where('token', '=', token).executeTakeFirst();
    return a !== undefined || b !== undefined;
  }

  private async tokenFree(token: string, db: Db | Tx = this.db): Promise<void> {
    const a = await db.selectFrom('ieo_projects').select('id').where('token', '=', token).executeTakeFirst();
    const b = await db.selectFrom('publication_products').select('id').where('token', '=', token).executeTakeFirst();
    if (a || b) fail('ieo_token_taken');
  }

  async preview(id: number): Promise<IeoPreview> {
    const p = await this.project(id);
    const { apps, result } = await this.settlement.preview(p);
    const requested = apps.reduce((s, a) => s + a.amount_atoms, 0n);
    return {
      offered: formatAmount(p.total_atoms), requested: formatAmount(requested), allotted: formatAmount(result.total), dust: formatAmount(result.dust),
      unsold: formatAmount(result.unsold), oversubscribed: result.oversubscribed,
      items: apps.map((a, i) => {
        const allotted = result.allotted[i] ?? 0n;
        return { application_id: a.id, user_id: a.user_id, amount: formatAmount(a.amount_atoms), allotted: formatAmount(allotted), pay_amount: formatAmount(allotted > 0n ? costOf(allotted, p.price_atoms) : 0n) };
      }),
    };
  }

  private productOut(p: ProductRow): PublicationAdminProduct {
    return { ...productOut(p, this.clock.now(), 'en'), created_by: p.created_by, passed_by: p.passed_by };
  }

  async products(page: Page): Promise<{ total: number; items: PublicationAdminProduct[] }> {
    const rows = await this.db.selectFrom('publication_products').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
    const { n } = await this.db.selectFrom('publication_products').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { total: Number(n), items: rows.map((p) => this.productOut(p)) };
  }

  /** A new product is under review until another admin passes it. */
  async createProduct(input: PublicationInput, adminId: number): Promise<PublicationAdminProduct> {
    const now = this.clock.now();
    const values = productValues(input, now);
    await this.tokenFree(values.token);
    try {
      const row = await this.db.insertInto('publication_products').values({
        ...values, sold_atoms: 0n, created_by: adminId, passed_by: null, passed_at: null, created_at: now,
      }).returningAll().executeTakeFirstOrThrow();
      return this.productOut(row);
    } catch (e) {
      if (isUniqueViolation(e)) fail('ieo_token_taken');
      throw e;
    }
  }

  /** Passes a product under review (not by its creator); the issuer's tokens for sale enter the platform's IEO account. */
  async passProduct(id: number, adminId: number): Promise<PublicationAdminProduct> {
    return this.ledger.transaction(async (tx) => {
      const now = this.clock.now();
      const p = (await tx.selectFrom('publication_products').selectAll().where('id', '=', id).executeTakeFirst()) ?? fail('publication_not_found');
      if (p.passed_at !== null) fail('publication_not_under_review');
      if (p.created_by === adminId) fail('publication_pass_own');
      const done = await tx.updateTable('publication_products').set({ passed_by: adminId, passed_at: now }).where('id', '=', id).where('passed_at', 'is', null).executeTakeFirst();
      if (done.numUpdatedRows === 0n) fail('publication_not_under_review');
      await this.ledger.post(tx, {
        actor: { type: 'admin', id: adminId }, reason: 'ieo_supply', detail: p.token, ref: `publication:supply:${p.id}`, lines: [
          { account: platformAccount(p.token, 'external'), amount: -p.total_atoms },
          { account: platformAccount(p.token, 'ieo'), amount: p.total_atoms },
        ],
      });
      return this.productOut({ ...p, passed_by: adminId, passed_at: now });
    });
  }
}
