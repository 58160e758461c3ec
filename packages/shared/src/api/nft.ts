import { z } from 'zod';
import { decimal, idField, idParams, pageQuery, paged } from './common.js';
import { route } from './contract.js';

const tags = ['nft'];
const adminTags = ['admin'];
const field = (max: number) => z.string().max(max).optional();
/** Texts per language code ("en", "zh", ...): English is the fallback every cause and NFT must have. */
const texts = z.record(z.string().max(8), z.string().max(8000));

/** A cause with its visible charity account: what it received and what was paid out from it. */
export const nftCause = z.object({
  id: z.number(), name: z.string(), story: z.string(), sample: z.boolean(),
  balance: decimal.describe('what the charity account holds now'), received: decimal.describe('every NFT sale credited to it'),
  paid_out: decimal.describe('every payout recorded by finance'), asset: z.string(),
});
export type NftCause = z.output<typeof nftCause>;

export const nftPayout = z.object({
  id: z.number(), cause_id: z.number(), amount: decimal, recipient: z.string(), note: z.string(),
  status: z.enum(['pending', 'paid', 'rejected']), created_at: z.number(), decided_at: z.number().nullable(),
});
export type NftPayout = z.output<typeof nftPayout>;

/** A charity NFT: an edition is a numbered record in this platform's database, not an on-chain token. */
export const nftItem = z.object({
  id: z.number(), cause_id: z.number(), cause: z.string(), title: z.string(), story: z.string(), image_url: z.string().nullable(),
  price: decimal, asset: z.string(), edition_size: z.number(), sold: z.number(), remaining: z.number(), sample: z.boolean(), enabled: z.boolean(),
});
export type NftItem = z.output<typeof nftItem>;

export const nftEdition = z.object({
  id: z.number(), nft_id: z.number(), edition: z.number(), edition_size: z.number(), title: z.string(), cause: z.string(),
  image_url: z.string().nullable(), price: decimal, bought_at: z.number(),
});
export type NftEdition = z.output<typeof nftEdition>;

export const nftOwner = z.object({ edition: z.number(), owner: z.string().describe('masked'), bought_at: z.number() });
export const nftDetail = z.object({ nft: nftItem, cause: nftCause, owners: z.array(nftOwner), payouts: z.array(nftPayout), mine: z.array(z.number()) });
export type NftDetail = z.output<typeof nftDetail>;

export const adminNftSale = nftEdition.extend({ user_id: z.number(), cause_id: z.number() });
export type AdminNftSale = z.output<typeof adminNftSale>;

/** The back office reads every language's texts so an operator can translate them. */
export const adminNftCause = nftCause.extend({ texts: z.object({ name: texts, story: texts }) });
export type AdminNftCause = z.output<typeof adminNftCause>;
export const adminNftItem = nftItem.extend({ texts: z.object({ title: texts, story: texts }), image_upload_id: z.number().nullable() });
export type AdminNftItem = z.output<typeof adminNftItem>;

const causeBody = z.object({ name: texts.optional(), story: texts.optional(), sample: z.boolean().optional() });
const nftBody = z.object({
  cause_id: idField.optional(), title: texts.optional(), story: texts.optional(), price: field(40), edition_size: z.number().int().optional(),
  image_upload_id: idField.nullable().optional(), enabled: z.boolean().optional(), sample: z.boolean().optional(),
});

/** NFT charity: causes with visible charity accounts, numbered editions bought through the ledger, payouts by finance. */
export const nftRoutes = {
  list: route({ method: 'GET', path: '/nft/list', tags, access: 'public', summary: 'Charity NFTs with their cause, price and editions left', response: z.array(nftItem) }),
  causes: route({ method: 'GET', path: '/nft/causes', tags, access: 'public', summary: 'Causes with their charity account: balance, received, paid out', response: z.array(nftCause) }),
  detail: route({ method: 'GET', path: '/nft/detail', tags, access: 'optional', summary: 'One NFT, its cause and account, the owners (masked) and payouts', query: z.object({ id: idField }), response: nftDetail }),
  image: route({ method: 'GET', path: '/nft/images/:id', tags, access: 'public', summary: 'An NFT image (bytes); public', params: idParams, response: null }),
  buy: route({
    method: 'POST', path: '/nft/buy', tags, access: 'real', summary: 'Buy the next numbered edition from the funding account; the price goes to the cause\'s charity account',
    body: z.object({ id: idField.optional(), idempotency_key: field(100) }), response: nftEdition,
  }),
  mine: route({ method: 'GET', path: '/nft/mine', tags, access: 'real', summary: 'Your NFT editions (shown in Assets)', response: z.array(nftEdition) }),
  adminCauses: route({ method: 'GET', path: '/admin/nft/causes', tags: adminTags, access: 'admin', summary: 'Causes with their accounts and texts in every language', response: z.array(adminNftCause) }),
  adminCauseCreate: route({ method: 'POST', path: '/admin/nft/causes', tags: adminTags, access: 'admin', summary: 'Add a cause', body: causeBody, response: adminNftCause }),
  adminCauseUpdate: route({ method: 'POST', path: '/admin/nft/causes/:id', tags: adminTags, access: 'admin', summary: 'Change a cause\'s texts (English stays required)', params: idParams, body: causeBody, response: adminNftCause }),
  adminNfts: route({ method: 'GET', path: '/admin/nft/items', tags: adminTags, access: 'admin', summary: 'Every NFT with its texts in every language', response: z.array(adminNftItem) }),
  adminNftCreate: route({ method: 'POST', path: '/admin/nft/items', tags: adminTags, access: 'admin', summary: 'Add an NFT', body: nftBody, response: adminNftItem }),
  adminNftUpdate: route({ method: 'POST', path: '/admin/nft/items/:id', tags: adminTags, access: 'admin', summary: 'Change an NFT (the edition size never below what is sold)', params: idParams, body: nftBody, response: adminNftItem }),
  adminUploadImage: route({ method: 'POST', path: '/admin/nft/images', tags: adminTags, access: 'admin', summary: 'Upload an NFT image (multipart); answers its id', response: z.object({ id: z.number() }) }),
  adminSales: route({ method: 'GET', path: '/admin/nft/sales', tags: adminTags, access: 'admin', summary: 'Editions sold, newest first', query: pageQuery, response: paged(adminNftSale) }),
  adminPayouts: route({ method: 'GET', path: '/admin/nft/payouts', tags: adminTags, access: 'admin', summary: 'Payouts from charity accounts', response: z.array(nftPayout) }),
  adminPayoutCreate: route({
    method: 'POST', path: '/admin/nft/payouts', tags: adminTags, access: 'admin', summary: 'Propose a payout from a cause\'s charity account (a second finance admin approves)',
    body: z.object({ cause_id: idField.optional(), amount: field(40), recipient: field(200), note: field(500) }), response: nftPayout,
  }),
  adminPayoutApprove: route({
    method: 'POST', path: '/admin/nft/payouts/:id/approve', tags: adminTags, access: 'admin', summary: 'Second finance admin approves: the payout leaves the charity account in one ledger entry',
    params: idParams, response: nftPayout,
  }),
} as const;
