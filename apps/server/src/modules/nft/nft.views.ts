import { CHARITY_OWNER_BASE, formatAmount, type NftEdition, type NftItem, type NftPayout } from '@candor/shared';
import type { AccountKey } from '../ledger/index.js';
import type { CauseRow, EditionRow, ItemRow, PayoutRow } from './nft.repo.js';

export const NFT_ASSET = 'USDT';
export const usdt = (atoms: bigint): string => formatAmount(atoms, 8);

/** The visible charity account of a cause: its own ledger account, never a user's (CHARITY_OWNER_BASE + cause id). */
export const charityAccount = (causeId: number): AccountKey => ({ ownerId: CHARITY_OWNER_BASE + causeId, asset: NFT_ASSET, kind: 'charity', mode: 'real' });

/** A text of the language asked for, else English, else any. */
export function pick(json: string, lang: string): string {
  let texts: Record<string, string> = {};
  try {
    texts = JSON.parse(json) as Record<string, string>;
  } catch {
    return '';
  }
  return texts[lang] ?? texts['en'] ?? Object.values(texts)[0] ?? '';
}

export const imageUrl = (item: ItemRow): string | null => (item.image_upload_id === null ? null : `/api/nft/images/${item.id}`);

export function itemOut(item: ItemRow, cause: CauseRow | undefined, lang: string): NftItem {
  return {
    id: item.id, cause_id: Number(item.cause_id), cause: cause ? pick(cause.name_i18n, lang) : '', title: pick(item.title_i18n, lang),
    story: pick(item.story_i18n, lang), image_url: imageUrl(item), price: usdt(BigInt(item.price_atoms)), asset: NFT_ASSET,
    edition_size: item.edition_size, sold: item.sold, remaining: item.edition_size - item.sold, sample: Number(item.sample) === 1, enabled: Number(item.enabled) === 1,
  };
}

export function editionOut(e: EditionRow, item: ItemRow | undefined, cause: CauseRow | undefined, lang: string): NftEdition {
  return {
    id: e.id, nft_id: Number(e.nft_id), edition: e.edition_no, edition_size: item?.edition_size ?? 0, title: item ? pick(item.title_i18n, lang) : '',
    cause: cause ? pick(cause.name_i18n, lang) : '', image_url: item ? imageUrl(item) : null, price: usdt(BigInt(e.price_atoms)), bought_at: Number(e.bought_at),
  };
}

export function payoutOut(p: PayoutRow): NftPayout {
  return {
    id: p.id, cause_id: Number(p.cause_id), amount: usdt(BigInt(p.amount_atoms)), recipient: p.recipient, note: p.note, status: p.status,
    created_at: Number(p.created_at), decided_at: p.decided_at === null ? null : Number(p.decided_at),
  };
}

/** A name shown to other users: its first two characters, the rest hidden. */
export function maskName(name: string | null | undefined): string {
  const n = (name ?? '').trim();
  return n.length === 0 ? '***' : `${[...n].slice(0, 2).join('')}***`;
}
