import { z } from 'zod';
import { REVIEW_STATUSES } from '../enums.js';
import { idField, idParams, none, pageQuery, paged } from './common.js';
import { route } from './contract.js';

const tags = ['bank'];
const adminTags = ['admin'];
const field = (max: number) => z.string().max(max).optional();

/** A bank card (account) bound to the user; the holder is the KYC verified name. */
export const bankCard = z.object({
  id: z.number(), holder: z.string(), bank_name: z.string(), branch_name: z.string(), branch_number: z.string(),
  card_number: z.string().describe('the account number, digits only'), card_tail: z.string().describe('the last four digits'),
  swift: z.string().describe('SWIFT/BIC or Fedwire routing number, empty when not given'), iban: z.string(),
  bank_address: z.string(), payee_address: z.string(), postal_code: z.string(), currency: z.string().describe('the fiat the bank pays out'),
  created_at: z.number(),
});
export type BankCard = z.output<typeof bankCard>;

/** user/cash_info: the bound cards, the name a card must carry, and how many more may be bound. */
export const cashInfo = z.object({
  verified_name: z.string().nullable().describe('the KYC verified name; null until basic KYC is approved'),
  cards: z.array(bankCard), limit: z.number(),
});
export type CashInfo = z.output<typeof cashInfo>;

/** The review statuses every queue shares: approved is paid (finance marked the bank transfer sent). */
const status = z.enum(REVIEW_STATUSES);

/** A bank withdrawal as the user sees it: USDT amount and fee taken, the fiat the bank pays at the quoted rate. */
export const bankWithdrawal = z.object({
  id: z.number(), card_id: z.number(), bank_name: z.string(), card_tail: z.string(), holder: z.string(),
  amount: z.string().describe('USDT paid out'), fee: z.string(), total: z.string().describe('amount + fee, taken from the funding account'),
  currency: z.string(), rate: z.string().describe('units of the currency per USDT, the published fiat rate at request'),
  fiat_amount: z.string().describe('what the bank pays, in the currency'),
  status, reason: z.string().nullable(), payment_ref: z.string().nullable(), created_at: z.number(), updated_at: z.number(),
});
export type BankWithdrawal = z.output<typeof bankWithdrawal>;

export const adminBankWithdrawal = bankWithdrawal.extend({
  user_id: z.number(), user: z.string().nullable(),
  card: bankCard.omit({ id: true, created_at: true }).describe('the card as it was at request'),
  second_approval_required: z.boolean(), first_approved_by: z.number().nullable(), first_approved_at: z.number().nullable(),
  decided_by: z.number().nullable(), decided_at: z.number().nullable(),
});
export type AdminBankWithdrawal = z.output<typeof adminBankWithdrawal>;

export const bankPayOutcome = z.object({ withdrawal: adminBankWithdrawal, paid: z.boolean(), awaiting_second_approval: z.boolean() });
export type BankPayOutcome = z.output<typeof bankPayOutcome>;

/** What the bank withdraw page reads: the terms, the rates, the balance, the day's use. */
export const bankWithdrawInfo = z.object({
  asset: z.string(), available: z.string(), min_amount: z.string(), fee_bps: z.number(), fee_min: z.string(),
  daily_limit: z.string(), used_today: z.string(), remaining_today: z.string(), arrival_hours: z.number(),
  rates: z.array(z.object({ code: z.string(), rate: z.string(), decimals: z.number(), sample: z.boolean() })),
  cards: z.array(bankCard),
});
export type BankWithdrawInfo = z.output<typeof bankWithdrawInfo>;

const cardFields = {
  holder: field(100).describe('must be the KYC verified name'),
  bank_name: field(100), branch_name: field(100), branch_number: field(20),
  card_number: field(40).describe('account or card number: 6 to 30 digits, spaces and dashes allowed'),
  swift: field(20).describe('SWIFT/BIC (8 or 11) or a 9-digit Fedwire routing number'),
  iban: field(50).describe('checked with its mod-97 checksum'),
  bank_address: field(200), payee_address: field(200), postal_code: field(20),
  currency: field(3).describe('the fiat the bank pays out (a published fiat rate); USD by default'),
};

/** Bank cards and bank withdrawals: the user's side and the finance review. */
export const bankRoutes = {
  cashInfo: route({
    method: 'POST', path: '/user/cash_info', aliases: [{ method: 'GET', path: '/user/cash_info' }], tags, access: 'real',
    summary: 'Your bound bank cards and the name a card must carry', response: cashInfo,
  }),
  cashSave: route({
    method: 'POST', path: '/user/cash_save', tags, access: 'real',
    summary: 'Bind a bank card (holder = KYC name; account number, SWIFT and IBAN checked); at most a few per user',
    body: z.object(cardFields), response: bankCard,
  }),
  cashDelete: route({
    method: 'POST', path: '/user/cash_delete', tags, access: 'real', summary: 'Remove one of your bank cards',
    body: z.object({ id: idField }), response: none,
  }),
  withdrawInfo: route({
    method: 'GET', path: '/bank/withdraw_info', tags, access: 'real',
    summary: 'The bank withdrawal terms: fee, minimum, daily limit and use, fiat rates, cards, balance', response: bankWithdrawInfo,
  }),
  withdraw: route({
    method: 'POST', path: '/bank/withdraw', tags, access: 'real',
    summary: 'Withdraw USDT to a bound card at the published fiat rate: amount + fee held until finance pays (Idempotency-Key supported)',
    body: z.object({
      card_id: idField.optional(), amount: field(60).describe('USDT; the fee comes on top'), currency: field(3),
      pay_password: field(20), idempotency_key: field(100),
    }),
    response: bankWithdrawal,
  }),
  records: route({
    method: 'GET', path: '/bank/withdrawals', tags, access: 'real', summary: 'Your bank withdrawals, newest first',
    query: pageQuery, response: paged(bankWithdrawal),
  }),
  adminList: route({
    method: 'GET', path: '/admin/bank-withdrawals', tags: adminTags, access: 'admin', summary: 'Bank withdrawals to review, newest first',
    query: pageQuery.extend({ status: status.optional() }), response: paged(adminBankWithdrawal),
  }),
  adminGet: route({
    method: 'GET', path: '/admin/bank-withdrawals/:id', tags: adminTags, access: 'admin', summary: 'One bank withdrawal with the card and review state',
    params: idParams, response: adminBankWithdrawal,
  }),
  pay: route({
    method: 'POST', path: '/admin/bank-withdrawals/:id/pay', tags: adminTags, access: 'admin',
    summary: 'Mark paid (the bank transfer was sent): amount to the outside world, fee to fees; at or above the threshold a second admin approves',
    params: idParams, body: z.object({ payment_ref: field(100).describe("the bank transfer's reference") }), response: bankPayOutcome,
  }),
  reject: route({
    method: 'POST', path: '/admin/bank-withdrawals/:id/reject', tags: adminTags, access: 'admin',
    summary: 'Reject with a reason: the held amount and fee go back to the user', params: idParams,
    body: z.object({ reason: field(500) }), response: adminBankWithdrawal,
  }),
} as const;
