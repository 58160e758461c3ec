import { tryParseAmount, type AdminNftCause, type AdminNftItem, type AdminNftSale, type NftPayout } from '@candor/shared';
import type { FourEyes } from '../backoffice/index.js';
import { fail } from '../../platform/http/errors.js';
import { platformAccount } from '../ledger/index.js';
import type { CauseRow, ItemRow } from './nft.repo.js';
import type { NftService } from './nft.service.js';
import { NFT_ASSET, charityAccount, editionOut, itemOut, payoutOut, usdt } from './nft.views.js';

type By = { id: number; ip: string };
type Texts = Record<string, string> | undefined;
export type CauseInput = { name?: Texts; story?: Texts; sample?: boolean | undefined };
export type ItemInput = {
  cause_id?: number | undefined; title?: Texts; story?: Texts; price?: string | undefined; edition_size?: number | undefined;
  image_upload_id?: number | null | undefined; enabled?: boolean | undefined; sample?: boolean | undefined;
};
export type PayoutInput = { cause_id?: number | undefined; amount?: string | undefined; recipient?: string | undefined; note?: string | undefined };

const APPROVE = 'nft.payout';
const invalid = (field: string): never => fail('nft_field_invalid', { field });
/** Texts need English (the fallback) and nothing empty. */
function texts(t: Texts, field: string): string {
  if (!t || typeof t.en !== 'string' || t.en.trim() === '') return invalid(field);
  return JSON.stringify(Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== '')));
}

/** Stored texts per language, as the back office edits them. */
function parsed(json: string): Record<string, string> {
  const value: unknown = JSON.parse(json);
  return value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Record<string, string> : {};
}

/**
 * The back office of NFT charity: causes and NFTs (operators), sales, and payouts from a charity account (finance,
 * maker-checker: the first admin proposes, a second different one approves and the money leaves in one ledger entry).
 * No screen writes a balance: the charity account changes only by sales and approved payouts.
 */
export class NftDesk {
  constructor(private readonly nft: NftService, private readonly fourEyes: FourEyes) {}

  async causes(): Promise<AdminNftCause[]> {
    return Promise.all((await this.nft.repo.causes()).map((c) => this.causeOut(c)));
  }

  private async causeOut(c: CauseRow): Promise<AdminNftCause> {
    return { ...(await this.nft.causeOut(c, 'en')), texts: { name: parsed(c.name_i18n), story: parsed(c.story_i18n) } };
  }

  private itemOut(i: ItemRow, cause: CauseRow | undefined): AdminNftItem {
    return { ...itemOut(i, cause, 'en'), texts: { title: parsed(i.title_i18n), story: parsed(i.story_i18n) }, image_upload_id: i.image_upload_id };
  }

  async createCause(f: CauseInput): Promise<AdminNftCause> {
    const row = await this.nft.repo.insertCause({
      name_i18n: texts(f.name, 'name'), story_i18n: texts(f.story, 'story'), sample: f.sample === true ? 1 : 0, created_at: this.nft.d.clock.now(),
    });
    return this.causeOut(row);
  }

  /** Replaces a cause's texts (each given field whole: English required); its account and history stay. */
  async updateCause(id: number, f: CauseInput): Promise<AdminNftCause> {
    if (!(await this.nft.repo.cause(id))) return fail('nft_cause_not_found');
    const row = await this.nft.repo.updateCause(id, {
      ...(f.name ? { name_i18n: texts(f.name, 'name') } : {}), ...(f.story ? { story_i18n: texts(f.story, 'story') } : {}),
    });
    return row ? this.causeOut(row) : fail('nft_cause_not_found');
  }

  async items(): Promise<AdminNftItem[]> {
    const causes = new Map((await this.nft.repo.causes()).map((c) => [c.id, c]));
    return (await this.nft.repo.items(false)).map((i) => this.itemOut(i, causes.get(Number(i.cause_id))));
  }

  private price(text: string | undefined): bigint {
    const p = text === undefined ? null : tryParseAmount(text.trim(), 8);
    return p === null || p <= 0n ? invalid('price') : p;
  }

  async createItem(f: ItemInput): Promise<AdminNftItem> {
    if (f.cause_id === undefined || !(await this.nft.repo.cause(f.cause_id))) return fail('nft_cause_not_found');
    const size = f.edition_size;
    if (size === undefined || size < 1 || size > 1_000_000) return invalid('edition_size');
    const now = this.nft.d.clock.now();
    const row = await this.nft.repo.insertItem({
      cause_id: f.cause_id, title_i18n: texts(f.title, 'title'), story_i18n: texts(f.story, 'story'), image_upload_id: f.image_upload_id ?? null,
      price_atoms: this.price(f.price), edition_size: size, sold: 0, enabled: f.enabled === false ? 0 : 1, sample: f.sample === true ? 1 : 0, created_at: now, updated_at: now,
    });
    return this.itemOut(row, await this.nft.repo.cause(f.cause_id));
  }

  /** Changes texts, image, price (for later sales), the edition size (never below what is sold) and whether it is on sale. */
  async updateItem(id: number, f: ItemInput): Promise<AdminNftItem> {
    const item = await this.nft.repo.item(id);
    if (!item) return fail('nft_not_found');
    if (f.edition_size !== undefined && (f.edition_size < item.sold || f.edition_size < 1)) invalid('edition_size');
    const row = await this.nft.repo.updateItem(id, {
      ...(f.title ? { title_i18n: texts(f.title, 'title') } : {}), ...(f.story ? { story_i18n: texts(f.story, 'story') } : {}),
      ...(f.price !== undefined ? { price_atoms: this.price(f.price) } : {}), ...(f.edition_size !== undefined ? { edition_size: f.edition_size } : {}),
      ...(f.image_upload_id !== undefined ? { image_upload_id: f.image_upload_id } : {}), ...(f.enabled !== undefined ? { enabled: f.enabled ? 1 : 0 } : {}),
      updated_at: this.nft.d.clock.now(),
    });
    if (!row) return fail('nft_not_found');
    return this.itemOut(row, await this.nft.repo.cause(Number(row.cause_id)));
  }

  async sales(q: { page: number; limit: number }): Promise<{ total: number; items: AdminNftSale[] }> {
    const { rows, total } = await this.nft.repo.sales({ limit: q.limit, offset: (q.page - 1) * q.limit });
    const items = new Map((await this.nft.repo.items(false)).map((i) => [i.id, i]));
    const causes = new Map((await this.nft.repo.causes()).map((c) => [c.id, c]));
    return {
      total,
      items: rows.map((e) => {
        const item = items.get(Number(e.nft_id));
        const causeId = item ? Number(item.cause_id) : 0;
        return { ...editionOut(e, item, causes.get(causeId), 'en'), user_id: Number(e.owner_id), cause_id: causeId };
      }),
    };
  }

  async payouts(): Promise<NftPayout[]> {
    return (await this.nft.repo.payouts()).map(payoutOut);
  }

  /** The first finance admin proposes a payout (recorded as pending, with its four-eyes proposal). */
  async proposePayout(by: By, f: PayoutInput): Promise<NftPayout> {
    if (f.cause_id === undefined || !(await this.nft.repo.cause(f.cause_id))) return fail('nft_cause_not_found');
    const causeId = f.cause_id;
    const amount = this.price(f.amount);
    const recipient = (f.recipient ?? '').trim();
    if (recipient === '') invalid('recipient');
    return this.nft.d.ledger.transaction(async (tx) => {
      if ((await this.nft.d.ledger.balance(charityAccount(causeId), tx)).available < amount) fail('nft_payout_above_balance', { balance: usdt((await this.nft.d.ledger.balance(charityAccount(causeId), tx)).available) });
      const row = await this.nft.repo.insertPayout(tx, {
        cause_id: causeId, amount_atoms: amount, recipient, note: (f.note ?? '').trim(), status: 'pending', proposed_by: by.id, decided_by: null,
        created_at: this.nft.d.clock.now(), decided_at: null,
      });
      await this.fourEyes.review(tx, {
        action: APPROVE, subject: { type: 'nft_payout', id: row.id }, by, detail: { amount: usdt(amount), coin: NFT_ASSET, cause_id: causeId },
        errors: { sameAdmin: 'nft_second_admin_required', busy: 'nft_busy' },
      });
      return payoutOut(row);
    });
  }

  /** A second, different finance admin approves: the amount leaves the charity account for the outside world in one entry. */
  async approvePayout(by: By, id: number): Promise<NftPayout> {
    return this.nft.d.ledger.transaction(async (tx) => {
      if (!(await this.nft.repo.lockPayout(tx, id))) return fail('nft_payout_not_pending');
      const p = await this.nft.repo.payout(id, tx);
      if (!p) return fail('nft_payout_not_pending');
      const amount = BigInt(p.amount_atoms);
      const review = await this.fourEyes.review(tx, {
        action: APPROVE, subject: { type: 'nft_payout', id }, by, detail: { amount: usdt(amount), coin: NFT_ASSET, cause_id: Number(p.cause_id) },
        errors: { sameAdmin: 'nft_second_admin_required', busy: 'nft_busy' },
      });
      if (review.stage === 'proposed') return payoutOut(p);
      if ((await this.nft.d.ledger.balance(charityAccount(Number(p.cause_id)), tx)).available < amount) fail('nft_payout_above_balance');
      await this.nft.d.ledger.post(tx, {
        actor: { type: 'admin', id: by.id }, reason: 'charity_payout', detail: `cause:${p.cause_id}`, ref: `nft:payout:${id}`,
        lines: [{ account: charityAccount(Number(p.cause_id)), amount: -amount }, { account: platformAccount(NFT_ASSET, 'external', 'real'), amount }],
      });
      await this.nft.repo.decidePayout(tx, id, 'paid', by.id, this.nft.d.clock.now());
      return payoutOut((await this.nft.repo.payout(id, tx)) ?? p);
    });
  }
}
