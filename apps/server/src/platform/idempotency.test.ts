import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platformAccount, userAccount } from '../modules/ledger/index.js';
import { fund, plainUser } from '../modules/spot/spot.testkit.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { AppError } from './http/errors.js';

let t: TestApp;
beforeEach(async () => { t = await createTestApp(); });
afterEach(async () => { await t.close(); });

/** Moves 1 USDT from the user to the outside world: a stand-in money request with a visible effect. */
function payOne(userId: number, key: string | undefined, request: unknown = { amount: '1' }) {
  const { ledger } = t.app.services;
  const { idempotency } = t.app.platform;
  return idempotency.once({ userId, scope: 'test.pay', key, request }, async (tx) => {
    const { entryId } = await ledger.post(tx, {
      actor: { type: 'user', id: userId }, reason: 'transfer', detail: 'test pay', ref: `test:pay:${Math.random()}`,
      lines: [
        { account: userAccount(userId, 'USDT', 'funding', 'real'), amount: -100000000n },
        { account: platformAccount('USDT', 'external', 'real'), amount: 100000000n },
      ],
    });
    return { entry: entryId };
  });
}

const available = async (userId: number) => (await t.app.services.ledger.balance(userAccount(userId, 'USDT', 'funding', 'real'))).available;

describe('Idempotency.once', () => {
  it('runs the work once for 50 concurrent requests with one key and answers all of them alike', async () => {
    const user = await plainUser(t.app, 'idem');
    await fund(t.app, user, 'USDT', '100');
    const answers = await Promise.all(Array.from({ length: 50 }, () => payOne(user, 'key-00000001')));
    expect(new Set(answers.map((a) => a.entry)).size).toBe(1);
    expect(await available(user)).toBe(99_00000000n);
  });

  it('runs every request without a key, and distinct keys separately', async () => {
    const user = await plainUser(t.app, 'idem2');
    await fund(t.app, user, 'USDT', '10');
    await payOne(user, undefined);
    await payOne(user, undefined);
    await payOne(user, 'key-a-000001');
    await payOne(user, 'key-b-000001');
    expect(await available(user)).toBe(6_00000000n);
  });

  it('keeps keys per user: the same key of another user is that user\'s own', async () => {
    const a = await plainUser(t.app, 'idema');
    const b = await plainUser(t.app, 'idemb');
    await fund(t.app, a, 'USDT', '5');
    await fund(t.app, b, 'USDT', '5');
    await payOne(a, 'shared-key-01');
    await payOne(b, 'shared-key-01');
    expect([await available(a), await available(b)]).toEqual([4_00000000n, 4_00000000n]);
  });

  it('refuses the same key with a different request', async () => {
    const user = await plainUser(t.app, 'idem3');
    await fund(t.app, user, 'USDT', '5');
    await payOne(user, 'key-c-000001', { amount: '1' });
    await expect(payOne(user, 'key-c-000001', { amount: '2' })).rejects.toMatchObject({ key: 'idempotency_key_reused' });
    expect(await available(user)).toBe(4_00000000n);
  });

  it('stores nothing for a failed attempt, so a retry with the same key does the work', async () => {
    const user = await plainUser(t.app, 'idem4');
    await expect(payOne(user, 'key-d-000001')).rejects.toBeInstanceOf(AppError);
    await fund(t.app, user, 'USDT', '3');
    await payOne(user, 'key-d-000001');
    expect(await available(user)).toBe(2_00000000n);
  });
});
