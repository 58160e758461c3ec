import { parseAmount, type CloseSplit } from '@candor/shared';
import type { Tx } from '../../platform/db/database.js';
import { AppError, fail } from '../../platform/http/errors.js';
import { platformAccount, userAccount, type AccountKey, type Actor, type LedgerReason, type LedgerService, type Mode, type PostingLine } from '../ledger/index.js';
import { FUTURES_POOL_USDT, INSURANCE_SEED_USDT } from './futures.defaults.js';

const USDT = 'USDT';
const SYSTEM: Actor = { type: 'system', id: 0 };

export const futuresAccount = (userId: number, mode: Mode): AccountKey => userAccount(userId, USDT, 'futures', mode);
/** The platform's side of every position: it receives users' losses and pays their profits. */
export const poolAccount = (mode: Mode): AccountKey => platformAccount(USDT, 'futures', mode);
export const insuranceAccount = (mode: Mode): AccountKey => platformAccount(USDT, 'insurance', mode);
const feesAccount = (mode: Mode): AccountKey => platformAccount(USDT, 'fees', mode);

/** Merges lines per account and bucket and drops zeros (the ledger refuses a zero line). */
function tidy(lines: PostingLine[]): PostingLine[] {
  const byKey = new Map<string, PostingLine>();
  for (const l of lines) {
    const k = `${l.account.ownerId}/${l.account.kind}/${l.account.mode}/${l.bucket ?? 'available'}`;
    const was = byKey.get(k);
    byKey.set(k, was ? { ...was, amount: was.amount + l.amount } : { ...l });
  }
  return [...byKey.values()].filter((l) => l.amount !== 0n);
}

export type CloseOutcome = { entryId: number; covered: bigint; platformCovered: bigint };

/** Every futures posting of the ledger: one entry per event, with an actor and a reference that makes a repeat a no-op. */
export class FuturesMoney {
  constructor(private readonly ledger: LedgerService) {}

  private async post(tx: Tx, actor: Actor, reason: LedgerReason, ref: string, detail: string, lines: PostingLine[]): Promise<number> {
    const tidied = tidy(lines);
    if (tidied.length === 0) return 0;
    try {
      return (await this.ledger.post(tx, { actor, reason, ref, detail, lines: tidied })).entryId;
    } catch (e) {
      if (e instanceof AppError && e.key === 'insufficient_balance') {
        // The user's side short is the user's; the platform's side short means it cannot settle now.
        const userShort = lines.some((l) => l.account.ownerId !== 0 && l.amount < 0n);
        if (userShort && !lines.some((l) => l.account.ownerId === 0 && l.amount < 0n && l.account.kind === 'futures')) fail('futures_balance_insufficient');
        fail('futures_platform_short');
      }
      throw e;
    }
  }

  /** A market open: margin locked, the taker fee to the fees account. */
  open(tx: Tx, actor: Actor, id: number, userId: number, mode: Mode, symbol: string, margin: bigint, fee: bigint): Promise<number> {
    const acc = futuresAccount(userId, mode);
    return this.post(tx, actor, 'futures_open', `futures:open:${id}`, symbol, [
      { account: acc, amount: -(margin + fee) }, { account: acc, amount: margin, bucket: 'locked' }, { account: feesAccount(mode), amount: fee },
    ]);
  }

  /** A limit order rests: its margin and fee reserve locked. */
  reserve(tx: Tx, actor: Actor, id: number, userId: number, mode: Mode, symbol: string, amount: bigint): Promise<number> {
    const acc = futuresAccount(userId, mode);
    return this.post(tx, actor, 'futures_order', `futures:order:${id}`, symbol, [
      { account: acc, amount: -amount }, { account: acc, amount, bucket: 'locked' },
    ]);
  }

  /** A limit order fills: the fee paid from the reserve, the rest of the reserve released. */
  fill(tx: Tx, id: number, userId: number, mode: Mode, symbol: string, reserve: bigint, fee: bigint): Promise<number> {
    const acc = futuresAccount(userId, mode);
    return this.post(tx, SYSTEM, 'futures_open', `futures:fill:${id}`, symbol, [
      { account: acc, amount: -reserve, bucket: 'locked' }, { account: acc, amount: reserve - fee }, { account: feesAccount(mode), amount: fee },
    ]);
  }

  release(tx: Tx, actor: Actor, id: number, userId: number, mode: Mode, symbol: string, amount: bigint): Promise<number> {
    const acc = futuresAccount(userId, mode);
    return this.post(tx, actor, 'futures_cancel', `futures:cancel:${id}`, symbol, [
      { account: acc, amount: -amount, bucket: 'locked' }, { account: acc, amount },
    ]);
  }

  /** Adds margin and pays the fee of added lots. */
  add(tx: Tx, actor: Actor, ref: string, userId: number, mode: Mode, symbol: string, margin: bigint, fee: bigint): Promise<number> {
    const acc = futuresAccount(userId, mode);
    return this.post(tx, actor, 'futures_open', ref, symbol, [
      { account: acc, amount: -(margin + fee) }, { account: acc, amount: margin, bucket: 'locked' }, { account: feesAccount(mode), amount: fee },
    ]);
  }

  /**
   * Settles a close (or a liquidation) by its split: the margin leaves the locked bucket, the user's available gets
   * `toUser`, the fee goes to the fees account, the liquidation fee to the insurance fund, and the platform's account
   * takes the other side of the PnL. A shortfall is paid to the platform from the insurance fund as far as it holds;
   * the rest the platform bears (answered, for the back office).
   */
  async close(tx: Tx, actor: Actor, ref: string, userId: number, mode: Mode, symbol: string, margin: bigint, s: CloseSplit, liquidation: boolean): Promise<CloseOutcome> {
    const acc = futuresAccount(userId, mode);
    let covered = 0n;
    if (s.shortfall > 0n) {
      const fund = await this.ledger.balance(insuranceAccount(mode), tx);
      const held = fund.available + s.liquidationFee;
      covered = s.shortfall < held ? s.shortfall : held;
    }
    const entryId = await this.post(tx, actor, liquidation ? 'futures_liquidation' : 'futures_close', ref, symbol, [
      { account: acc, amount: -margin, bucket: 'locked' },
      { account: acc, amount: s.toUser },
      { account: feesAccount(mode), amount: s.fee },
      { account: insuranceAccount(mode), amount: s.liquidationFee - covered },
      { account: poolAccount(mode), amount: -s.pnl - s.shortfall + covered },
    ]);
    return { entryId, covered, platformCovered: s.shortfall - covered };
  }

  /** One funding payment: a payer's from its margin (locked) to the platform, a receiver's from the platform to available. */
  funding(tx: Tx, ref: string, userId: number, mode: Mode, symbol: string, amount: bigint): Promise<number> {
    const acc = futuresAccount(userId, mode);
    const lines: PostingLine[] = amount < 0n
      ? [{ account: acc, amount, bucket: 'locked' }, { account: poolAccount(mode), amount: -amount }]
      : [{ account: poolAccount(mode), amount: -amount }, { account: acc, amount }];
    return this.post(tx, SYSTEM, 'futures_funding', ref, symbol, lines);
  }

  /** The platform's futures account and the insurance fund, funded once per mode (idempotent by reference). */
  async fundPlatform(modes: readonly Mode[]): Promise<void> {
    for (const mode of modes) {
      const source = platformAccount(USDT, mode === 'real' ? 'external' : 'demo_treasury', mode);
      const pool = parseAmount(FUTURES_POOL_USDT);
      const seed = parseAmount(INSURANCE_SEED_USDT);
      await this.ledger.transaction((tx) => this.ledger.post(tx, {
        actor: SYSTEM, reason: 'futures_liquidity_funding', ref: `futures:fund:${mode}:v1`,
        lines: [{ account: source, amount: -(pool + seed) }, { account: poolAccount(mode), amount: pool }, { account: insuranceAccount(mode), amount: seed }],
      }));
    }
  }
}
