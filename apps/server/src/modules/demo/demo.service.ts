import { parseAmount } from '@candor/shared';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { randomUUID } from 'node:crypto';
import { platformAccount, userAccount, type LedgerService, type PostingLine } from '../ledger/index.js';

export const DEMO_ASSET = 'USDT';

/**
 * Demo mode: every user holds demo accounts funded from the demo treasury (virtual money). Reset returns
 * every demo balance to the treasury and funds the starting amount again; all through the ledger.
 */
export class DemoService {
  private readonly startAtoms: bigint;

  constructor(private readonly ledger: LedgerService, startUsdt: string) {
    this.startAtoms = parseAmount(startUsdt);
  }

  get startAmount(): bigint {
    return this.startAtoms;
  }

  /** The first funding of a new user's demo account, once per user. */
  async fund(tx: Tx, userId: number): Promise<void> {
    await this.ledger.post(tx, {
      actor: { type: 'system', id: 0 }, reason: 'demo_funding', ref: `demo:fund:${userId}`,
      lines: [
        { account: platformAccount(DEMO_ASSET, 'demo_treasury', 'demo'), amount: -this.startAtoms },
        { account: userAccount(userId, DEMO_ASSET, 'funding', 'demo'), amount: this.startAtoms },
      ],
    });
  }

  async reset(userId: number): Promise<void> {
    await this.ledger.transaction(async (tx) => {
      const balances = await this.ledger.balances(userId, 'demo', tx);
      const lines: PostingLine[] = [];
      for (const b of balances) {
        const account = userAccount(userId, b.asset, b.kind, 'demo');
        const treasury = platformAccount(b.asset, 'demo_treasury', 'demo');
        if (b.available !== 0n) lines.push({ account, amount: -b.available }, { account: treasury, amount: b.available });
        if (b.locked !== 0n) lines.push({ account, amount: -b.locked, bucket: 'locked' }, { account: treasury, amount: b.locked });
      }
      lines.push(
        { account: platformAccount(DEMO_ASSET, 'demo_treasury', 'demo'), amount: -this.startAtoms },
        { account: userAccount(userId, DEMO_ASSET, 'funding', 'demo'), amount: this.startAtoms },
      );
      const result = await this.ledger.post(tx, {
        actor: { type: 'user', id: userId }, reason: 'demo_reset', ref: `demo:reset:${userId}:${randomUUID()}`, lines,
      });
      if (result.duplicate) throw new AppError('operation_failed');
    });
  }
}
