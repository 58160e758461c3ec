import { z } from 'zod';
import { REVIEW_STATUSES } from '../enums.js';
import { decimal, idParams, optionalText, pageQuery, paged, text } from './common.js';
import { route } from './contract.js';

const tags = ['wallet'];
const adminTags = ['admin'];

/** A form field that a JSON client may also send as a number; the service checks it and answers its own errors. */
const field = (max: number) => z.union([text(max), z.number()]).optional().transform((v) => (v === undefined ? undefined : String(v)));

const networkView = z.object({
  network: z.string(), available: z.boolean().describe('an address is configured'), sample: z.boolean().describe('the address is a trial install sample'),
});
export type DepositNetwork = z.output<typeof networkView>;

/** A coin one may deposit (wallet/deposit_currency). */
export const depositCoin = z.object({
  currency_id: z.number(), coin: z.string(), name: z.string(), deposit_enabled: z.boolean(),
  min_deposit: z.string().describe('the smallest deposit (a multiple of the step)'),
  deposit_step: z.string().describe('a deposit is a multiple of this; 1 = whole numbers'), confirmations: z.number(), networks: z.array(networkView),
});
export type DepositCoin = z.output<typeof depositCoin>;

/** The deposit page's information for a coin and network (wallet/get_info), notes in the request's language. */
export const depositInfo = depositCoin.extend({ notes: z.array(z.string()) });
export type DepositInfo = z.output<typeof depositInfo>;

/** A network's deposit address (wallet/get_address); `qr` is a PNG data URL of the address. */
export const depositAddress = z.object({
  currency_id: z.number(), coin: z.string(), network: z.string(), address: z.string(),
  sample: z.boolean().describe('true: sample address of a trial install, do not send real funds'),
  qr: z.string().describe('PNG data URL of the address'), min_deposit: z.string(), deposit_step: z.string(), confirmations: z.number(),
});
export type DepositAddress = z.output<typeof depositAddress>;

/** What the user's records show of a deposit (charge_req's answer and charge_mention/log2's items). */
export const depositRecord = z.object({
  id: z.number(), type: z.literal('deposit'), coin: z.string(), currency_id: z.number(), network: z.string(),
  amount: decimal, hash: z.string().nullable(), proof_id: z.number(),
  address: z.string(), sample_address: z.boolean(), status: z.enum(REVIEW_STATUSES),
  reject_reason: z.string().nullable(), created_at: z.number(), reviewed_at: z.number().nullable(),
});
export type DepositRecord = z.output<typeof depositRecord>;

/** A transfer proof as uploadRecharge answers it. */
export const uploadedProof = z.object({
  id: z.number(), url: z.string().describe('GET it with your token'), mime: z.string(), size: z.number(), width: z.number(), height: z.number(),
});
export type UploadedProof = z.output<typeof uploadedProof>;

const approval = z.object({ admin_id: z.number(), admin: z.string().nullable(), at: z.number() });
export type DepositApproval = z.output<typeof approval>;

/** A deposit in the back office's review queue. */
export const depositReview = depositRecord.omit({ type: true }).extend({
  user_id: z.number(), user: z.string().nullable().describe('username, email or phone'),
  proof_url: z.string().describe('GET it with the admin token'),
  approvals: z.array(approval), reviewed_by: z.number().nullable(), reviewer: z.string().nullable(), needs_two_approvals: z.boolean(),
  awaiting_second_approval: z.boolean(),
});
export type DepositReview = z.output<typeof depositReview>;

export const depositApproveOutcome = z.object({ outcome: z.enum(['awaiting_second_approval', 'approved']), deposit: depositReview });
export type DepositApproveOutcome = z.output<typeof depositApproveOutcome>;

/** The coin and network a request names. */
export const coinChoice = z.object({
  coin: optionalText(20).describe('symbol, e.g. USDT (or currency_id)'),
  currency_id: field(10).describe("the seed's coin id: 1 BTC, 2 ETH, 3 USDT, 4 USDC"),
  network: optionalText(20).describe('ERC20, TRC20 or OMNI; may be left out when the coin has one network'),
});
export type CoinChoiceFields = z.output<typeof coinChoice>;

const addressSummary = "A network's deposit address (sample: true on a trial install)";

/** The user's side of deposits (coins, addresses, the proof, the request, the records) and the back office's review queue. */
export const depositsRoutes = {
  uploadProof: route({
    method: 'POST', path: '/uploadRecharge', tags, access: 'real',
    summary: 'Upload a deposit transfer proof (multipart, one JPEG, PNG or WebP file, at most 5 MB)', response: uploadedProof,
  }),
  coins: route({
    method: 'POST', path: '/wallet/deposit_currency', tags, access: 'user',
    summary: 'The coins one can deposit, with networks, minimums and whether deposits are open', response: z.array(depositCoin),
  }),
  address: route({
    method: 'POST', path: '/wallet/get_address', aliases: [{ method: 'POST', path: '/wallet/deposit_address' }], tags, access: 'real',
    summary: addressSummary, body: coinChoice, response: depositAddress,
  }),
  addressQuery: route({
    method: 'GET', path: '/wallet/deposit_address', tags, access: 'real', summary: addressSummary, query: coinChoice, response: depositAddress,
  }),
  info: route({
    method: 'POST', path: '/wallet/get_info', tags, access: 'user',
    summary: "The deposit page's information for a coin: networks, minimum, confirmations, notes", body: coinChoice, response: depositInfo,
  }),
  charge: route({
    method: 'POST', path: '/wallet/charge_req', tags, access: 'real',
    summary: 'Ask for a deposit to be credited (status processing until reviewed); idempotent per key',
    body: coinChoice.extend({
      amount: field(60).describe("a multiple of the coin's deposit_step (whole numbers for stablecoins), at least its minimum"),
      proof_id: field(20).describe('the id uploadRecharge answered'),
      hash: optionalText(100).describe('optional transaction hash (EVM: 0x + 64 hex; TRON and OMNI: 64 hex)'),
      idempotency_key: optionalText(64).describe('or the Idempotency-Key header'),
    }),
    response: depositRecord,
  }),
  records: route({
    method: 'GET', path: '/charge_mention/log2', tags, access: 'user', summary: 'Your deposit records, newest first',
    query: pageQuery, response: paged(depositRecord),
  }),
  adminList: route({
    method: 'GET', path: '/admin/deposits', tags: adminTags, access: 'admin',
    summary: 'Deposit requests, newest first, by status (processing is the review queue)',
    query: pageQuery.extend({ status: z.enum(REVIEW_STATUSES).optional() }), response: paged(depositReview),
  }),
  adminGet: route({
    method: 'GET', path: '/admin/deposits/:id', tags: adminTags, access: 'admin', summary: 'One deposit request with its approvals',
    params: idParams, response: depositReview,
  }),
  approve: route({
    method: 'POST', path: '/admin/deposits/:id/approve', tags: adminTags, access: 'admin',
    summary: 'Approve: credits the user, or at or above the review threshold records the first of two approvals by different admins',
    params: idParams, response: depositApproveOutcome,
  }),
  reject: route({
    method: 'POST', path: '/admin/deposits/:id/reject', tags: adminTags, access: 'admin',
    summary: 'Reject with a reason; nothing is credited and the record keeps the reason',
    params: idParams, body: z.object({ reason: optionalText(1000) }), response: depositReview,
  }),
} as const;
