import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { fund } from '../spot/spot.testkit.js';
import { PAY_PASSWORD, anotherNode, bookAddress, fundingOf, setPayPassword } from './withdrawals.testkit.js';

let t: TestApp;
let alice: { token: string; id: number };
let trc: number;
moneyTestApp(async (app) => {
  const user = await registerUser(app.app);
  await setPayPassword(app.app, user.id);
  return { user, address: await bookAddress(app.app, user.id, 'USDT', 'TRC20') };
}, (app, p) => { t = app; alice = p.user; trc = p.address; });

/** 100 requests of 10 USDT (10.3 with the fee) at once; answers the codes they got, 1 for success. */
async function hundredAtOnce(): Promise<number[]> {
  const replies = await Promise.all(Array.from({ length: 100 }, () =>
    call(t.app, 'POST', 'wallet/out', { address_id: trc, amount: '10', pay_password: PAY_PASSWORD }, { token: alice.token })));
  for (const r of replies) expect(r.status).toBeLessThan(500);
  return replies.map((r) => r.body.code);
}

const count = (codes: number[], code: number): number => codes.filter((c) => c === code).length;

// 100 fund password checks (scrypt) per test: slow on a busy machine, so these tests get more time than the default.
describe('concurrent withdrawals of one balance', { timeout: 120_000 }, () => {
  it('lets exactly the affordable number through (2 of 100) and never overdraws', async () => {
    await fund(t.app, alice.id, 'USDT', '30');
    const codes = await hundredAtOnce();
    expect(count(codes, 1)).toBe(2);
    expect(count(codes, 3001)).toBe(98);
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 9_40000000n, locked: 20_60000000n });
  });

  it('holds the 3-a-day limit when more is affordable', async () => {
    await fund(t.app, alice.id, 'USDT', '1000');
    const codes = await hundredAtOnce();
    expect(count(codes, 1)).toBe(3);
    expect(count(codes, 6313)).toBe(97);
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 969_10000000n, locked: 30_90000000n });
    expect((await t.app.services.withdrawals.records(alice.id, { page: 1, limit: 100 })).total).toBe(3);
  });

  it('with a higher day limit, exactly the affordable number of 100 succeeds (37)', async () => {
    const node = anotherNode(t.app, { dailyLimit: 1000 });
    // 37 x 10.3 = 381.1; a 38th would need 391.4.
    await fund(t.app, alice.id, 'USDT', '391.39999999');
    const outcomes = await Promise.all(Array.from({ length: 100 }, () =>
      node.request(alice.id, { address_id: trc, amount: '10', pay_password: PAY_PASSWORD }, undefined)
        .then(() => 'ok', (e: unknown) => (e instanceof AppError ? e.key : String(e)))));
    expect(outcomes.filter((o) => o === 'ok').length).toBe(37);
    expect(outcomes.filter((o) => o === 'insufficient_balance').length).toBe(63);
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 10_29999999n, locked: 381_10000000n });
  });

  it('keeps users apart: one user spending everything leaves the other untouched', async () => {
    const bob = await registerUser(t.app);
    await setPayPassword(t.app, bob.id);
    const bobs = await bookAddress(t.app, bob.id, 'USDT', 'TRC20');
    await fund(t.app, alice.id, 'USDT', '20.6');
    await fund(t.app, bob.id, 'USDT', '20.6');
    const both = await Promise.all(Array.from({ length: 20 }, (_, i) => call(t.app, 'POST', 'wallet/out',
      { address_id: i % 2 ? trc : bobs, amount: '10', pay_password: PAY_PASSWORD }, { token: i % 2 ? alice.token : bob.token })));
    expect(both.filter((r) => r.body.type === 'ok').length).toBe(4);
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 0n, locked: 20_60000000n });
    expect(await fundingOf(t.app, bob.id)).toEqual({ available: 0n, locked: 20_60000000n });
  });
});
