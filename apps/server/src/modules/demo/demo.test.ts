import { parseAmount } from '@candor/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, registerUser, setFundPassword, type Reply } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { userAccount } from '../ledger/index.js';

function expectError(res: Reply, status: number, code: number, message: string): void {
  expect(res.body).toEqual({ type: 'error', code, message });
  expect(res.status).toBe(status);
}

type Balance = { asset: string; kind: string; mode: string; available: string; locked: string };
type Session = { token: string; user: { id: number; kind: string; email: string | null; username: string | null } };

const DEMO = 'This Action is Restricted on Demo Account.';
const startingDemo = [{ asset: 'USDT', kind: 'funding', mode: 'demo', available: '100000', locked: '0' }];

describe('demo accounts', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  const balances = async (token: string, demo: boolean) =>
    (await call<Balance[]>(t.app, 'GET', 'getBalance', undefined, { token, demo })).body.data;

  /** Moves demo money the way demo trading will: out of funding into futures, part of it locked. */
  async function spendDemo(userId: number): Promise<void> {
    await t.app.services.ledger.transaction(async (tx) => {
      await t.app.services.ledger.post(tx, {
        actor: { type: 'user', id: userId }, reason: 'transfer', ref: `test:${userId}:move`,
        lines: [
          { account: userAccount(userId, 'USDT', 'funding', 'demo'), amount: -parseAmount('2500.5') },
          { account: userAccount(userId, 'USDT', 'futures', 'demo'), amount: parseAmount('2500.5') },
        ],
      });
      await t.app.services.ledger.lock(tx, {
        account: userAccount(userId, 'USDT', 'futures', 'demo'), amount: parseAmount('100'),
        actor: { type: 'user', id: userId }, reason: 'spot_order', ref: `test:${userId}:lock`,
      });
    });
  }

  it('funds a new user with 100000 USDT of demo money and nothing real', async () => {
    const u = await registerUser(t.app);
    expect(await balances(u.token, true)).toEqual(startingDemo);
    expect(await balances(u.token, false)).toEqual([]);
    const res = await call(t.app, 'GET', 'getBalance', undefined, { token: u.token, headers: { 'x-demo': '0' } });
    expect(res.body.data).toEqual([]);
  });

  it('takes the starting amount from DEMO_START_USDT', async () => {
    const custom = await createTestApp({ DEMO_START_USDT: '5000' });
    try {
      const u = await registerUser(custom.app);
      const res = await call<Balance[]>(custom.app, 'GET', 'getBalance', undefined, { token: u.token, demo: true });
      expect(res.body.data).toEqual([{ asset: 'USDT', kind: 'funding', mode: 'demo', available: '5000', locked: '0' }]);
    } finally {
      await custom.close();
    }
  });

  it('demo/reset restores the starting balance and empties the other demo accounts', async () => {
    const u = await registerUser(t.app);
    await spendDemo(u.id);
    expect(await balances(u.token, true)).toEqual([
      { asset: 'USDT', kind: 'funding', mode: 'demo', available: '97499.5', locked: '0' },
      { asset: 'USDT', kind: 'futures', mode: 'demo', available: '2400.5', locked: '100' },
    ]);
    expect((await call(t.app, 'POST', 'demo/reset', undefined, { token: u.token, demo: true })).body).toEqual({ type: 'ok', code: 1, message: 'OK', data: null });
    const after = await balances(u.token, true);
    expect(after).toContainEqual(startingDemo[0]);
    for (const b of after ?? []) if (b.kind !== 'funding') expect(b).toMatchObject({ available: '0', locked: '0' });
    expect(await balances(u.token, false)).toEqual([]);
    expect((await call(t.app, 'POST', 'demo/reset', undefined, { token: u.token })).body.type).toBe('ok');
    expect((await balances(u.token, true))?.find((b) => b.kind === 'funding')).toEqual(startingDemo[0]);
  });

  it('demo/reset touches only the caller\'s demo accounts', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await spendDemo(b.id);
    await call(t.app, 'POST', 'demo/reset', undefined, { token: a.token });
    expect((await balances(b.token, true))?.find((x) => x.kind === 'futures')).toMatchObject({ available: '2400.5', locked: '100' });
  });

  it('X-Demo: 1 blocks actions outside demo trading for a real user', async () => {
    const u = await registerUser(t.app);
    expectError(await call(t.app, 'POST', 'user/setpaypwd', { pay_password: '123456', re_pay_password: '123456' }, { token: u.token, demo: true }), 403, 1403, DEMO);
    expectError(await call(t.app, 'POST', 'safe/update_password', { old_password: u.password, new_password: 'newpass1', re_password: 'newpass1' }, { token: u.token, demo: true }), 403, 1403, DEMO);
    expectError(await call(t.app, 'POST', 'user/e_pwd', { code: '123456', pay_password: '123456', re_pay_password: '123456' }, { token: u.token, demo: true, lang: 'zh' }), 403, 1403, '模拟账户不能执行此操作。');
    expect((await setFundPassword(t.app, u, '123456')).body.type).toBe('ok');
  });
});

describe('guest demo (demo/guest)', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  it('opens a session without registering, holding only demo money', async () => {
    const res = await call<Session>(t.app, 'POST', 'demo/guest');
    expect(res.status).toBe(200);
    const s = res.body.data as Session;
    expect(s.user).toMatchObject({ kind: 'guest', email: null, username: null });
    for (const demo of [false, true]) {
      expect((await call(t.app, 'GET', 'getBalance', undefined, { token: s.token, demo })).body.data).toEqual(startingDemo);
    }
    expect((await call(t.app, 'GET', 'user/center', undefined, { token: s.token })).body.data).toMatchObject({ id: s.user.id, kind: 'guest' });
    expect((await call(t.app, 'GET', 'user/centerwak', undefined, { token: s.token })).body.data).toMatchObject({ kind: 'guest', demo: true });
    expect((await call(t.app, 'GET', 'user/center2', undefined, { token: s.token })).body.data).toMatchObject({ has_login_password: false, demo: true });
    expect((await call(t.app, 'POST', 'user/has_password', undefined, { token: s.token })).body.data).toEqual({ has_password: false });
  });

  it('gives each guest their own accounts', async () => {
    const a = (await call<Session>(t.app, 'POST', 'demo/guest')).body.data as Session;
    const b = (await call<Session>(t.app, 'POST', 'demo/guest')).body.data as Session;
    expect(a.user.id).not.toBe(b.user.id);
    expect(a.token).not.toBe(b.token);
  });

  it('is restricted from setpaypwd, update_password and e_pwd', async () => {
    const { token } = (await call<Session>(t.app, 'POST', 'demo/guest')).body.data as Session;
    expectError(await call(t.app, 'POST', 'user/setpaypwd', { pay_password: '123456', re_pay_password: '123456' }, { token }), 403, 1403, DEMO);
    expectError(await call(t.app, 'POST', 'safe/update_password', { old_password: 'whatever', new_password: 'newpass1', re_password: 'newpass1' }, { token }), 403, 1403, DEMO);
    expectError(await call(t.app, 'POST', 'user/e_pwd', { code: '123456', pay_password: '123456', re_pay_password: '123456' }, { token }), 403, 1403, DEMO);
    expectError(await call(t.app, 'POST', 'user/setpaypwd', {}, { token, lang: 'zh' }), 403, 1403, '模拟账户不能执行此操作。');
  });

  it('can reset its demo money and log out', async () => {
    const s = (await call<Session>(t.app, 'POST', 'demo/guest')).body.data as Session;
    expect((await call(t.app, 'POST', 'demo/reset', undefined, { token: s.token })).body.type).toBe('ok');
    expect((await call(t.app, 'GET', 'getBalance', undefined, { token: s.token })).body.data).toEqual(startingDemo);
    expect((await call(t.app, 'POST', 'user/logout', undefined, { token: s.token })).body.type).toBe('ok');
    expect((await call(t.app, 'GET', 'getBalance', undefined, { token: s.token })).status).toBe(401);
  });

  it('ignores extra fields asking for another kind or money', async () => {
    const res = await call<Session>(t.app, 'POST', 'demo/guest', { kind: 'user', balance: '1000000', role: 'superadmin', id: '1' });
    const s = res.body.data as Session;
    expect(s.user.kind).toBe('guest');
    expect((await call(t.app, 'GET', 'getBalance', undefined, { token: s.token })).body.data).toEqual(startingDemo);
  });
});
