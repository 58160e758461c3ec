import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, registerUser, type Reply } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ADDRESSES_PER_COIN_NETWORK } from './withdrawals.rules.js';
import { ADDRESSES, PAY_PASSWORD, bookAddress, outboxCode, setPayPassword } from './withdrawals.testkit.js';
import type { AddressView } from './withdrawals.views.js';

let t: TestApp;
let alice: { token: string; id: number; email: string };
beforeEach(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  await setPayPassword(t.app, alice.id);
});
afterEach(async () => { await t.close(); });

/** A fresh security code to the user's email (the 60 s resend cooldown is waited out on the test clock). */
async function securityCode(who: { token: string; email: string }): Promise<string> {
  t.clock.advance(61_000);
  await call(t.app, 'POST', 'sms_other_mail', {}, { token: who.token });
  return outboxCode(t.app, who.email);
}

async function add(body: Record<string, string>, o: { token?: string; demo?: boolean; lang?: string; code?: boolean } = {}): Promise<Reply<AddressView>> {
  const code = o.code === false ? {} : { code: await securityCode(alice) };
  return call<AddressView>(t.app, 'POST', 'wallet/addaddress', { pay_password: PAY_PASSWORD, ...code, ...body },
    { token: o.token ?? alice.token, demo: o.demo ?? false, lang: o.lang ?? 'en' });
}

const list = (token: string, body: Record<string, string> = {}) => call<AddressView[]>(t.app, 'POST', 'wallet/apv_address', body, { token });

function refused(res: Reply, code: number, message: string): void {
  expect(res.body).toEqual({ type: 'error', code, message });
  expect(res.status).toBeLessThan(500);
}

describe('wallet/addaddress', () => {
  it('adds an address checked for its network, in its checksummed spelling, and lists it', async () => {
    const res = await add({ coin: 'USDT', network: 'erc20', address: ADDRESSES.ERC20.toLowerCase(), remark: 'cold wallet' });
    expect(res.body.type).toBe('ok');
    expect(res.body.data).toMatchObject({ currency_id: 3, coin: 'USDT', network: 'ERC20', address: ADDRESSES.ERC20, remark: 'cold wallet' });
    await add({ currency_id: '1', network: 'OMNI', address: ADDRESSES.OMNI });
    const all = (await list(alice.token)).body.data ?? [];
    expect(all.map((a) => a.coin)).toEqual(['BTC', 'USDT']);
    expect((await list(alice.token, { coin: 'usdt' })).body.data?.map((a) => a.address)).toEqual([ADDRESSES.ERC20]);
    expect((await list(alice.token, { coin: 'USDT', network: 'TRC20' })).body.data).toEqual([]);
    const bare = await call<AddressView[]>(t.app, 'POST', 'wallet/apv_address', undefined, { token: alice.token });
    expect(bare.body.data?.length).toBe(2);
  });

  it('answers each rule with its message', async () => {
    refused(await add({ network: 'ERC20', address: ADDRESSES.ERC20 }), 1001, 'Please check the field: coin.');
    refused(await add({ coin: 'DOGE', network: 'ERC20', address: ADDRESSES.ERC20 }), 6003, 'This coin is not supported.');
    refused(await add({ coin: 'USDT', address: ADDRESSES.ERC20 }), 1001, 'Please check the field: network.');
    refused(await add({ coin: 'BTC', network: 'TRC20', address: ADDRESSES.TRC20 }), 6004, 'This network is not supported for the coin.');
    refused(await add({ coin: 'USDT', network: 'TRC20' }), 6308, 'Please enter the withdraw address.');
    refused(await add({ coin: 'USDT', network: 'TRC20', address: ADDRESSES.ERC20 }), 6006, 'This is not a valid TRC20 address.');
    refused(await add({ coin: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }), 6006, 'This is not a valid TRC20 address.');
    refused(await add({ coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, pay_password: '12345' }), 2026, 'Password must be 6 digits.');
    refused(await add({ coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, pay_password: '999999' }), 6301,
      'Wrong fund password. 4 tries left before it is locked for 30 minutes.');
    refused(await add({ coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20 }, { code: false }), 2006, 'Please enter the verification code.');
    refused(await add({ coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, code: '000000' }), 2007, 'The verification code is wrong or has expired.');
    expect((await list(alice.token)).body.data).toEqual([]);
  });

  it('speaks the request language', async () => {
    const invalid = await add({ coin: 'USDT', network: 'TRC20', address: 'nope' }, { lang: 'zh' });
    expect([invalid.body.code, invalid.body.message]).toEqual([6006, '这不是有效的 TRC20 地址。']);
    const res = await add({ coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, pay_password: '111111' }, { lang: 'zh' });
    expect(res.body.message).toBe('资金密码错误，还可尝试 4 次，之后将锁定 30 分钟。');
  });

  it('needs a fund password set first', async () => {
    const bob = await registerUser(t.app);
    const code = await securityCode(bob);
    const res = await call(t.app, 'POST', 'wallet/addaddress', { coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, pay_password: PAY_PASSWORD, code }, { token: bob.token });
    refused(res, 2029, 'Please set a fund password first.');
  });

  it('refuses the same address twice, however it is spelled, and more than the book holds', async () => {
    expect((await add({ coin: 'ETH', network: 'ERC20', address: ADDRESSES.ERC20 })).body.type).toBe('ok');
    refused(await add({ coin: 'ETH', network: 'ERC20', address: ADDRESSES.ERC20.toUpperCase().replace('0X', '0x') }), 6305, 'This address is already in your address book.');
    for (let i = 1; i < ADDRESSES_PER_COIN_NETWORK; i++) await bookAddress(t.app, alice.id, 'ETH', 'ERC20', `0x${i.toString(16).padStart(40, '0')}`);
    refused(await add({ coin: 'ETH', network: 'ERC20', address: `0x${'ab'.repeat(20)}` }), 6306, 'The address book holds at most 20 addresses per coin and network.');
  });

  it('is restricted on demo accounts and for guests, and needs a login', async () => {
    refused(await add({ coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20 }, { demo: true }), 1403, 'This Action is Restricted on Demo Account.');
    const guest = await call<{ token: string }>(t.app, 'POST', 'demo/guest');
    refused(await list(guest.body.data?.token ?? ''), 1403, 'This Action is Restricted on Demo Account.');
    const res = await call(t.app, 'POST', 'wallet/apv_address', {});
    expect(res.status).toBe(401);
    expect(res.body.type).toBe('999');
  });
});

describe('wallet/deladdress and ownership', () => {
  it("never shows or deletes another user's address", async () => {
    const id = await bookAddress(t.app, alice.id, 'USDT', 'TRC20');
    const bob = await registerUser(t.app);
    expect((await list(bob.token)).body.data).toEqual([]);
    refused(await call(t.app, 'POST', 'wallet/deladdress', { id }, { token: bob.token }), 6304, 'This withdraw address does not exist.');
    expect((await list(alice.token)).body.data?.map((a) => a.id)).toEqual([id]);
    const del = await call(t.app, 'POST', 'wallet/deladdress', { id }, { token: alice.token });
    expect(del.body).toMatchObject({ type: 'ok', data: null });
    expect((await list(alice.token)).body.data).toEqual([]);
    refused(await call(t.app, 'POST', 'wallet/deladdress', { id }, { token: alice.token }), 6304, 'This withdraw address does not exist.');
  });

  it('answers bad ids and fields with a clear error, never a 5xx', async () => {
    for (const body of [{}, { id: 'abc' }, { id: '-1' }, { id: '0' }, { id: '1e99' }, { id: '99999999999999999999' }]) {
      const res = await call(t.app, 'POST', 'wallet/deladdress', body, { token: alice.token });
      expect(res.body.type).toBe('error');
      expect(res.status).toBe(422);
    }
    const long = await add({ coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, remark: 'x'.repeat(41) }, { code: false });
    expect([long.status, long.body.code]).toEqual([422, 1001]);
    const huge = await add({ coin: 'USDT', network: 'TRC20', address: 'T'.repeat(5000) }, { code: false });
    expect(huge.status).toBe(422);
    const json = await call(t.app, 'POST', 'wallet/addaddress', { coin: ['USDT'], network: 5, address: { a: 1 } }, { token: alice.token, json: true });
    expect(json.status).toBe(422);
  });
});

describe('wallet/check_address', () => {
  const check = (body: Record<string, string>, lang = 'en') => call<{ valid: boolean; network: string | null; address: string | null; message: string | null }>(
    t.app, 'POST', 'wallet/check_address', body, { token: alice.token, lang });

  it('answers valid with the normalised address, or the reason', async () => {
    expect((await check({ coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20 })).body.data)
      .toEqual({ valid: true, network: 'TRC20', address: ADDRESSES.TRC20, message: null });
    expect((await check({ coin: 'BTC', network: 'OMNI', address: 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4' })).body.data?.address)
      .toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect((await check({ coin: 'USDT', network: 'ERC20', address: ADDRESSES.TRC20 })).body.data)
      .toEqual({ valid: false, network: null, address: null, message: 'This is not a valid ERC20 address.' });
    expect((await check({ coin: 'USDT', network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' })).body.data?.valid).toBe(false);
    expect((await check({ coin: 'ETH', network: 'TRC20', address: ADDRESSES.TRC20 })).body.data?.message).toBe('This network is not supported for the coin.');
    expect((await check({ coin: 'USDT', network: 'OMNI', address: 'x' }, 'zh')).body.data?.message).not.toBe('This is not a valid OMNI address.');
  });
});
