import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { configureAddresses, depositId } from '../deposits/deposits.testkit.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { fund } from '../spot/spot.testkit.js';
import type { WalletLogItem } from './wallet-log.js';
import { PAY_PASSWORD, bookAddress, setPayPassword } from './withdrawals.testkit.js';
import type { WithdrawalView } from './withdrawals.views.js';

let t: TestApp;
let alice: { token: string; id: number };
let bob: { token: string; id: number };
beforeEach(async () => {
  books.clear();
  t = await createTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  for (const u of [alice, bob]) {
    await setPayPassword(t.app, u.id);
    await fund(t.app, u.id, 'USDT', '1000');
  }
});
afterEach(async () => {
  expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  await t.close();
});

const books = new Map<number, number>();
async function withdraw(who: { token: string; id: number }, amount: string): Promise<number> {
  const address_id = books.get(who.id) ?? await bookAddress(t.app, who.id, 'USDT', 'OMNI');
  books.set(who.id, address_id);
  const res = await call<WithdrawalView>(t.app, 'POST', 'wallet/out', { address_id, amount, pay_password: PAY_PASSWORD }, { token: who.token });
  if (!res.body.data) throw new Error(JSON.stringify(res.body));
  t.clock.advance(1000);
  return res.body.data.id;
}

type Page<T> = { total: number; items: T[] };

describe('charge_mention/log3', () => {
  it("answers the caller's withdrawals newest first, paged, and never another user's", async () => {
    const a1 = await withdraw(alice, '10');
    const b1 = await withdraw(bob, '11');
    const a2 = await withdraw(alice, '12');
    const a3 = await withdraw(alice, '13');
    const first = await call<Page<WithdrawalView>>(t.app, 'GET', 'charge_mention/log3', { page: 1, limit: 2 }, { token: alice.token });
    expect(first.body.data?.total).toBe(3);
    expect(first.body.data?.items.map((w) => w.id)).toEqual([a3, a2]);
    expect(first.body.data?.items[0]).toMatchObject({
      coin: 'USDT', currency_id: 3, network: 'OMNI', address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', amount: '13', fee: '0.39', total: '13.39',
      status: 'processing', reason: null, tx_hash: null,
    });
    const second = await call<Page<WithdrawalView>>(t.app, 'GET', 'charge_mention/log3', { page: 2, limit: 2 }, { token: alice.token });
    expect(second.body.data?.items.map((w) => w.id)).toEqual([a1]);
    const bobs = await call<Page<WithdrawalView>>(t.app, 'GET', 'charge_mention/log3', undefined, { token: bob.token });
    expect(bobs.body.data?.items.map((w) => w.id)).toEqual([b1]);
  });

  it('answers bad paging with a clear error, and refuses demo mode and no login', async () => {
    for (const q of [{ page: 0 }, { page: 'x' }, { limit: 1000 }, { limit: -1 }]) {
      const res = await call(t.app, 'GET', 'charge_mention/log3', q, { token: alice.token });
      expect([res.status, res.body.code], JSON.stringify(q)).toEqual([422, 1001]);
    }
    expect((await call(t.app, 'GET', 'charge_mention/log3', undefined, { token: alice.token, demo: true })).body.code).toBe(1403);
    expect((await call(t.app, 'GET', 'charge_mention/log3')).status).toBe(401);
    expect((await call(t.app, 'GET', 'charge_mention/walletLog')).status).toBe(401);
  });
});

describe('charge_mention/walletLog', () => {
  it('lists deposits and withdrawals together newest first, and one type when asked', async () => {
    await configureAddresses(t.app);
    const d1 = await depositId(t.app, alice.token, { amount: '100' });
    t.clock.advance(1000);
    const w1 = await withdraw(alice, '10');
    const d2 = await depositId(t.app, alice.token, { amount: '200' });
    t.clock.advance(1000);
    await depositId(t.app, bob.token, { amount: '300' });
    const all = await call<Page<WalletLogItem>>(t.app, 'GET', 'charge_mention/walletLog', { page: 1, limit: 10 }, { token: alice.token });
    expect(all.body.data?.total).toBe(3);
    expect(all.body.data?.items.map((i) => `${i.type}${i.id}`)).toEqual([`deposit${d2}`, `withdraw${w1}`, `deposit${d1}`]);
    expect(all.body.data?.items[1]).toMatchObject({ amount: '10', fee: '0.3', status: 'processing', network: 'OMNI' });
    expect(all.body.data?.items[0]).toMatchObject({ amount: '200', fee: '0', status: 'processing', network: 'TRC20' });
    const paged = await call<Page<WalletLogItem>>(t.app, 'GET', 'charge_mention/walletLog', { page: 2, limit: 2 }, { token: alice.token });
    expect(paged.body.data?.items.map((i) => `${i.type}${i.id}`)).toEqual([`deposit${d1}`]);
    const deposits = await call<Page<WalletLogItem>>(t.app, 'GET', 'charge_mention/walletLog', { type: 'deposit' }, { token: alice.token });
    expect([deposits.body.data?.total, deposits.body.data?.items.map((i) => i.id)]).toEqual([2, [d2, d1]]);
    const withdrawals = await call<Page<WalletLogItem>>(t.app, 'GET', 'charge_mention/walletLog', { type: 'withdraw' }, { token: alice.token });
    expect(withdrawals.body.data?.items.map((i) => i.id)).toEqual([w1]);
    const bad = await call(t.app, 'GET', 'charge_mention/walletLog', { type: 'transfer' }, { token: alice.token });
    expect([bad.status, bad.body.code]).toEqual([422, 1001]);
  });
});
