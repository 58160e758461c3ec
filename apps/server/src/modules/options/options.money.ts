import { parseAmount } from '@candor/shared';
import type { Tx } from '../../platform/db/database.js';
import { AppError, fail } from '../../platform/http/errors.js';
import { platformAccount, userAccount, type AccountKey, type Actor, type LedgerService, type Mode, type PostInput } from '../ledger/index.js';
import { OPTION_COIN, OPTIONS_POOL_USDT } from './options.defaults.js';
import type { OrderRow } from './options.repo.js';
import type { SettledSum } from './options.settle.sql.js';

/** The platform's options account of a mode: it reserves every open order's possible profit, pays wins, takes losing stakes. */
export const poolAccount = (mode: Mode): AccountKey => platformAccount(OPTION_COIN, 'options_pool', mode);
const optionsOf = (userId: number, mode: Mode): AccountKey => userAccount(userId, OPTION_COIN, 'options', mode);
const SYSTEM: Actor = { type: 'system', id: 0 };

/**
 * The ledger postings of options. Buying locks the stake in the user's options account and reserves the possible
 * profit (payout - stake) in the platform's options account, so every open order can always be paid. Settling:
 * a win unlocks the stake and pays the profit from the reserve; a loss moves the stake and the reserve to the
 * platform's available balance; a void order unlocks both.
 */
export class OptionsMoney {
  constructor(private readonly ledger: LedgerService) {}

  /** The stake lock (refused: option_balance_insufficient) and the platform's reserve (refused: option_platform_cover). */
  async buy(tx: Tx, o: OrderRow): Promise<void> {
    const user = optionsOf(o.user_id, o.mode);
    const profit = o.payout_atoms - o.stake_atoms;
    await this.refusedAs('option_balance_insufficient', () => this.ledger.post(tx, {
      actor: { type: 'user', id: o.user_id }, reason: 'option_buy', detail: o.symbol, ref: `option:${o.id}:buy`,
      lines: [{ account: user, amount: -o.stake_atoms, bucket: 'available' }, { account: user, amount: o.stake_atoms, bucket: 'locked' }],
    }));
    if (profit === 0n) return;
    const pool = poolAccount(o.mode);
    await this.refusedAs('option_platform_cover', () => this.ledger.post(tx, {
      actor: { type: 'user', id: o.user_id }, reason: 'option_buy', detail: `${o.symbol} reserve`, ref: `option:${o.id}:reserve`,
      lines: [{ account: pool, amount: -profit, bucket: 'available' }, { account: pool, amount: profit, bucket: 'locked' }],
    }));
  }

  private async refusedAs(key: 'option_balance_insufficient' | 'option_platform_cover', post: () => Promise<unknown>): Promise<void> {
    try {
      await post();
    } catch (e) {
      if (e instanceof AppError && e.key === 'insufficient_balance') fail(key);
      throw e;
    }
  }

  /**
   * The settlement entries of a run: one per user, mode, symbol and result (win, loss, void), summing the orders'
   * stakes, reserves and payouts, so a run of 100,000 orders of 1,000 users writes a few thousand entries, not
   * 100,000. Each entry's ref names the smallest order id it settles (`option:<id>:settle`, an order's own ref when it
   * settles alone): an order is closed once (a conditional update in the same transaction), so no ref repeats.
   */
  settlements(sums: readonly SettledSum[]): PostInput[] {
    const groups = new Map<string, SettledSum>();
    for (const s of sums) {
      const key = `${s.user_id}|${s.mode}|${s.symbol}|${s.result}`;
      const g = groups.get(key);
      if (g === undefined) groups.set(key, { ...s });
      else {
        g.first = Math.min(g.first, s.first);
        g.n += s.n;
        g.stake += s.stake;
        g.payout += s.payout;
      }
    }
    return [...groups.values()].map((g) => this.settlement(g));
  }

  /** The settlement entry of a user's orders of one symbol and result (their summed stake and payout). */
  private settlement(sum: SettledSum): PostInput {
    const user = optionsOf(sum.user_id, sum.mode);
    const pool = poolAccount(sum.mode);
    const profit = sum.payout - sum.stake;
    const lines: PostInput['lines'] = [{ account: user, amount: -sum.stake, bucket: 'locked' }];
    if (profit !== 0n) lines.push({ account: pool, amount: -profit, bucket: 'locked' });
    if (sum.result === 'win') lines.push({ account: user, amount: sum.payout, bucket: 'available' });
    else if (sum.result === 'loss') lines.push({ account: pool, amount: sum.payout, bucket: 'available' });
    else {
      lines.push({ account: user, amount: sum.stake, bucket: 'available' });
      if (profit !== 0n) lines.push({ account: pool, amount: profit, bucket: 'available' });
    }
    const reason = sum.result === 'win' ? 'option_win' : sum.result === 'loss' ? 'option_loss' : 'option_void';
    const detail = sum.n === 1 ? sum.symbol : `${sum.symbol} x${sum.n}`;
    return { actor: SYSTEM, reason, detail, ref: `option:${sum.first}:settle`, lines };
  }

  /** The platform's options account, funded once per mode (idempotent by reference). */
  async fundPlatform(modes: readonly Mode[]): Promise<void> {
    for (const mode of modes) {
      const source = platformAccount(OPTION_COIN, mode === 'real' ? 'external' : 'demo_treasury', mode);
      const amount = parseAmount(OPTIONS_POOL_USDT);
      await this.ledger.transaction((tx) => this.ledger.post(tx, {
        actor: SYSTEM, reason: 'options_liquidity_funding', ref: `options:fund:${mode}:v1`,
        lines: [{ account: source, amount: -amount }, { account: poolAccount(mode), amount }],
      }));
    }
  }

  async poolBalance(mode: Mode): Promise<{ available: bigint; locked: bigint }> {
    return this.ledger.balance(poolAccount(mode));
  }

  async available(userId: number, mode: Mode): Promise<bigint> {
    return (await this.ledger.balance(optionsOf(userId, mode))).available;
  }
}
