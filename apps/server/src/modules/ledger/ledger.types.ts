export type Mode = 'real' | 'demo';
export type Bucket = 'available' | 'locked';
export type ActorType = 'user' | 'system' | 'admin';

/** Platform accounts belong to owner 0. */
export const PLATFORM_OWNER = 0;

/** Kinds of platform account that may go below zero: the outside world, and the source of demo money. */
export const NEGATIVE_KINDS: ReadonlySet<string> = new Set(['external', 'demo_treasury']);

export type AccountKey = { ownerId: number; asset: string; kind: string; mode: Mode };
export type Actor = { type: ActorType; id: number };

export type PostingLine = { account: AccountKey; amount: bigint; bucket?: Bucket };

export type PostInput = {
  actor: Actor;
  reason: string;
  /** Idempotency reference: a second post with the same ref is a no-op that answers the first entry. */
  ref: string;
  lines: PostingLine[];
};

export type PostResult = { entryId: number; duplicate: boolean };

export type Balance = {
  accountId: number;
  ownerId: number;
  asset: string;
  kind: string;
  mode: Mode;
  available: bigint;
  locked: bigint;
};

export type BalanceDifference = {
  accountId: number;
  stored: { available: bigint; locked: bigint };
  journal: { available: bigint; locked: bigint };
};

export const accountLabel = (a: AccountKey): string => `${a.ownerId}/${a.asset}/${a.kind}/${a.mode}`;
