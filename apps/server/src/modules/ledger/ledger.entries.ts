import { AppError } from '../../platform/http/errors.js';
import { PLATFORM_OWNER, type AccountKey, type AccountKind, type Mode, type PostInput } from './ledger.types.js';

/** Refuses an entry whose lines do not sum to zero per asset, hold a zero or non-bigint amount, or lack a ref or reason. */
export function checkBalanced(input: PostInput): void {
  if (input.lines.length === 0) throw new AppError('ledger_unbalanced');
  const perAsset = new Map<string, bigint>();
  for (const line of input.lines) {
    if (typeof line.amount !== 'bigint' || line.amount === 0n) throw new AppError('ledger_unbalanced');
    perAsset.set(line.account.asset, (perAsset.get(line.account.asset) ?? 0n) + line.amount);
  }
  for (const sum of perAsset.values()) if (sum !== 0n) throw new AppError('ledger_unbalanced');
  if (!input.ref || !input.reason) throw new AppError('ledger_unbalanced');
}

export const platformAccount = (asset: string, kind: AccountKind, mode: Mode = 'real'): AccountKey =>
  ({ ownerId: PLATFORM_OWNER, asset, kind, mode });

export const userAccount = (ownerId: number, asset: string, kind: AccountKind, mode: Mode): AccountKey =>
  ({ ownerId, asset, kind, mode });
