import { parseAmount, type SpotOrder } from '@candor/shared';
import type { App } from '../../app.js';
import { platformAccount, userAccount } from '../ledger/index.js';

let fundings = 0;

/** Credits a user's real funding account from the outside world, as an approved deposit would. */
export async function fund(app: App, userId: number, asset: string, amount: string, mode: 'real' | 'demo' = 'real'): Promise<void> {
  const { ledger } = app.services;
  await ledger.transaction((tx) => ledger.post(tx, {
    actor: { type: 'system', id: 0 }, reason: 'deposit', detail: 'test', ref: `test:fund:${userId}:${asset}:${fundings++}:${Date.now()}`,
    lines: [
      { account: platformAccount(asset, mode === 'real' ? 'external' : 'demo_treasury', mode), amount: -parseAmount(amount) },
      { account: userAccount(userId, asset, 'funding', mode), amount: parseAmount(amount) },
    ],
  }));
}

export async function balanceOf(app: App, userId: number, asset: string, mode: 'real' | 'demo' = 'real') {
  const b = await app.services.ledger.balance(userAccount(userId, asset, 'funding', mode));
  return { available: b.available, locked: b.locked };
}

/** A user row without identity or password, for service-level tests that need only an owner id. */
export async function plainUser(app: App, name: string): Promise<number> {
  const row = await app.platform.db.insertInto('users').values({
    kind: 'user', username: name, email: null, area_code: null, phone: null, phone_key: null, password_hash: null,
    fund_password_hash: null, invite_code: name.toUpperCase(), referrer_id: null, lang: 'en', status: 'active',
    sms_consent: 0, created_at: 0, updated_at: 0,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/*
 * The order set-up the spot route tests share. This file is compiled with the server, so it uses neither vitest nor
 * src/test/ (excluded from the build).
 */

export type OrderReply = { status: number; body: { type: string; code: number; message: string; data?: SpotOrder } };
export type OrderFields = { symbol?: string; side?: string; type?: string; price?: string; amount?: string; tif?: string; idempotency_key?: string };
export type Who = { token?: string; demo?: boolean; lang?: string; key?: string };

/** A resting limit buy of 0.01 BTC at 80,000 USDT (it locks 800 USDT). */
export const BID: OrderFields = { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '80000', amount: '0.01' };

/** Credits several assets at once: `{ USDT: '1000', BTC: '1' }`. */
export async function fundAll(app: App, userId: number, funds: Record<string, string>, mode: 'real' | 'demo' = 'real'): Promise<void> {
  for (const [asset, amount] of Object.entries(funds)) await fund(app, userId, asset, amount, mode);
}

/** POST spot/trade (or an alias) as the web client sends it (a form), with an idempotency key header when `who.key` is given. */
export async function placeOrder(app: App, who: Who, order: OrderFields, path = 'spot/trade'): Promise<OrderReply> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (who.token) headers.authorization = who.token;
  if (who.demo) headers['x-demo'] = '1';
  if (who.lang) headers.lang = who.lang;
  if (who.key) headers['idempotency-key'] = who.key;
  const res = await app.inject({ method: 'POST', url: `/api/${path}`, headers, payload: new URLSearchParams(order).toString() });
  return { status: res.statusCode, body: res.json() as OrderReply['body'] };
}

/** The order of a successful answer; throws with the envelope otherwise. */
export function placed(reply: OrderReply): SpotOrder {
  if (reply.body.type !== 'ok' || !reply.body.data) throw new Error(`expected an order, got ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}
