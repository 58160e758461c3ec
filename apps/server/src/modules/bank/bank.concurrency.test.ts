import { describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { fund } from '../spot/spot.testkit.js';
import { PAY_PASSWORD, setPayPassword } from '../withdrawals/withdrawals.testkit.js';
import { approveAdvancedKyc, approveBasicKyc, bindCard, usdtOf } from './bank.testkit.js';

let t: TestApp;
let alice: { token: string; id: number };
let card: number;
moneyTestApp(async (app) => {
  const user = await registerUser(app.app);
  await setPayPassword(app.app, user.id);
  await approveBasicKyc(app.app, user.id);
  return { user, card: await bindCard(app.app, user.id) };
}, (app, p) => { t = app; alice = p.user; card = p.card; });

/** 100 requests of `amount` USDT at once through the API; answers the codes (1 for success). */
async function hundredAtOnce(amount: string): Promise<number[]> {
  const replies = await Promise.all(Array.from({ length: 100 }, () =>
    call(t.app, 'POST', 'bank/withdraw', { card_id: card, amount, pay_password: PAY_PASSWORD }, { token: alice.token })));
  for (const r of replies) expect(r.status).toBeLessThan(500);
  return replies.map((r) => r.body.code);
}
const count = (codes: number[], code: number): number => codes.filter((c) => c === code).length;

// 100 fund password checks (scrypt) per test: more time than the default on a busy machine.
describe('100 concurrent bank withdrawals against one balance', { timeout: 120_000 }, () => {
  it('let exactly the affordable number through and never overdraw (10 + 1 fee each, 300 held: 27)', async () => {
    await fund(t.app, alice.id, 'USDT', '300');
    const codes = await hundredAtOnce('10');
    expect(count(codes, 1)).toBe(27);
    expect(count(codes, 3001)).toBe(73);
    expect(await usdtOf(t.app, alice.id)).toEqual({ available: 3_00000000n, locked: 297_00000000n });
    expect((await t.app.services.bank.records(alice.id, { page: 1, limit: 100 })).total).toBe(27);
  });

  it('hold the daily limit when more is affordable (100 x 1,000 USDT: 50 pass)', async () => {
    await approveAdvancedKyc(t.app, alice.id);
    await fund(t.app, alice.id, 'USDT', '200000');
    const codes = await hundredAtOnce('1000');
    expect(count(codes, 1)).toBe(50);
    expect(count(codes, 7412)).toBe(50);
    expect(await usdtOf(t.app, alice.id)).toEqual({ available: 149750_00000000n, locked: 50250_00000000n });
  });
});
