import { parseAmount, type FuturesPosition } from '@candor/shared';
import type { App } from '../../app.js';
import { platformAccount, userAccount } from '../ledger/index.js';

/**
 * Test-only helpers of the futures tests (compiled with the server, so no vitest here: failures throw). Prices enter
 * only as the feed's ticks (market ingest), and the engine applies them from the store.
 */

let fundings = 0;

/** Stores ticks at `time` for `{ BTC: '96000' }` and waits until the engine applied them. */
export async function feed(app: App, time: number, prices: Record<string, string>): Promise<void> {
  await app.services.market.ingest(Object.entries(prices).map(([base, price]) => ({
    symbol: `${base}/USDT`, price: parseAmount(price), volume: 0n, time, source: 'test',
  })));
  await app.services.futures.settled();
}

/** Credits a user's futures account (as a transfer from outside would). */
export async function fundFutures(app: App, userId: number, amount: string, mode: 'real' | 'demo' = 'real'): Promise<void> {
  const { ledger } = app.services;
  await ledger.transaction((tx) => ledger.post(tx, {
    actor: { type: 'system', id: 0 }, reason: 'deposit', detail: 'test', ref: `test:futures:${userId}:${fundings++}`,
    lines: [
      { account: platformAccount('USDT', mode === 'real' ? 'external' : 'demo_treasury', mode), amount: -parseAmount(amount) },
      { account: userAccount(userId, 'USDT', 'futures', mode), amount: parseAmount(amount) },
    ],
  }));
}

export async function futuresBalance(app: App, userId: number, mode: 'real' | 'demo' = 'real') {
  return app.services.ledger.balance(userAccount(userId, 'USDT', 'futures', mode));
}

/** Opens through the service (the routes are tested apart); answers the position. */
export function open(app: App, userId: number, body: Record<string, string>, mode: 'real' | 'demo' = 'real'): Promise<FuturesPosition> {
  return app.services.futures.trading.trade(userId, mode, { symbol: 'BTC/USDT', side: 'long', lots: '1', leverage: '10', ...body }, undefined);
}

export async function row(app: App, id: number) {
  return app.platform.db.selectFrom('futures_positions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
