import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ADDRESSES, configureAddresses } from './deposits.testkit.js';

type Coin = { currency_id: number; coin: string; deposit_enabled: boolean; min_deposit: string; confirmations: number; networks: { network: string; available: boolean; sample: boolean }[] };
type Address = { coin: string; network: string; address: string; sample: boolean; qr: string; min_deposit: string };
type Info = Coin & { notes: string[] };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => { await t.close(); });

describe('deposit information', () => {
  it('deposit_currency lists the coins with networks, minimums, the open flag and whether an address exists', async () => {
    await t.app.services.coins.setAddress('USDT', 'TRC20', ADDRESSES.TRC20);
    const res = await call<Coin[]>(t.app, 'POST', 'wallet/deposit_currency', {}, { token });
    expect(res.body.data?.map((c) => [c.currency_id, c.coin, c.min_deposit, c.deposit_enabled, c.confirmations])).toEqual([
      [1, 'BTC', '0.001', true, 5], [2, 'ETH', '0.01', true, 5], [3, 'USDT', '10', true, 5], [4, 'USDC', '10', true, 5],
    ]);
    expect(res.body.data?.find((c) => c.coin === 'USDT')?.networks).toEqual([
      { network: 'ERC20', available: false, sample: false }, { network: 'TRC20', available: true, sample: false }, { network: 'OMNI', available: false, sample: false },
    ]);
    expect((await call(t.app, 'POST', 'wallet/deposit_currency')).status).toBe(401);
  });

  it('answers the address with a QR code by POST, GET and get_address, by symbol or currency_id', async () => {
    await configureAddresses(t.app);
    for (const [method, path, body] of [
      ['POST', 'wallet/deposit_address', { coin: 'usdt', network: 'trc20' }],
      ['GET', 'wallet/deposit_address', { currency_id: 3, network: 'TRC20' }],
      ['POST', 'wallet/get_address', { currency_id: '3', network: 'TRC20' }],
    ] as const) {
      const res = await call<Address>(t.app, method, path, body, { token });
      expect(res.body.data, path).toMatchObject({ coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, sample: false, min_deposit: '10' });
      expect(res.body.data?.qr).toMatch(/^data:image\/png;base64,/);
    }
    const eth = await call<Address>(t.app, 'POST', 'wallet/get_address', { coin: 'ETH' }, { token });
    expect(eth.body.data).toMatchObject({ network: 'ERC20', address: ADDRESSES.ERC20 });
  });

  it('says "Deposit not yet open", asks to contact support without an address, and refuses unknown coins and networks', async () => {
    await configureAddresses(t.app);
    await t.app.services.coins.update('USDC', { depositEnabled: false }, null);
    expectError(await call(t.app, 'POST', 'wallet/deposit_address', { coin: 'USDC', network: 'ERC20' }, { token }), 409, 6210, 'Deposit not yet open.');
    expectError(await call(t.app, 'POST', 'wallet/deposit_address', { coin: 'USDC', network: 'ERC20' }, { token, lang: 'zh' }), 409, 6210, '充值暂未开放。');
    await t.app.services.coins.update('USDC', { depositEnabled: true }, null);
    await t.app.services.coins.setAddress('USDC', 'ERC20', null);
    expectError(await call(t.app, 'POST', 'wallet/get_address', { coin: 'USDC', network: 'ERC20' }, { token }), 409, 6211,
      'Payment address is not currently configured, contact support.');
    expectError(await call(t.app, 'POST', 'wallet/get_address', { coin: 'XRP', network: 'ERC20' }, { token }), 404, 6003, 'This coin is not supported.');
    expectError(await call(t.app, 'POST', 'wallet/get_address', { coin: 'USDC', network: 'OMNI' }, { token }), 422, 6004, 'This network is not supported for the coin.');
    expectError(await call(t.app, 'POST', 'wallet/get_address', { coin: 'USDC' }, { token }), 422, 1001, 'Please check the field: network.');
    expectError(await call(t.app, 'POST', 'wallet/get_address', {}, { token }), 422, 1001, 'Please check the field: coin.');
  });

  it('marks a sample address so the page can warn, and is refused in demo mode', async () => {
    await t.app.services.coins.setAddress('BTC', 'OMNI', '1BitcoinEaterAddressDontSendf59kuE', true);
    const res = await call<Address>(t.app, 'POST', 'wallet/deposit_address', { coin: 'BTC', network: 'OMNI' }, { token });
    expect(res.body.data).toMatchObject({ sample: true, address: '1BitcoinEaterAddressDontSendf59kuE' });
    expectError(await call(t.app, 'POST', 'wallet/deposit_address', { coin: 'BTC', network: 'OMNI' }, { token, demo: true }), 403, 1403,
      'This Action is Restricted on Demo Account.');
  });

  it("get_info gives the deposit page's networks, minimum, 5 confirmations and notes in the request's language", async () => {
    await t.app.services.coins.setAddress('BTC', 'OMNI', '1BitcoinEaterAddressDontSendf59kuE', true);
    const en = await call<Info>(t.app, 'POST', 'wallet/get_info', { coin: 'BTC' }, { token });
    expect(en.body.data).toMatchObject({ coin: 'BTC', min_deposit: '0.001', deposit_step: '0.0001', confirmations: 5, networks: [{ network: 'OMNI', available: true, sample: true }] });
    expect(en.body.data?.notes).toEqual([
      'Send only BTC on the OMNI network to this address; other coins or networks cannot be recovered.',
      'Minimum deposit: 0.001 BTC, in steps of 0.0001 BTC. Smaller amounts are not credited.',
      'Your deposit is credited after 5 block confirmations and a review of your transfer proof.',
      'Upload a screenshot of the transfer as proof; the transaction hash is optional but speeds up the review.',
      'Sample address of a trial install — do not send real funds.',
    ]);
    const zh = await call<Info>(t.app, 'POST', 'wallet/get_info', { currency_id: 3, network: 'TRC20' }, { token, lang: 'zh' });
    expect(zh.body.data?.networks.map((n) => n.network)).toEqual(['TRC20']);
    expect(zh.body.data?.notes[2]).toBe('充值在 5 个区块确认并审核转账凭证后入账。');
  });
});
