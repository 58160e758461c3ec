import { parseAmount } from '@candor/shared';
import type { App } from '../../app.js';
import { userAccount } from '../ledger/index.js';
import { loanAccountKey } from './loans.service.js';

/** Test-only helpers of the loans tests. */

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const u = (text: string): bigint => parseAmount(text, 8);

/** The sample products of the migration, by term: 7 days at 0.1 %/day, 15 at 0.08 %, 30 at 0.06 %; penalty 0.5 %/day. */
export async function productId(app: App, termDays: 7 | 15 | 30): Promise<number> {
  const row = await app.platform.db.selectFrom('loan_products').select('id').where('term_days', '=', termDays).executeTakeFirstOrThrow();
  return row.id;
}

export async function fundingOf(app: App, userId: number): Promise<bigint> {
  return (await app.services.ledger.balance(userAccount(userId, 'USDT', 'funding', 'real'))).available;
}

export async function loanAccountOf(app: App): Promise<bigint> {
  return (await app.services.ledger.balance(loanAccountKey())).available;
}
