import { parseAmount, type OptionOrder } from '@candor/shared';
import type { App } from '../../app.js';
import { platformAccount, userAccount } from '../ledger/index.js';

/**
 * Test-only helpers of the options tests (compiled with the server, so no vitest here: failures throw). Prices enter
 * only as the feed's ticks (market ingest); settlement reads them from the store.
 */

let fundings = 0;

/** Stores one tick per symbol at `time`, e.g. `{ BTC: '96000' }`. */
export async function tick(app: App, time: number, prices: Record<string, string>, source = 'test'): Promise<void> {
  await app.services.market.ingest(Object.entries(prices).map(([base, price]) => ({
    symbol: `${base}/USDT`, price: parseAmount(price), volume: 0n, time, source,
  })));
}

/** Credits a user's options account (as a transfer from the funding account would). */
export async function fundOptions(app: App, userId: number, amount: string, mode: 'real' | 'demo' = 'real'): Promise<void> {
  const { ledger } = app.services;
  await ledger.transaction((tx) => ledger.post(tx, {
    actor: { type: 'system', id: 0 }, reason: 'deposit', detail: 'test', ref: `test:options:${userId}:${fundings++}`,
    lines: [
      { account: platformAccount('USDT', mode === 'real' ? 'external' : 'demo_treasury', mode), amount: -parseAmount(amount) },
      { account: userAccount(userId, 'USDT', 'options', mode), amount: parseAmount(amount) },
    ],
  }));
}

export function optionsBalance(app: App, userId: number, mode: 'real' | 'demo' = 'real') {
  return app.services.ledger.balance(userAccount(userId, 'USDT', 'options', mode));
}

export function poolBalance(app: App, mode: 'real' | 'demo' = 'real') {
  return app.services.ledger.balance(platformAccount('USDT', 'options_pool', mode));
}

/** Buys through the service (the routes are tested apart). */
export function buy(app: App, userId: number, body: Record<string, string>, mode: 'real' | 'demo' = 'real'): Promise<OptionOrder> {
  return app.services.options.trade(userId, mode, { symbol: 'BTC/USDT', direction: 'rise', seconds: '60', amount: '100', ...body }, undefined);
}

export function orderRow(app: App, id: number) {
  return app.platform.db.selectFrom('option_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
