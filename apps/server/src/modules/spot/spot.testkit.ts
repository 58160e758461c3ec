import { parseAmount } from '@candor/shared';
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
