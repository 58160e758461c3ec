import { formatAmount, sumAtoms, tryParseAmount, type WalletBalanceRow } from '@candor/shared';

/** An account as getBalance answers it (the API contract's shape). */
export type Balance = WalletBalanceRow;

export type AssetTotal = { asset: string; available: string; locked: string; total: string };

/** Totals per asset over every account kind, exactly (bigint atoms), in the order assets first appear. */
export function totalsByAsset(balances: readonly Balance[]): AssetTotal[] {
  const order: string[] = [];
  const sums = new Map<string, { available: bigint[]; locked: bigint[] }>();
  for (const b of balances) {
    let entry = sums.get(b.asset);
    if (!entry) {
      entry = { available: [], locked: [] };
      sums.set(b.asset, entry);
      order.push(b.asset);
    }
    entry.available.push(tryParseAmount(b.available) ?? 0n);
    entry.locked.push(tryParseAmount(b.locked) ?? 0n);
  }
  return order.map((asset) => {
    const e = sums.get(asset) as { available: bigint[]; locked: bigint[] };
    const available = sumAtoms(e.available);
    const locked = sumAtoms(e.locked);
    return { asset, available: formatAmount(available), locked: formatAmount(locked), total: formatAmount(available + locked) };
  });
}

/** The total of one asset, "0" when the user holds none. */
export function totalOf(balances: readonly Balance[], asset: string): string {
  return totalsByAsset(balances).find((t) => t.asset === asset)?.total ?? '0';
}
