import { normalizeAddress, type NetworkCode } from '@candor/shared';
import type { App } from '../../app.js';
import { userAccount } from '../ledger/index.js';
import { WithdrawalsService, type WithdrawalsOptions } from './withdrawals.service.js';

/** Test-only helpers of the withdrawal tests (no imports from src/test, so the server build stays clean). */

export const PAY_PASSWORD = '246810';

/** Real mainnet addresses, one per network. */
export const ADDRESSES: Record<NetworkCode, string> = {
  ERC20: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  OMNI: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
};

export async function setPayPassword(app: App, userId: number): Promise<void> {
  await app.services.users.setFundPassword(userId, PAY_PASSWORD, PAY_PASSWORD);
}

/**
 * Puts an address in a user's book directly, for tests about withdrawals rather than the book (whose own tests add
 * through the API with a code); answers its id.
 */
export async function bookAddress(app: App, userId: number, asset: string, network: NetworkCode, address = ADDRESSES[network]): Promise<number> {
  const row = await app.platform.db.insertInto('withdraw_addresses').values({
    user_id: userId, asset, network, address: normalizeAddress(network, address), remark: '', created_at: app.platform.clock.now(),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function fundingOf(app: App, userId: number, asset = 'USDT'): Promise<{ available: bigint; locked: bigint }> {
  return app.services.ledger.balance(userAccount(userId, asset, 'funding', 'real'));
}

/** The latest code the outbox holds for a destination. */
export async function outboxCode(app: App, destination: string): Promise<string> {
  const row = await app.platform.db.selectFrom('outbox').select('code').where('destination', '=', destination)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row?.code) throw new Error(`no code for ${destination}`);
  return row.code;
}

/** A second withdrawals service on the same database, as another API node would have (with its own options). */
export function anotherNode(app: App, options: WithdrawalsOptions = {}): WithdrawalsService {
  const s = app.services;
  const p = app.platform;
  return new WithdrawalsService({ db: p.db, clock: p.clock, ledger: s.ledger, coins: s.coins, users: s.users, codes: s.codes, idempotency: p.idempotency, fourEyes: s.backoffice.fourEyes, kyc: s.kyc, totp: s.account.totp }, options);
}
