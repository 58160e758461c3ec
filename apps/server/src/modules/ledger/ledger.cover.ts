import { isSimulatedOwner } from '@candor/shared';
import type { Tx } from '../../platform/db/database.js';
import { PLATFORM_OWNER, type Actor, type PostInput } from './ledger.types.js';

/** What a post would take from a user's real funding account beyond what is available there. */
export type FundingShortfall = { userId: number; asset: string; need: bigint; actor: Actor };

/**
 * A module that holds a user's money on demand (the U plan) registers a cover through the ledger's door: when a post
 * would take more of a user's real funding balance than is available, the cover may bring up to `need` back into
 * that funding account, in the same transaction and as journal entries of its own, and answers what it brought.
 * The ledger never knows who covers: modules that debit funding (spot, swap, transfers, withdrawals) need nothing.
 */
export type FundingCover = { assets: ReadonlySet<string>; cover: (tx: Tx, short: FundingShortfall) => Promise<bigint> };

/** The funding accounts (owner/asset) a post takes available balance from, with what it takes, for the covered assets. */
export function fundingDebits(input: PostInput, assets: ReadonlySet<string>): Map<string, { userId: number; asset: string; amount: bigint }> {
  const out = new Map<string, { userId: number; asset: string; amount: bigint }>();
  for (const { account, amount, bucket } of input.lines) {
    if (account.kind !== 'funding' || account.mode !== 'real' || (bucket ?? 'available') !== 'available') continue;
    if (account.ownerId === PLATFORM_OWNER || isSimulatedOwner(account.ownerId) || !assets.has(account.asset)) continue;
    const key = `${account.ownerId}/${account.asset}`;
    const d = out.get(key) ?? { userId: account.ownerId, asset: account.asset, amount: 0n };
    d.amount += amount;
    out.set(key, d);
  }
  for (const [key, d] of out) {
    if (d.amount >= 0n) out.delete(key);
    else d.amount = -d.amount;
  }
  return out;
}
