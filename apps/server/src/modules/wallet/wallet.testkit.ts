import { parseAmount } from '@candor/shared';
import type { App } from '../../app.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { userAccount, type AccountKind, type Mode } from '../ledger/index.js';

/** Test-only helpers of the wallet's test files (no test runner or test client here: this file is compiled). */

export type Transfer = { id: number; coin: string; from: string; to: string; amount: string; mode: string; entry_id: number; created_at: number };
export type Page<T> = { total: number; items: T[] };
export type StatementLine = {
  entry_id: number; time: number; coin: string; kind: string; amount: string; available_change: string; locked_change: string;
  reason: string; detail: string | null;
};

/** Available and locked of one of a user's accounts, in atoms. */
export async function held(app: App, userId: number, asset: string, kind: AccountKind, mode: Mode = 'real') {
  return app.services.ledger.balance(userAccount(userId, asset, kind, mode));
}

export const atoms = (text: string): bigint => parseAmount(text);

/** What breaks the ledger's invariants (empty when sound): every test that moved money ends by checking it. */
export const problems = (app: App): Promise<string[]> => ledgerProblems(app.services.ledger, app.platform.db);

/** Gives a market a last price, as the feed would. */
export async function priceMarket(app: App, symbol: string, price: string, time: number): Promise<void> {
  await app.services.market.ingest([{ symbol, price: parseAmount(price), volume: 0n, time, source: 'test' }]);
}

/** Locks part of a user's real funding balance, as a resting order would. */
export async function lockFunding(app: App, userId: number, amount: string): Promise<void> {
  const { ledger } = app.services;
  await ledger.transaction((tx) => ledger.lock(tx, {
    account: userAccount(userId, 'USDT', 'funding', 'real'), amount: parseAmount(amount),
    actor: { type: 'user', id: userId }, reason: 'spot_order', detail: 'test', ref: `test:lock:${userId}:${amount}`,
  }));
}
