import { tryParseAmount, type C2cAd, type C2cAdminMerchant, type C2cAdminOrder, type C2cChatMessage, type C2cSettings } from '@candor/shared';
import type { Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { C2cAds } from './c2c.ads.js';
import type { C2cDeps } from './c2c.deps.js';
import { APPEAL, CANCELLED, COMPLETED, type C2cFlow } from './c2c.flow.js';
import type { MerchantRow, OrderRow } from './c2c.repo.js';
import type { C2cAdStatusRow, C2cMerchantStatusRow } from './c2c.tables.js';
import { adminMerchantOut, adminOrderOut, atoms, messageOut } from './c2c.views.js';

type By = { id: number; ip: string };
type Page = { page: number; limit: number };
const SUBJECT = 'c2c_order';
const actionOf = (d: 'release' | 'return') => `c2c.appeal.${d}`;

/**
 * The back office of C2C: merchant applications (compliance), bonds, ads, orders, and support's appeals with the
 * chat. An appeal is decided once: by one admin, or above the appeal amount by two different admins (four eyes).
 */
export class C2cDesk {
  constructor(private readonly d: C2cDeps, private readonly ads: C2cAds, private readonly flow: C2cFlow) {}

  private async merchantViews(rows: readonly MerchantRow[]): Promise<C2cAdminMerchant[]> {
    const [names, cards] = await Promise.all([this.d.users.namesOf(rows.map((m) => m.user_id)), this.ads.cards(rows)]);
    return rows.flatMap((m) => {
      const card = cards.get(m.id);
      return card ? [adminMerchantOut(m, names.get(m.user_id) ?? null, card)] : [];
    });
  }

  async merchants(q: Page & { status?: C2cMerchantStatusRow | undefined }): Promise<{ total: number; items: C2cAdminMerchant[] }> {
    const { rows, total } = await this.d.repo.merchants(q.status, { limit: q.limit, offset: (q.page - 1) * q.limit });
    return { total, items: await this.merchantViews(rows) };
  }

  private async merchant(id: number): Promise<C2cAdminMerchant> {
    const m = (await this.d.repo.merchant(id)) ?? fail('c2c_merchant_not_found');
    return (await this.merchantViews([m]))[0] ?? fail('c2c_merchant_not_found');
  }

  /** Approves an application; a suspended merchant comes back (active again when the bond is still locked). */
  async approve(by: By, id: number): Promise<C2cAdminMerchant> {
    const m = (await this.d.repo.merchant(id)) ?? fail('c2c_merchant_not_found');
    const now = this.d.clock.now();
    const status: C2cMerchantStatusRow = m.status === 'suspended' && m.bond_atoms > 0n ? 'active' : 'approved';
    const ok = await this.d.ledger.transaction((tx) => this.d.repo.updateMerchant(tx, id, ['pending', 'suspended'], { status, reason: null, decided_by: by.id, decided_at: now, updated_at: now }));
    if (!ok) fail('c2c_merchant_not_pending');
    return this.merchant(id);
  }

  async reject(by: By, id: number, reason: string | undefined): Promise<C2cAdminMerchant> {
    const why = reason?.trim().slice(0, 500);
    if (!why) return fail('c2c_reason_required');
    const now = this.d.clock.now();
    const ok = await this.d.ledger.transaction((tx) => this.d.repo.updateMerchant(tx, id, ['pending'], { status: 'rejected', reason: why, decided_by: by.id, decided_at: now, updated_at: now }));
    if (!ok) fail((await this.d.repo.merchant(id)) ? 'c2c_merchant_not_pending' : 'c2c_merchant_not_found');
    return this.merchant(id);
  }

  /** Suspends a merchant: its ads go offline, the bond stays locked, open orders run to their end. */
  async suspend(by: By, id: number, reason: string | undefined): Promise<C2cAdminMerchant> {
    const why = reason?.trim().slice(0, 500);
    if (!why) return fail('c2c_reason_required');
    const now = this.d.clock.now();
    await this.d.ledger.transaction(async (tx) => {
      if (!(await this.d.repo.updateMerchant(tx, id, ['approved', 'active'], { status: 'suspended', reason: why, decided_by: by.id, decided_at: now, updated_at: now }))) {
        fail((await this.d.repo.merchant(id, tx)) ? 'c2c_wrong_status' : 'c2c_merchant_not_found');
      }
      await this.d.repo.setMerchantAds(tx, id, ['online'], 'offline', now);
    });
    return this.merchant(id);
  }

  async bonds(): Promise<{ asset: string; total: string; items: C2cAdminMerchant[] }> {
    const [rows, s] = await Promise.all([this.d.repo.bonded(), this.d.repo.settings()]);
    const total = rows.filter((m) => m.bond_asset === s.bond_asset).reduce((sum, m) => sum + m.bond_atoms, 0n);
    return { asset: s.bond_asset, total: atoms(total), items: await this.merchantViews(rows) };
  }

  async adsList(q: Page & { status?: C2cAdStatusRow | undefined }): Promise<{ total: number; items: C2cAd[] }> {
    const { rows, total } = await this.d.repo.ads({ status: q.status }, { limit: q.limit, offset: (q.page - 1) * q.limit });
    return { total, items: await this.ads.views(rows) };
  }

  async adOffline(id: number): Promise<C2cAd> {
    const ad = (await this.d.repo.ad(id)) ?? fail('c2c_ad_not_found');
    if (ad.status === 'online') await this.d.repo.updateAd(id, { status: 'offline', updated_at: this.d.clock.now() });
    return this.ads.one(id);
  }

  private async orderViews(rows: readonly OrderRow[], tx?: Tx): Promise<C2cAdminOrder[]> {
    const ids = rows.map((o) => o.id);
    const requests = tx ? await this.d.fourEyes.ofSubjectsIn(tx, SUBJECT, ids) : await this.d.fourEyes.ofSubjects(SUBJECT, ids);
    const names = await this.d.users.namesOf([...new Set(rows.flatMap((o) => [o.buyer_id, o.seller_id]))], tx);
    const named = new Map([...names].map(([k, v]) => [k, v ?? `#${k}`]));
    return rows.map((o) => adminOrderOut(o, named, o.status === APPEAL && (requests.get(o.id) ?? []).some((r) => r.status === 'pending')));
  }

  async orders(q: Page & { status?: number | undefined }, appealsOnly = false): Promise<{ total: number; items: C2cAdminOrder[] }> {
    const { rows, total } = await this.d.repo.orders(appealsOnly ? APPEAL : q.status, { limit: q.limit, offset: (q.page - 1) * q.limit }, appealsOnly);
    return { total, items: await this.orderViews(rows) };
  }

  async order(id: number, tx?: Tx): Promise<C2cAdminOrder> {
    const o = (await this.d.repo.order(id, tx)) ?? fail('c2c_order_not_found');
    return (await this.orderViews([o], tx))[0] ?? fail('c2c_order_not_found');
  }

  /** The chat of an order support may read: one that was appealed. */
  async chat(id: number): Promise<C2cChatMessage[]> {
    const o = (await this.d.repo.order(id)) ?? fail('c2c_order_not_found');
    if (o.appeal_at === null) fail('c2c_not_appealed');
    return (await this.d.repo.messages(id, undefined, 1000)).map((m) => messageOut(m, o, null));
  }

  /**
   * Decides an appeal: release to the buyer or return to the seller. Above the appeal amount the first admin proposes
   * and a second, different one approves the same decision; a decided appeal can never be decided again.
   */
  async decide(by: By, id: number, decision: 'release' | 'return'): Promise<{ order: C2cAdminOrder; decided: boolean; awaiting_second_approval: boolean }> {
    return this.d.ledger.transaction(async (tx) => {
      // The order is locked first, so admins deciding at once take turns: the four-eyes review below reads the
      // proposal an earlier decision has just approved, never proposes again for an order already decided.
      if (!(await this.d.repo.claim(tx, id, APPEAL))) {
        if (!(await this.d.repo.order(id, tx))) fail('c2c_order_not_found');
        fail('c2c_wrong_status');
      }
      const o = (await this.d.repo.order(id, tx)) ?? fail('c2c_order_not_found');
      const s = await this.d.repo.settings(tx);
      if (o.value_usdt_atoms > s.appeal_threshold_atoms) {
        const review = await this.d.fourEyes.review(tx, {
          action: actionOf(decision), subject: { type: SUBJECT, id }, by,
          detail: { decision, coin: o.coin, quantity: atoms(o.quantity_atoms), value_usdt: atoms(o.value_usdt_atoms), buyer_id: o.buyer_id, seller_id: o.seller_id },
          errors: { sameAdmin: 'c2c_second_admin_required', busy: 'c2c_busy' },
        });
        if (review.stage === 'proposed') return { order: await this.order(id, tx), decided: false, awaiting_second_approval: true };
      }
      const now = this.d.clock.now();
      const patch = decision === 'release'
        ? { status: COMPLETED, released_at: now }
        : { status: CANCELLED, cancelled_at: now, cancel_reason: 'appeal' as const };
      if (!(await this.d.repo.transition(tx, id, APPEAL, { ...patch, decision, decided_by: by.id, decided_at: now, updated_at: now }))) fail('c2c_wrong_status');
      await this.flow.settle(tx, o, decision === 'release' ? 'buyer' : 'seller', { type: 'admin', id: by.id });
      await this.d.fourEyes.close(tx, actionOf(decision === 'release' ? 'return' : 'release'), { type: SUBJECT, id }, by);
      return { order: await this.order(id, tx), decided: true, awaiting_second_approval: false };
    });
  }

  async settings(): Promise<C2cSettings> {
    const s = await this.d.repo.settings();
    return { bond_asset: s.bond_asset, bond_amount: atoms(s.bond_atoms), appeal_threshold: atoms(s.appeal_threshold_atoms), daily_cancel_limit: s.daily_cancel_limit };
  }

  async saveSettings(by: By, f: { bond_amount?: string | undefined; appeal_threshold?: string | undefined; daily_cancel_limit?: string | undefined }): Promise<C2cSettings> {
    const s = await this.d.repo.settings();
    const amount = (text: string | undefined, field: string, fallback: bigint): bigint => {
      if (text === undefined || text.trim() === '') return fallback;
      const a = tryParseAmount(text.trim(), 8);
      return a !== null && a >= 0n ? a : fail('c2c_field_invalid', { field });
    };
    const limitText = f.daily_cancel_limit?.trim();
    const limit = limitText ? Number(limitText) : s.daily_cancel_limit;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) fail('c2c_field_invalid', { field: 'daily_cancel_limit' });
    await this.d.repo.saveSettings({
      bond_atoms: amount(f.bond_amount, 'bond_amount', s.bond_atoms), appeal_threshold_atoms: amount(f.appeal_threshold, 'appeal_threshold', s.appeal_threshold_atoms),
      daily_cancel_limit: limit, updated_at: this.d.clock.now(), updated_by: by.id,
    });
    return this.settings();
  }
}
