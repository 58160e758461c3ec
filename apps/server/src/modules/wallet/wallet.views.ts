import { formatAmount } from '@candor/shared';
import { z } from 'zod';
import type { StatementLine } from '../ledger/index.js';
import { ACCOUNT_KINDS, reasonParts } from './wallet.rules.js';
import type { TransferRow } from './wallet.repo.js';

/** The wallet's answers on the wire (decimal strings, never bigint), with the zod schemas that document them. */

const mode = z.enum(['real', 'demo']);
const kind = z.enum(ACCOUNT_KINDS);
const decimal = z.string().describe('decimal string');

/** An asset the valuation needs: its symbol, places and (for wallet coins) the seed's currency_id and name. */
export type AssetInfo = { asset: string; decimals: number; currencyId: number | null; name: string | null };

export const assetBalanceSchema = z.object({
  coin: z.string(), currency_id: z.number().nullable(), name: z.string().nullable(),
  available: decimal, locked: decimal, total: decimal,
  usdt_value: decimal.describe('total in USDT at the last price of the X/USDT market'),
  priced: z.boolean().describe('false when the asset has no USDT market or no price yet: usdt_value is then 0'),
});
export type AssetBalance = z.infer<typeof assetBalanceSchema>;

export function assetBalanceOf(a: AssetInfo, b: { available: bigint; locked: bigint }, value: bigint | null): AssetBalance {
  return {
    coin: a.asset, currency_id: a.currencyId, name: a.name, available: formatAmount(b.available, a.decimals),
    locked: formatAmount(b.locked, a.decimals), total: formatAmount(b.available + b.locked, a.decimals),
    usdt_value: formatAmount(value ?? 0n), priced: value !== null,
  };
}

export const overviewSchema = z.object({
  mode, total_usdt: decimal,
  accounts: z.array(z.object({ kind, total_usdt: decimal, assets: z.array(assetBalanceSchema) })),
});

export const detailSchema = assetBalanceSchema.extend({ kind, mode });

export const balanceRowSchema = z.object({ asset: z.string(), kind: z.string(), mode, available: decimal, locked: decimal });

export const transferSchema = z.object({
  id: z.number(), coin: z.string(), from: z.string(), to: z.string(), amount: decimal, mode,
  entry_id: z.number().describe('the ledger entry that moved the money'), created_at: z.number(),
});
export type TransferView = z.infer<typeof transferSchema>;

export const transferView = (t: TransferRow, decimals: number): TransferView => ({
  id: t.id, coin: t.asset, from: t.from_kind, to: t.to_kind, amount: formatAmount(t.amount_atoms, decimals), mode: t.mode,
  entry_id: t.entry_id, created_at: t.created_at,
});

export const statementLineSchema = z.object({
  entry_id: z.number(), time: z.number(), coin: z.string(), kind: z.string(),
  amount: decimal.describe("signed change of the account's total (available + locked); 0 for a lock or unlock"),
  available_change: decimal, locked_change: decimal,
  reason: z.string().describe('stable code the UI translates: deposit, withdrawal, withdrawal_fee, transfer, spot_trade, fee, demo, swap...'),
  detail: z.string().nullable().describe('what follows the code in the ledger reason, e.g. the market of a spot trade'),
});

export const statementLineView = (l: StatementLine) => ({
  entry_id: l.entryId, time: l.time, coin: l.asset, kind: l.kind, amount: formatAmount(l.amount),
  available_change: formatAmount(l.available), locked_change: formatAmount(l.locked), ...reasonParts(l.reason),
});

export const adminStatementLineSchema = statementLineSchema.extend({
  mode, account_id: z.number(), actor_type: z.enum(['user', 'system', 'admin']), actor_id: z.number(),
});

export const adminStatementLineView = (l: StatementLine) => ({
  ...statementLineView(l), mode: l.mode, account_id: l.accountId, actor_type: l.actor.type, actor_id: l.actor.id,
});

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ total: z.number(), items: z.array(item) });
