import { C2C_PAYMENT_WINDOWS, COINS, tryParseAmount, type C2cAd, type C2cMerchantCard, type C2cPayKind } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';
import { DAY_MS, type C2cDeps } from './c2c.deps.js';
import type { AdFilter, AdRow, MerchantRow } from './c2c.repo.js';
import { adOut, cardOut, fiatAtoms, idsOf } from './c2c.views.js';

export type AdInput = {
  side?: 'buy' | 'sell' | undefined; coin?: string | undefined; fiat?: string | undefined; price_type?: 'fixed' | 'float' | undefined;
  fixed_price?: string | undefined; margin?: string | undefined; min_amount?: string | undefined; max_amount?: string | undefined;
  available?: string | undefined; payment_method_ids?: number[] | string | undefined; payment_window?: string | undefined;
  terms?: string | undefined; status?: 'online' | 'offline' | undefined;
};
type Page = { page: number; limit: number };

const invalid = (field: string): never => fail('c2c_field_invalid', { field });
const positive = (text: string | undefined, field: string, fallback: bigint | null, fiat = false): bigint => {
  if (text === undefined || text.trim() === '') return fallback ?? invalid(field);
  const a = fiat ? fiatAtoms(text.trim()) : tryParseAmount(text.trim(), 8);
  return a !== null && a > 0n ? a : invalid(field);
};
/** The fiat currencies ads may use: ISO-like three-letter codes. */
const FIAT = /^[A-Z]{3}$/;
export const C2C_COINS = COINS.map((c) => c.symbol);

/** The market's reads (ctc/product/*) and the merchant's own ads. */
export class C2cAds {
  constructor(private readonly d: C2cDeps) {}

  async options(): Promise<{ coins: string[]; fiats: string[]; pay_kinds: C2cPayKind[]; payment_windows: number[] }> {
    const kinds = await this.d.repo.payKinds();
    const fiats = await this.d.db.selectFrom('c2c_ads').select('fiat').distinct().where('status', '=', 'online').orderBy('fiat').execute();
    return {
      coins: C2C_COINS, fiats: [...new Set(['USD', 'EUR', ...fiats.map((f) => f.fiat)])],
      pay_kinds: kinds.map((k) => ({ code: k.code, name: k.name, kind: k.kind })), payment_windows: [...C2C_PAYMENT_WINDOWS],
    };
  }

  /** Merchants' public cards by id. */
  async cards(merchants: readonly Pick<MerchantRow, 'id' | 'nickname'>[]): Promise<Map<number, C2cMerchantCard>> {
    const stats = await this.d.repo.stats(merchants.map((m) => m.id), this.d.clock.now() - 30 * DAY_MS);
    return new Map(merchants.map((m) => [m.id, cardOut(m, stats.get(m.id))]));
  }

  async card(id: number): Promise<C2cMerchantCard> {
    const m = (await this.d.repo.merchant(id)) ?? fail('c2c_merchant_not_found');
    return (await this.cards([m])).get(m.id) ?? fail('c2c_merchant_not_found');
  }

  /** Ads with their merchants' cards, payment methods and prices now. */
  async views(rows: readonly AdRow[]): Promise<C2cAd[]> {
    const merchantIds = [...new Set(rows.map((a) => a.merchant_id))];
    const merchants = (await Promise.all(merchantIds.map((id) => this.d.repo.merchant(id)))).filter((m): m is MerchantRow => m !== undefined);
    const cards = await this.cards(merchants);
    const methods = await this.d.repo.payMethodsByIds([...new Set(rows.flatMap((a) => idsOf(a.pay_method_ids)))]);
    return Promise.all(rows.map(async (a) => {
      const card = cards.get(a.merchant_id) ?? { id: a.merchant_id, nickname: '', completed_orders: 0, completion_rate: '0', avg_release_seconds: null, orders_30d: 0 };
      return adOut(a, card, methods.filter((p) => p.merchant_id === a.merchant_id), await this.d.pricing.priceOf(a));
    }));
  }

  /**
   * Online ads for a user's side (buy lists sell ads), best price first for the user: lowest when buying, highest when
   * selling; an amount keeps the ads whose limits take it.
   */
  async market(q: Page & { side?: 'buy' | 'sell' | undefined; coin?: string | undefined; fiat?: string | undefined; pay_type?: string | undefined; amount?: string | undefined }): Promise<{ total: number; items: C2cAd[] }> {
    const userSide = q.side ?? 'buy';
    const f: AdFilter = { status: 'online', side: userSide === 'buy' ? 'sell' : 'buy', coin: q.coin?.trim().toUpperCase() || undefined, fiat: q.fiat?.trim().toUpperCase() || undefined };
    const { rows } = await this.d.repo.ads(f, { limit: 1000, offset: 0 });
    const amount = q.amount?.trim() ? tryParseAmount(q.amount.trim(), 8) : null;
    let items = (await this.views(rows)).filter((a) => a.price !== null && a.available !== '0' && a.merchant.nickname !== '');
    if (q.pay_type) items = items.filter((a) => a.payment_methods.some((p) => p.pay_type === q.pay_type) || a.side === 'buy');
    if (amount !== null) items = items.filter((a) => (tryParseAmount(a.min_amount, 8) ?? 0n) <= amount && amount <= (tryParseAmount(a.max_amount, 8) ?? 0n));
    const priceOf = (a: C2cAd) => tryParseAmount(a.price ?? '0', 8) ?? 0n;
    items.sort((x, y) => {
      const diff = priceOf(x) - priceOf(y);
      const ordered = userSide === 'buy' ? diff : -diff;
      return ordered < 0n ? -1 : ordered > 0n ? 1 : x.id - y.id;
    });
    return { total: items.length, items: items.slice((q.page - 1) * q.limit, q.page * q.limit) };
  }

  async one(id: number): Promise<C2cAd> {
    const ad = (await this.d.repo.ad(id)) ?? fail('c2c_ad_not_found');
    const [view] = await this.views([ad]);
    return view ?? fail('c2c_ad_not_found');
  }

  async mine(merchant: MerchantRow, q: Page): Promise<{ total: number; items: C2cAd[] }> {
    const { rows, total } = await this.d.repo.ads({ merchantId: merchant.id }, { limit: q.limit, offset: (q.page - 1) * q.limit });
    return { total, items: await this.views(rows) };
  }

  /** An ad's fields, checked; on a change, what is not sent stays. */
  private async fields(merchant: MerchantRow, f: AdInput, base?: AdRow) {
    const side = f.side ?? base?.side ?? invalid('side');
    const coin = f.coin?.trim().toUpperCase() || base?.coin || invalid('coin');
    if (!C2C_COINS.includes(coin)) invalid('coin');
    const fiat = f.fiat?.trim().toUpperCase() || base?.fiat || invalid('fiat');
    if (!FIAT.test(fiat)) invalid('fiat');
    const priceType = f.price_type ?? base?.price_type ?? 'fixed';
    let fixed: bigint | null = null;
    let margin: number | null = null;
    if (priceType === 'fixed') {
      fixed = positive(f.fixed_price, 'fixed_price', base?.fixed_price_atoms ?? null, true);
    } else {
      const text = f.margin?.trim() ?? (base?.margin_bps !== null && base?.margin_bps !== undefined ? (base.margin_bps / 100).toString() : '0');
      if (!/^-?\d{1,2}(\.\d{1,2})?$/.test(text)) invalid('margin');
      margin = Math.round(Number(text) * 100);
      if (margin < -2_000 || margin > 2_000) invalid('margin');
      if ((await this.d.pricing.fiatPerUsdt(fiat)) === null) invalid('fiat');
    }
    const min = positive(f.min_amount, 'min_amount', base?.min_atoms ?? null, true);
    const max = positive(f.max_amount, 'max_amount', base?.max_atoms ?? null, true);
    if (max < min) invalid('max_amount');
    const available = positive(f.available, 'available', base?.available_atoms ?? null);
    const raw = f.payment_method_ids;
    const ids = raw === undefined ? (base ? idsOf(base.pay_method_ids) : []) : Array.isArray(raw) ? raw : idsOf(raw.replaceAll(' ', ''));
    const own = new Set((await this.d.repo.payMethods(merchant.id)).filter((p) => p.enabled === 1).map((p) => p.id));
    if (ids.some((id) => !own.has(id))) invalid('payment_method_ids');
    if (side === 'sell' && ids.length === 0) fail('c2c_payment_method_required');
    const window = f.payment_window?.trim() ? Number(f.payment_window) : base?.payment_window ?? 30;
    if (!(C2C_PAYMENT_WINDOWS as readonly number[]).includes(window)) invalid('payment_window');
    const terms = (f.terms ?? base?.terms ?? '').trim();
    if (terms.length > 1000) invalid('terms');
    return {
      side, coin, fiat, price_type: priceType, fixed_price_atoms: fixed, margin_bps: margin, min_atoms: min, max_atoms: max,
      available_atoms: available, pay_method_ids: [...new Set(ids)].join(','), payment_window: window, terms,
    };
  }

  async create(merchant: MerchantRow, f: AdInput): Promise<C2cAd> {
    if (merchant.status !== 'active') fail('c2c_merchant_not_active');
    const now = this.d.clock.now();
    const row = await this.d.repo.insertAd({ merchant_id: merchant.id, ...(await this.fields(merchant, f)), status: f.status ?? 'online', created_at: now, updated_at: now });
    return this.one(row.id);
  }

  async update(merchant: MerchantRow, id: number, f: AdInput): Promise<C2cAd> {
    const ad = await this.own(merchant, id);
    if (f.status === 'online' && merchant.status !== 'active') fail('c2c_merchant_not_active');
    const fields = await this.fields(merchant, f, ad);
    const updated = await this.d.repo.updateAd(id, { ...fields, status: f.status ?? ad.status, updated_at: this.d.clock.now() });
    if (!updated) fail('c2c_ad_offline');
    return this.one(id);
  }

  async close(merchant: MerchantRow, id: number): Promise<C2cAd> {
    await this.own(merchant, id);
    await this.d.repo.updateAd(id, { status: 'closed', updated_at: this.d.clock.now() });
    return this.one(id);
  }

  private async own(merchant: MerchantRow, id: number): Promise<AdRow> {
    const ad = await this.d.repo.ad(id);
    if (!ad || ad.merchant_id !== merchant.id) return fail('c2c_ad_not_found');
    if (ad.status === 'closed') fail('c2c_ad_offline');
    return ad;
  }
}
