import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

/** A cause: texts per language (JSON, English required); its charity account is CHARITY_OWNER_BASE + id in the ledger. */
export type NftCausesTable = {
  id: Generated<number>;
  name_i18n: string;
  story_i18n: string;
  sample: Flag;
  created_at: number;
};

/** A charity NFT: data in this database (no on-chain token). `sold` only grows, within `edition_size`, by one statement. */
export type NftItemsTable = {
  id: Generated<number>;
  cause_id: number;
  title_i18n: string;
  story_i18n: string;
  image_upload_id: number | null;
  price_atoms: bigint;
  edition_size: number;
  sold: number;
  enabled: Flag;
  sample: Flag;
  created_at: number;
  updated_at: number;
};

/** One numbered edition and its owner; (nft_id, edition_no) is unique. */
export type NftEditionsTable = {
  id: Generated<number>;
  nft_id: number;
  edition_no: number;
  owner_id: number;
  price_atoms: bigint;
  bought_at: number;
};

export type NftPayoutStatus = 'pending' | 'paid' | 'rejected';

/** A payout from a cause's charity account, proposed by one finance admin and approved by another. */
export type NftPayoutsTable = {
  id: Generated<number>;
  cause_id: number;
  amount_atoms: bigint;
  recipient: string;
  note: string;
  status: NftPayoutStatus;
  proposed_by: number;
  decided_by: number | null;
  created_at: number;
  decided_at: number | null;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    nft_causes: NftCausesTable;
    nft_items: NftItemsTable;
    nft_editions: NftEditionsTable;
    nft_payouts: NftPayoutsTable;
  }
}

export const nftTables = ['nft_causes', 'nft_items', 'nft_editions', 'nft_payouts'] as const;
