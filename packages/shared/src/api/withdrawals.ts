import { z } from 'zod';
import { REVIEW_STATUSES } from '../enums.js';
import { idField, idParams, none, pageQuery, paged } from './common.js';
import { route } from './contract.js';

const tags = ['withdrawals'];
const adminTags = ['admin'];
const field = (max: number) => z.string().max(max).optional();
const status = z.enum(REVIEW_STATUSES);

/** An entry of the withdraw address book (wallet/apv_address, wallet/addaddress). */
export const withdrawAddress = z.object({
  id: z.number(), currency_id: z.number(), coin: z.string(), network: z.string(), address: z.string(), remark: z.string(),
  created_at: z.number(),
});
export type WithdrawAddress = z.output<typeof withdrawAddress>;

/** A withdrawal as wallet/out and charge_mention/log3 answer it: amount arrives, fee on top, total deducted. */
export const withdrawalRecord = z.object({
  id: z.number(), currency_id: z.number(), coin: z.string(), network: z.string(), address: z.string(),
  amount: z.string().describe('what arrives at the address'), fee: z.string(), total: z.string().describe('amount + fee, taken from the funding account'),
  status, reason: z.string().nullable().describe('why it was rejected'), tx_hash: z.string().nullable(),
  created_at: z.number(), updated_at: z.number(),
});
export type WithdrawalRecord = z.output<typeof withdrawalRecord>;

/** A withdrawal in the back office's review queue; the first approval of two comes from its four-eyes request. */
export const adminWithdrawal = withdrawalRecord.extend({
  user_id: z.number(), user: z.string().nullable().describe('email, else phone, else username (userDisplayName)'),
  second_approval_required: z.boolean().describe('at or above the coin review threshold: two different admins approve'),
  first_approved_by: z.number().nullable(), first_approved_at: z.number().nullable(),
  decided_by: z.number().nullable(), decided_at: z.number().nullable(),
});
export type AdminWithdrawal = z.output<typeof adminWithdrawal>;

export const withdrawalPayOutcome = z.object({ withdrawal: adminWithdrawal, paid: z.boolean(), awaiting_second_approval: z.boolean() });
export type WithdrawalPayOutcome = z.output<typeof withdrawalPayOutcome>;

/** One coin of wallet/withdrawal_currency: its networks, minimum, fee rate and the user's available funding balance. */
export const withdrawCoin = z.object({
  currency_id: z.number(), coin: z.string(), name: z.string(), decimals: z.number(), withdraw_enabled: z.boolean(),
  networks: z.array(z.string()), min_withdraw: z.string(), fee_bps: z.number(), fee_rate: z.string(),
  available: z.string().describe("the user's available funding balance"),
});
export type WithdrawCoin = z.output<typeof withdrawCoin>;

/** What the withdraw page reads: the coins, the day's limit and what is left of it, the arrival promise. */
export const withdrawInfo = z.object({
  daily_limit: z.number(), used_today: z.number(), remaining_today: z.number(),
  arrival_hours: z.number().describe('requests are reviewed and paid within this many hours'),
  coins: z.array(withdrawCoin),
  two_factor: z.boolean().describe('two-factor is on: a withdrawal asks the authenticator code too'),
});
export type WithdrawInfo = z.output<typeof withdrawInfo>;

export const addressCheck = z.object({ valid: z.boolean(), network: z.string().nullable(), address: z.string().nullable(), message: z.string().nullable() });
export type AddressCheck = z.output<typeof addressCheck>;

/** An item of charge_mention/walletLog: a deposit or a withdrawal in one shape. */
export const walletLogItem = z.object({
  type: z.enum(['deposit', 'withdraw']), id: z.number(), coin: z.string(), currency_id: z.number(), network: z.string(),
  amount: z.string(), fee: z.string(), address: z.string(), status, reason: z.string().nullable(),
  tx_hash: z.string().nullable(), created_at: z.number(),
});
export type WalletLogItem = z.output<typeof walletLogItem>;

const coinRef = {
  coin: field(20).describe('coin symbol, e.g. USDT (or currency_id)'),
  currency_id: z.union([z.string().max(12), z.number().int()]).optional().describe("the seed's currency_id: 1 BTC, 2 ETH, 3 USDT, 4 USDC"),
};
const coinNetwork = z.object({ ...coinRef, network: field(20) });

/** The user's address book, withdraw page, request and records; the back office's review of withdrawals. */
export const withdrawalsRoutes = {
  addAddress: route({
    method: 'POST', path: '/wallet/addaddress', tags, access: 'real',
    summary: 'Add a withdraw address (checked for its network) with the fund password and a security code',
    body: z.object({
      ...coinRef,
      network: field(20).describe('ERC20, TRC20 or OMNI'),
      address: field(200),
      remark: z.string().max(40).optional(),
      pay_password: field(20).describe('the 6-digit fund password'),
      code: field(12).describe('security code from sms_other_mail'),
      channel: field(10).describe('email or sms: where the code was sent (defaults as sms_other_mail does)'),
    }),
    response: withdrawAddress,
  }),
  deleteAddress: route({
    method: 'POST', path: '/wallet/deladdress', tags, access: 'real', summary: 'Delete one of your withdraw addresses',
    body: z.object({ id: idField }), response: none,
  }),
  addresses: route({
    method: 'POST', path: '/wallet/apv_address', tags, access: 'real', summary: 'Your withdraw addresses, newest first; coin and network narrow them',
    body: coinNetwork, response: z.array(withdrawAddress),
  }),
  checkAddress: route({
    method: 'POST', path: '/wallet/check_address', tags, access: 'user',
    summary: 'Whether an address is valid for a coin network (checksum included); the message says why not',
    body: coinNetwork.extend({ address: field(200) }), response: addressCheck,
  }),
  currencies: route({
    method: 'GET', path: '/wallet/withdrawal_currency', aliases: [{ method: 'POST', path: '/wallet/withdrawal_currency' }], tags, access: 'real',
    summary: 'Coins for withdrawal: networks, minimum, fee rate, daily limit, arrival time, balance', response: withdrawInfo,
  }),
  // The seed lists wallet/out and /wallet/out: under the /api prefix they are this one route.
  withdraw: route({
    method: 'POST', path: '/wallet/out', tags, access: 'real',
    summary: 'Request a withdrawal to a book address: amount + fee are locked until review (Idempotency-Key supported)',
    body: z.object({
      address_id: idField.optional().describe('an entry of the address book (apv_address)'),
      ...coinRef,
      network: field(20),
      amount: field(60).describe('decimal string; the fee comes on top'),
      pay_password: field(20),
      totp: field(20).describe('with two-factor on: the authenticator code or a recovery code'),
      idempotency_key: field(100).describe('or the Idempotency-Key header: a repeat with the same key has one effect'),
    }),
    response: withdrawalRecord,
  }),
  records: route({
    method: 'GET', path: '/charge_mention/log3', tags, access: 'real',
    summary: 'Your withdrawals, newest first: amount, fee, address, network, status, reason, tx hash', query: pageQuery, response: paged(withdrawalRecord),
  }),
  walletLog: route({
    method: 'GET', path: '/charge_mention/walletLog', tags, access: 'real',
    summary: 'Your deposits and withdrawals together, newest first; type narrows to one',
    query: pageQuery.extend({ type: z.enum(['deposit', 'withdraw']).optional() }), response: paged(walletLogItem),
  }),
  adminList: route({
    method: 'GET', path: '/admin/withdrawals', tags: adminTags, access: 'admin', summary: 'Withdrawals to review, newest first; status filters',
    query: pageQuery.extend({ status: status.optional() }), response: paged(adminWithdrawal),
  }),
  adminGet: route({
    method: 'GET', path: '/admin/withdrawals/:id', tags: adminTags, access: 'admin', summary: 'One withdrawal with its review state',
    params: idParams, response: adminWithdrawal,
  }),
  pay: route({
    method: 'POST', path: '/admin/withdrawals/:id/pay', tags: adminTags, access: 'admin',
    summary: 'Approve and pay (amount to the outside world, fee to the fees account); above the review threshold the first approval waits for a second admin',
    params: idParams, body: z.object({ tx_hash: field(100).describe('the payout transaction hash, checked for the network') }), response: withdrawalPayOutcome,
  }),
  reject: route({
    method: 'POST', path: '/admin/withdrawals/:id/reject', tags: adminTags, access: 'admin',
    summary: 'Reject with a reason: the locked amount and fee go back to the user', params: idParams,
    body: z.object({ reason: field(500) }), response: adminWithdrawal,
  }),
} as const;
