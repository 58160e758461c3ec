import { NEGATIVE_ACCOUNT_KINDS, type AccountKind, type ActorType, type LedgerReason } from '@candor/shared';

export type { AccountKind, ActorType, LedgerReason };
export type Mode = 'real' | 'demo';
export type Bucket = 'available' | 'locked';

/** Platform accounts belong to owner 0. */
export const PLATFORM_OWNER = 0;

/** Kinds of platform account that may go below zero: the outside world, and the source of demo money. */
export const NEGATIVE_KINDS: ReadonlySet<string> = new Set(NEGATIVE_ACCOUNT_KINDS);

export type AccountKey = { ownerId: number; asset: string; kind: AccountKind; mode: Mode };
export type Actor = { type: ActorType; id: number };

export type PostingLine = { account: AccountKey; amount: bigint; bucket?: Bucket };

export type PostInput = {
  actor: Actor;
  reason: LedgerReason;
  /** What the reason is about (a market, a coin), stored after the reason. */
  detail?: string;
  /** Idempotency reference: a second post with the same ref is a no-op that answers the first entry. */
  ref: string;
  lines: PostingLine[];
};

export type PostResult = { entryId: number; duplicate: boolean };

export type Balance = {
  accountId: number;
  ownerId: number;
  asset: string;
  kind: AccountKind;
  mode: Mode;
  available: bigint;
  locked: bigint;
};

export type BalanceDifference = {
  accountId: number;
  stored: { available: bigint; locked: bigint };
  journal: { available: bigint; locked: bigint };
};

/** Which statement lines to read: one owner's, optionally narrowed to a mode, an asset and an account kind. */
export type StatementFilter = { ownerId: number; mode?: Mode | undefined; asset?: string | undefined; kind?: AccountKind | undefined };

/**
 * What one entry did to one account: the net change of its available and locked buckets (a lock moves between
 * them, so its `amount`, the change of the account's total, is zero), with the entry's reason, actor and time.
 */
export type StatementLine = {
  entryId: number;
  accountId: number;
  time: number;
  asset: string;
  kind: AccountKind;
  mode: Mode;
  available: bigint;
  locked: bigint;
  amount: bigint;
  reason: string;
  actor: Actor;
};

/** The sum of every balance of one account kind, per asset and mode, split between users and the platform. */
export type Holding = {
  owner: 'user' | 'platform';
  asset: string;
  kind: AccountKind;
  mode: Mode;
  available: bigint;
  locked: bigint;
  accounts: number;
};

export const accountLabel = (a: AccountKey): string => `${a.ownerId}/${a.asset}/${a.kind}/${a.mode}`;
