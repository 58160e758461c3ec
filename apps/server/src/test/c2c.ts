import type { App } from '../app.js';
import { makeMerchant, type TestMerchant, type TestUser } from '../modules/c2c/c2c.testkit.js';
import { grantKyc } from '../modules/kyc/kyc.testkit.js';
import { fund } from '../modules/spot/spot.testkit.js';
import { registerUser } from './client.js';

/** Users of the C2C tests (here, beside the client, since they register through the API). */

/** A user with approved KYC of a level and, when asked, coins in the funding account. */
export async function kycUser(app: App, level: 'basic' | 'advanced' = 'basic', coins: Record<string, string> = {}): Promise<TestUser> {
  const user = await registerUser(app);
  await grantKyc(app, user.id, level);
  for (const [coin, amount] of Object.entries(coins)) await fund(app, user.id, coin, amount);
  return user;
}

/** An active merchant with coins (USDT 10000 by default) and 1000 USDT more for the bond. */
export async function activeMerchant(app: App, nickname: string, coins: Record<string, string> = { USDT: '10000' }): Promise<TestMerchant> {
  const user = await kycUser(app, 'advanced', { ...coins, USDT: String(Number(coins.USDT ?? '0') + 1000) });
  return makeMerchant(app, user, nickname);
}
