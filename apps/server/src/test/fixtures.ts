import { afterEach, beforeEach, expect } from 'vitest';
import { ledgerProblems } from '../modules/ledger/ledger.testkit.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * The set-up of the money tests: a fresh app before each test, prepared by `prepare` (funding liquidity, feeding
 * prices, signing users up), handed to `use` with what `prepare` answered; after each test the ledger must balance
 * (postings sum to zero, no negative user account, balances equal to their journal) before the app closes.
 */
export function moneyTestApp<T>(prepare: (t: TestApp) => Promise<T>, use: (t: TestApp, prepared: T) => void): void {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = await createTestApp();
    use(current, await prepare(current));
  });
  afterEach(async () => {
    if (!current) return;
    expect(await ledgerProblems(current.app.services.ledger, current.app.platform.db)).toEqual([]);
    await current.close();
    current = undefined;
  });
}
