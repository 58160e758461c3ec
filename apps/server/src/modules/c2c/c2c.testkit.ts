import { parseAmount } from '@candor/shared';
import type { App } from '../../app.js';
import { platformAccount, userAccount } from '../ledger/index.js';

/** Test-only helpers of the C2C tests. */

export const u = (text: string): bigint => parseAmount(text, 8);
export type TestUser = { token: string; id: number; email: string; password: string };
export type TestMerchant = { user: TestUser; merchantId: number; payMethodId: number };

/** Makes a user with advanced KYC an active merchant: approved by admin 1, the bond locked, a bank card to be paid on. */
export async function makeMerchant(app: App, user: TestUser, nickname: string): Promise<TestMerchant> {
  const c2c = app.services.c2c;
  const me = await c2c.merchants.apply(user.id, nickname);
  await c2c.desk.approve({ id: 1, ip: '127.0.0.1' }, me.id ?? 0);
  await c2c.merchants.lockBond(user.id);
  const method = await c2c.merchants.addPayMethod(user.id, { pay_type: 'bank_card', account: '6222020000001234', holder: nickname, bank: 'Sample Bank' });
  return { user, merchantId: me.id ?? 0, payMethodId: method.id };
}

/** Publishes an ad for a merchant: a sell ad of USDT in USD at 1.00 by default, 10 to 1000 per order. */
export async function publishAd(app: App, m: TestMerchant, over: Record<string, string> = {}): Promise<number> {
  const merchant = await app.services.c2c.merchants.own(m.user.id);
  const ad = await app.services.c2c.ads.create(merchant, {
    side: 'sell', coin: 'USDT', fiat: 'USD', price_type: 'fixed', fixed_price: '1.00', min_amount: '10', max_amount: '1000', available: '5000',
    payment_method_ids: String(m.payMethodId), payment_window: '30', terms: 'Pay from an account in your own name.', ...over,
  });
  return ad.id;
}

export async function fundingOf(app: App, userId: number, coin = 'USDT'): Promise<{ available: bigint; locked: bigint }> {
  return app.services.ledger.balance(userAccount(userId, coin, 'funding', 'real'));
}

export async function escrowOf(app: App, coin = 'USDT'): Promise<bigint> {
  return (await app.services.ledger.balance(platformAccount(coin, 'c2c_escrow'))).available;
}
