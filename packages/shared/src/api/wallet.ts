import { z } from 'zod';
import { USER_ACCOUNT_KINDS } from '../ledger.js';
import { decimal, optionalText, pageQuery, paged, wholeNumber } from './common.js';
import { route } from './contract.js';

const tags = ['wallet'];
const adminTags = ['admin'];
const kinds = USER_ACCOUNT_KINDS.join(', ');
const mode = z.enum(['real', 'demo']);
const kind = z.enum(USER_ACCOUNT_KINDS);

/** One coin in one account as wallet/list answers it: decimal strings, the USDT value and whether it is priced. */
export const walletAssetBalance = z.object({
  coin: z.string(), currency_id: z.number().nullable(), name: z.string().nullable(),
  available: decimal, locked: decimal, total: decimal,
  usdt_value: decimal.describe('total in USDT at the last price of the X/USDT market'),
  priced: z.boolean().describe('false when the asset has no USDT market or no price yet: usdt_value is then 0'),
});
export type WalletAssetBalance = z.output<typeof walletAssetBalance>;

export const walletAccount = z.object({ kind, total_usdt: decimal, assets: z.array(walletAssetBalance) });
export type WalletAccount = z.output<typeof walletAccount>;

/** The user's accounts per kind with every coin (wallet/list). */
export const walletOverview = z.object({ mode, total_usdt: decimal, accounts: z.array(walletAccount) });
export type WalletOverview = z.output<typeof walletOverview>;

export const walletDetail = walletAssetBalance.extend({ kind, mode });
export type WalletDetail = z.output<typeof walletDetail>;

/** An account as getBalance and the back office's statement list them. */
export const walletBalanceRow = z.object({ asset: z.string(), kind: z.string(), mode, available: decimal, locked: decimal });
export type WalletBalanceRow = z.output<typeof walletBalanceRow>;

/** A transfer between two of the user's accounts (wallet/change, wallet/hzhistory). */
export const walletTransfer = z.object({
  id: z.number(), coin: z.string(), from: z.string(), to: z.string(), amount: decimal, mode,
  entry_id: z.number().describe('the ledger entry that moved the money'), created_at: z.number(),
});
export type WalletTransfer = z.output<typeof walletTransfer>;

/** One line of the user's statement: the change of one account by one ledger entry (wallet/legal_log). */
export const walletStatementLine = z.object({
  entry_id: z.number(), time: z.number(), coin: z.string(), kind: z.string(),
  amount: decimal.describe("signed change of the account's total (available + locked); 0 for a lock or unlock"),
  available_change: decimal, locked_change: decimal,
  reason: z.string().describe('stable code the UI translates: deposit, withdrawal, withdrawal_fee, transfer, spot_trade, fee, demo, swap...'),
  detail: z.string().nullable().describe('what follows the code in the ledger reason, e.g. the market of a spot trade'),
});
export type WalletStatementLine = z.output<typeof walletStatementLine>;

/** A statement line as the back office reads it: with the mode, the account and the actor of the entry. */
export const adminStatementLine = walletStatementLine.extend({
  mode, account_id: z.number(), actor_type: z.enum(['user', 'system', 'admin']), actor_id: z.number(),
});
export type AdminStatementLine = z.output<typeof adminStatementLine>;

export const adminStatement = z.object({
  user_id: z.number(), total: z.number(), items: z.array(adminStatementLine),
  balances: z.array(walletBalanceRow).describe("the user's current balances in every mode"),
});
export type AdminStatement = z.output<typeof adminStatement>;

const kindTotal = z.object({ kind: z.string(), available: decimal, locked: decimal, total: decimal, accounts: z.number() });
export type LiabilityKindTotal = z.output<typeof kindTotal>;

export const liabilityRow = z.object({
  asset: z.string(), mode,
  users_total: decimal.describe('what the platform owes its users: every user balance, available + locked'),
  users: z.array(kindTotal).describe('user balances per account kind'),
  platform: z.array(kindTotal).describe('platform accounts per kind (external is the outside world: minus what came in)'),
  platform_total: decimal,
  balanced: z.boolean(),
});
export type LiabilityRow = z.output<typeof liabilityRow>;

/** The proof-of-liabilities report (admin/liabilities). */
export const liabilities = z.object({
  generated_at: z.number(),
  journal_balanced: z.boolean().describe('every asset\'s journal lines sum to zero'),
  journal: z.array(z.object({ asset: z.string(), sum: decimal, balanced: z.boolean() })),
  balanced: z.boolean().describe('every asset and mode: user balances plus platform balances are zero'),
  trial_liquidity: z.boolean().describe('a trial install: the real market maker, swap and simulated accounts were funded by the system from external (trial liquidity), not from recorded holdings'),
  total: z.number(),
  items: z.array(liabilityRow),
});
export type Liabilities = z.output<typeof liabilities>;

const coin = optionalText(20).describe('coin symbol (USDT) or currency_id (3)');
const statementInput = pageQuery.extend({ coin, type: optionalText(20).describe(`account kind: ${kinds}`) });
const statementSummary = "The user's account statement from the ledger journal, newest first";

/** The user's accounts, transfers and statement; a user's statement and the liabilities report for the back office. */
export const walletRoutes = {
  overview: route({
    method: 'GET', path: '/wallet/list', aliases: [{ method: 'POST', path: '/wallet/list' }], tags, access: 'user',
    summary: "The user's accounts per kind with every coin, valued in USDT (X-Demo: 1 selects demo)", response: walletOverview,
  }),
  detail: route({
    method: 'POST', path: '/wallet/detail', tags, access: 'user', summary: 'One coin\'s balance in one account',
    body: z.object({
      coin, currency_id: optionalText(20).describe('the seed\'s currency_id, when coin is not given'),
      type: optionalText(20).describe(`account kind: ${kinds} (default funding)`),
    }),
    response: walletDetail,
  }),
  balances: route({
    method: 'GET', path: '/getBalance', tags, access: 'user',
    summary: "The user's accounts in the request's mode, optionally of one kind and coin",
    query: z.object({ type: optionalText(20).describe(`account kind: ${kinds}`), currency: coin }), response: z.array(walletBalanceRow),
  }),
  transfer: route({
    method: 'POST', path: '/wallet/change', tags, access: 'user',
    summary: 'Transfer a coin between two of the user\'s own accounts (demo accounts with X-Demo: 1)',
    body: z.object({
      from: optionalText(20).describe(`account to take from: ${kinds}`),
      to: optionalText(20).describe(`account to credit: ${kinds}`),
      coin,
      amount: optionalText(130).describe('decimal string above 0, at most the coin\'s decimals'),
      idempotency_key: optionalText(64).describe('or the Idempotency-Key header: a repeat with the same key has one effect'),
    }),
    response: walletTransfer,
  }),
  transfers: route({
    method: 'GET', path: '/wallet/hzhistory', tags, access: 'user', summary: 'The user\'s transfers between accounts, newest first',
    query: pageQuery.extend({ coin }), response: paged(walletTransfer),
  }),
  statement: route({
    method: 'GET', path: '/wallet/legal_log', tags, access: 'user', summary: statementSummary, query: statementInput, response: paged(walletStatementLine),
  }),
  /** The same statement as a form POST (the seed's page posts it). */
  statementPost: route({
    method: 'POST', path: '/wallet/legal_log', tags, access: 'user', summary: statementSummary, body: statementInput, response: paged(walletStatementLine),
  }),
  adminStatement: route({
    method: 'GET', path: '/admin/statements', tags: adminTags, access: 'admin',
    summary: "A user's ledger statement over every mode (actor, reason, entry) and current balances",
    query: pageQuery.extend({ user_id: wholeNumber(1, Number.MAX_SAFE_INTEGER), asset: z.string().max(20).optional() }),
    response: adminStatement,
  }),
  liabilities: route({
    method: 'GET', path: '/admin/liabilities', tags: adminTags, access: 'admin',
    summary: 'Proof of liabilities: per asset and mode, user balances against platform accounts; journal balance', response: liabilities,
  }),
} as const;
