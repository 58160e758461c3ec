import { DAY_MS, dayKey, type EarnKind } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { LedgerService } from '../ledger/index.js';
import type { EarnCoverageService } from './earn.coverage.js';
import type { EarnLists } from './earn.lists.js';
import type { EarnMoney } from './earn.money.js';
import type { EarnRepo } from './earn.repo.js';

/** What every earn service works with, made once by EarnService. */
export type EarnContext = {
  repo: EarnRepo;
  lists: EarnLists;
  money: EarnMoney;
  coverage: EarnCoverageService;
  clock: Clock;
  idempotency: Idempotency;
  ledger: LedgerService;
};

/** A user's yields of yesterday (UTC) by kind and order: `${kind}:${order id}` -> atoms. */
export async function yesterdayOf(c: EarnContext, userId: number): Promise<Map<string, bigint>> {
  const rows = await c.repo.userDayIncome(userId, dayKey(c.clock.now() - DAY_MS));
  return new Map(rows.map((r) => [`${r.kind}:${r.order_id}`, BigInt(r.amount_atoms)]));
}

export const incomeKey = (kind: EarnKind, id: number) => `${kind}:${id}`;
