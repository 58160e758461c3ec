import { parseAmount, type TrustOrder } from '@candor/shared';
import type { App } from '../../app.js';
import { platformAccount, userAccount } from '../ledger/index.js';

/** Test-only helpers of the earn tests (compiled with the server, so no vitest here: failures throw). */

export const DAY = 86_400_000;
let seq = 0;

/** Credits a user's funding account as a deposit would. */
export async function fundUser(app: App, userId: number, amount: string, coin = 'USDT'): Promise<void> {
  const { ledger } = app.services;
  await ledger.transaction((tx) => ledger.post(tx, {
    actor: { type: 'system', id: 0 }, reason: 'deposit', detail: 'test', ref: `test:earn:user:${userId}:${seq++}`,
    lines: [{ account: platformAccount(coin, 'external', 'real'), amount: -parseAmount(amount) }, { account: userAccount(userId, coin, 'funding', 'real'), amount: parseAmount(amount) }],
  }));
}

/** Puts money into the earn account from outside (as the trial funding does). */
export async function fundEarn(app: App, amount: string, coin = 'USDT'): Promise<void> {
  const { ledger } = app.services;
  await ledger.transaction((tx) => ledger.post(tx, {
    actor: { type: 'system', id: 0 }, reason: 'earn_trial_funding', detail: 'test', ref: `test:earn:fund:${seq++}`,
    lines: [{ account: platformAccount(coin, 'external', 'real'), amount: -parseAmount(amount) }, { account: platformAccount(coin, 'earn', 'real'), amount: parseAmount(amount) }],
  }));
}

export const funding = (app: App, userId: number, coin = 'USDT') => app.services.ledger.balance(userAccount(userId, coin, 'funding', 'real'));
export const trustAccount = (app: App, userId: number, coin = 'USDT') => app.services.ledger.balance(userAccount(userId, coin, 'trust', 'real'));
export const earnAccount = (app: App, coin = 'USDT') => app.services.ledger.balance(platformAccount(coin, 'earn', 'real'));

export function subscribe(app: App, userId: number, productId: number, amount: string): Promise<TrustOrder> {
  return app.services.earn.trust.subscribe(userId, 'en', { id: productId, amount, agree: true }, undefined);
}

/** What the earn account holds locked must be exactly what open orders and U plans still have reserved, per coin. */
export async function reservedMismatch(app: App): Promise<string[]> {
  const db = app.platform.db;
  const sums = new Map<string, bigint>();
  const add = (coin: string, v: bigint) => sums.set(coin, (sums.get(coin) ?? 0n) + v);
  for (const r of await db.selectFrom('earn_trust_orders').select(['coin', 'reserved_atoms']).execute()) add(r.coin, r.reserved_atoms);
  for (const r of await db.selectFrom('earn_quantify_orders').select(['coin', 'reserved_atoms']).execute()) add(r.coin, r.reserved_atoms);
  for (const r of await db.selectFrom('earn_mining_leases').select(['output_coin', 'reserved_atoms']).execute()) add(r.output_coin, r.reserved_atoms);
  for (const r of await db.selectFrom('earn_uplans').select(['reserved_atoms']).execute()) add('USDT', r.reserved_atoms);
  const out: string[] = [];
  for (const coin of new Set([...sums.keys(), 'USDT', 'BTC'])) {
    const locked = (await earnAccount(app, coin)).locked;
    if (locked !== (sums.get(coin) ?? 0n)) out.push(`${coin}: earn locked ${locked} != reserved ${sums.get(coin) ?? 0n}`);
  }
  return out;
}

/** A user's trust account must hold exactly their open principal, accrued interest and U plan balance. */
export async function trustMismatch(app: App, userId: number): Promise<string | null> {
  const db = app.platform.db;
  let held = 0n;
  for (const o of await db.selectFrom('earn_trust_orders').selectAll().where('user_id', '=', userId).where('status', '=', 'hosting').execute()) held += o.principal_atoms + o.accrued_atoms;
  for (const o of await db.selectFrom('earn_quantify_orders').selectAll().where('user_id', '=', userId).where('status', '=', 'in_progress').execute()) held += o.amount_atoms;
  const u = await db.selectFrom('earn_uplans').selectAll().where('user_id', '=', userId).executeTakeFirst();
  held += u?.balance_atoms ?? 0n;
  const b = await trustAccount(app, userId);
  return b.locked === held && b.available === 0n ? null : `user ${userId}: trust ${b.locked}/${b.available} != held ${held}`;
}
