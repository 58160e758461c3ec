import type { LedgerReason } from '@candor/shared';
import type { Tx } from '../../platform/db/database.js';
import { AppError, type ErrorKey } from '../../platform/http/errors.js';
import { platformAccount, userAccount, type Actor, type LedgerService, type PostingLine } from '../ledger/index.js';

/**
 * Every movement of earn money, as ledger entries (real money only; demo is refused at the door). Principal sits in
 * the user's trust account (locked bucket, so no transfer can take it out); promised yields are reserved in the earn
 * account's locked bucket when an order is made and paid from there day by day, so the ledger itself refuses a
 * promise the earn account cannot keep; penalties go back to the earn account; mining rent goes to platform fees.
 */
export const SYSTEM: Actor = { type: 'system', id: 0 };
const funding = (userId: number, coin: string) => userAccount(userId, coin, 'funding', 'real');
const trust = (userId: number, coin: string) => userAccount(userId, coin, 'trust', 'real');
export const earnAccount = (coin: string) => platformAccount(coin, 'earn', 'real');

type Post = { reason: LedgerReason; ref: string; actor: Actor; detail?: string };

/** Answers `key` when the ledger refuses for want of balance (the entry left no trace), rethrows anything else. */
async function orFail<T>(work: Promise<T>, key: ErrorKey): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (e instanceof AppError && e.key === 'insufficient_balance') throw new AppError(key);
    throw e;
  }
}

export class EarnMoney {
  constructor(readonly ledger: LedgerService) {}

  private async post(tx: Tx, p: Post, lines: PostingLine[]): Promise<void> {
    const kept = lines.filter((l) => l.amount !== 0n);
    if (kept.length === 0) return;
    await this.ledger.post(tx, { actor: p.actor, reason: p.reason, ref: p.ref, ...(p.detail ? { detail: p.detail } : {}), lines: kept });
  }

  /** The user's funding pays `amount` into their trust account (principal, held locked). */
  payIn(tx: Tx, p: Post, userId: number, coin: string, amount: bigint) {
    return orFail(this.post(tx, p, [
      { account: funding(userId, coin), amount: -amount },
      { account: trust(userId, coin), amount, bucket: 'locked' },
    ]), 'earn_balance_insufficient');
  }

  /** Principal (and what accrued into the trust account) goes back: `back` to funding, `penalty` to the earn account. */
  payOut(tx: Tx, p: Post, userId: number, coin: string, held: bigint, back: bigint, penalty: bigint) {
    return this.post(tx, p, [
      { account: trust(userId, coin), amount: -held, bucket: 'locked' },
      { account: funding(userId, coin), amount: back },
      { account: earnAccount(coin), amount: penalty },
    ]);
  }

  /** Holds a promised yield in the earn account; refused with `earn_uncovered` when the account cannot cover it. */
  reserve(tx: Tx, p: Post, coin: string, amount: bigint) {
    return orFail(this.post(tx, p, [
      { account: earnAccount(coin), amount: -amount },
      { account: earnAccount(coin), amount, bucket: 'locked' },
    ]), 'earn_uncovered');
  }

  /** Gives back a reservation no longer promised. */
  release(tx: Tx, p: Post, coin: string, amount: bigint) {
    return this.post(tx, p, [
      { account: earnAccount(coin), amount: -amount, bucket: 'locked' },
      { account: earnAccount(coin), amount },
    ]);
  }

  /** Pays a day's yield from the earn account's reservation into the user's trust account (trust, U plan) or funding. */
  yieldTo(tx: Tx, p: Post, userId: number, coin: string, amount: bigint, into: 'trust' | 'funding') {
    return this.post(tx, p, [
      { account: earnAccount(coin), amount: -amount, bucket: 'locked' },
      into === 'trust' ? { account: trust(userId, coin), amount, bucket: 'locked' } : { account: funding(userId, coin), amount },
    ]);
  }

  /** Mining rent: the user's funding pays the platform's fees account. */
  rent(tx: Tx, p: Post, userId: number, coin: string, amount: bigint) {
    return orFail(this.post(tx, p, [
      { account: funding(userId, coin), amount: -amount },
      { account: platformAccount(coin, 'fees', 'real'), amount },
    ]), 'earn_balance_insufficient');
  }

  /** Funds the earn account from the platform's recorded holdings (two admins) or, on a trial install, from outside. */
  fund(tx: Tx, p: Post, coin: string, amount: bigint, from: 'holdings' | 'external') {
    return orFail(this.post(tx, p, [
      { account: platformAccount(coin, from, 'real'), amount: -amount },
      { account: earnAccount(coin), amount },
    ]), 'earn_holdings_short');
  }

  async fundingAvailable(userId: number, coin: string, tx?: Tx): Promise<bigint> {
    return (await this.ledger.balance(funding(userId, coin), tx)).available;
  }

  async earnBalance(coin: string, tx?: Tx): Promise<{ available: bigint; locked: bigint }> {
    return this.ledger.balance(earnAccount(coin), tx);
  }

  async holdings(coin: string): Promise<bigint> {
    return (await this.ledger.balance(platformAccount(coin, 'holdings', 'real'))).available;
  }
}
