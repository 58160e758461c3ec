import type { NftCause, NftDetail, NftEdition, NftItem } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import { userAccount, type LedgerService } from '../ledger/index.js';
import type { UsersService } from '../users/index.js';
import { createNftRepo, type CauseRow, type ItemRow, type NftRepo } from './nft.repo.js';
import { NFT_ASSET, charityAccount, editionOut, itemOut, maskName, payoutOut, pick, usdt } from './nft.views.js';

export type NftDeps = { db: Db; clock: Clock; ledger: LedgerService; idempotency: Idempotency; users: Pick<UsersService, 'namesOf'> };

/**
 * NFT charity, the buyer's side: NFTs are records in this database (no on-chain token); buying takes the next edition
 * number in one conditional statement and moves the price from the buyer's funding account to the cause's charity
 * account in one ledger entry, in the same transaction, so an edition is never oversold nor sold without payment.
 */
export class NftService {
  readonly repo: NftRepo;

  constructor(readonly d: NftDeps) {
    this.repo = createNftRepo(d.db);
  }

  async causeOut(c: CauseRow, lang: string, tx?: Tx): Promise<NftCause> {
    const balance = (await this.d.ledger.balance(charityAccount(c.id), tx)).available;
    const paid = (await this.repo.payouts(c.id)).filter((p) => p.status === 'paid').reduce((s, p) => s + BigInt(p.amount_atoms), 0n);
    return {
      id: c.id, name: pick(c.name_i18n, lang), story: pick(c.story_i18n, lang), sample: Number(c.sample) === 1,
      balance: usdt(balance), received: usdt(balance + paid), paid_out: usdt(paid), asset: NFT_ASSET,
    };
  }

  async causes(lang: string): Promise<NftCause[]> {
    return Promise.all((await this.repo.causes()).map((c) => this.causeOut(c, lang)));
  }

  private async causeMap(): Promise<Map<number, CauseRow>> {
    return new Map((await this.repo.causes()).map((c) => [c.id, c]));
  }

  async list(lang: string, all = false): Promise<NftItem[]> {
    const causes = await this.causeMap();
    return (await this.repo.items(!all)).map((i) => itemOut(i, causes.get(Number(i.cause_id)), lang));
  }

  async detail(id: number, lang: string, userId: number | undefined): Promise<NftDetail> {
    const item = await this.repo.item(id);
    if (!item || Number(item.enabled) !== 1) return fail('nft_not_found');
    const cause = await this.repo.cause(Number(item.cause_id));
    if (!cause) return fail('nft_not_found');
    const editions = await this.repo.editionsOf(id);
    const names = await this.d.users.namesOf([...new Set(editions.map((e) => Number(e.owner_id)))]);
    return {
      nft: itemOut(item, cause, lang), cause: await this.causeOut(cause, lang),
      owners: editions.map((e) => ({ edition: e.edition_no, owner: maskName(names.get(Number(e.owner_id))), bought_at: Number(e.bought_at) })),
      payouts: (await this.repo.payouts(cause.id)).filter((p) => p.status === 'paid').map(payoutOut),
      mine: userId === undefined ? [] : editions.filter((e) => Number(e.owner_id) === userId).map((e) => e.edition_no),
    };
  }

  /** Buys the next edition, at most once per idempotency key; refused when sold out or when the funding account is short. */
  async buy(userId: number, id: number | undefined, key: string | undefined, lang = 'en'): Promise<NftEdition> {
    if (id === undefined) return fail('nft_id_required');
    const found = await this.repo.item(id);
    if (!found || Number(found.enabled) !== 1) return fail('nft_not_found');
    return this.d.idempotency.once({ userId, scope: 'nft.buy', key, request: { id } }, async (tx) => {
      const now = this.d.clock.now();
      const edition = await this.repo.takeEdition(tx, id, now);
      if (edition === undefined) return fail('nft_sold_out');
      const item = (await this.repo.item(id, tx)) as ItemRow;
      const price = BigInt(item.price_atoms);
      const row = await this.repo.insertEdition(tx, { nft_id: id, edition_no: edition, owner_id: userId, price_atoms: price, bought_at: now });
      // A short funding account fails the post (insufficient_balance) and rolls the edition number back with it.
      await this.d.ledger.post(tx, {
        actor: { type: 'user', id: userId }, reason: 'nft_purchase', detail: `nft:${id}#${edition}`, ref: `nft:${id}:edition:${edition}`,
        lines: [{ account: userAccount(userId, NFT_ASSET, 'funding', 'real'), amount: -price }, { account: charityAccount(Number(item.cause_id)), amount: price }],
      });
      return editionOut(row, item, await this.repo.cause(Number(item.cause_id), tx), lang);
    });
  }

  /** The user's editions, for the NFT page and Assets. */
  async mine(userId: number, lang: string): Promise<NftEdition[]> {
    const causes = await this.causeMap();
    const items = new Map((await this.repo.items(false)).map((i) => [i.id, i]));
    return (await this.repo.ownedBy(userId)).map((e) => {
      const item = items.get(Number(e.nft_id));
      return editionOut(e, item, item ? causes.get(Number(item.cause_id)) : undefined, lang);
    });
  }
}
