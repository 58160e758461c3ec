import {
  formatAmount, type AdminStatementLine, type WalletAssetBalance, type WalletStatementLine, type WalletTransfer,
} from '@candor/shared';
import type { StatementLine } from '../ledger/index.js';
import { reasonParts } from './wallet.rules.js';
import type { TransferRow } from './wallet.repo.js';

/** The wallet's answers on the wire (decimal strings, never bigint), in the shapes of packages/shared/src/api/wallet.ts. */

/** An asset the valuation needs: its symbol, places and (for wallet coins) the seed's currency_id and name. */
export type AssetInfo = { asset: string; decimals: number; currencyId: number | null; name: string | null };

export type AssetBalance = WalletAssetBalance;
export type TransferView = WalletTransfer;

export function assetBalanceOf(a: AssetInfo, b: { available: bigint; locked: bigint }, value: bigint | null): AssetBalance {
  return {
    coin: a.asset, currency_id: a.currencyId, name: a.name, available: formatAmount(b.available, a.decimals),
    locked: formatAmount(b.locked, a.decimals), total: formatAmount(b.available + b.locked, a.decimals),
    usdt_value: formatAmount(value ?? 0n), priced: value !== null,
  };
}

export const transferView = (t: TransferRow, decimals: number): TransferView => ({
  id: t.id, coin: t.asset, from: t.from_kind, to: t.to_kind, amount: formatAmount(t.amount_atoms, decimals), mode: t.mode,
  entry_id: t.entry_id, created_at: t.created_at,
});

export const statementLineView = (l: StatementLine): WalletStatementLine => ({
  entry_id: l.entryId, time: l.time, coin: l.asset, kind: l.kind, amount: formatAmount(l.amount),
  available_change: formatAmount(l.available), locked_change: formatAmount(l.locked), ...reasonParts(l.reason),
});

export const adminStatementLineView = (l: StatementLine): AdminStatementLine => ({
  ...statementLineView(l), mode: l.mode, account_id: l.accountId, actor_type: l.actor.type, actor_id: l.actor.id,
});
