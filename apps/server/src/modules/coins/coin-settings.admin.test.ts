import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expect999, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { CoinAdminView } from './coin-settings.admin.js';
import { ADDRESSES } from '../deposits/deposits.testkit.js';

let t: TestApp;
let root: SignedIn;
let ops: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  root = await superadmin(t);
  ops = await adminOfRole(t, root, 'operator', 'olga_ops');
});
afterEach(async () => { await t.close(); });

const update = (asset: string, body: Record<string, string>, who = ops) => call<CoinAdminView>(t.app, 'POST', `admin/coins/${asset}`, body, { token: who.token });
const setAddress = (asset: string, network: string, address: string | undefined, who = ops) =>
  call<CoinAdminView>(t.app, 'POST', `admin/coins/${asset}/networks/${network}`, address === undefined ? {} : { address }, { token: who.token });
const auditOf = async (action: string) => t.app.platform.db.selectFrom('audit_log').select(['admin_id', 'target', 'detail']).where('action', '=', action).execute();

describe('coin settings back office', () => {
  it('lists every coin with settings and addresses (react-admin ids are the assets); audited', async () => {
    const list = dataOf(await call<{ total: number; items: CoinAdminView[] }>(t.app, 'GET', 'admin/coins', {}, { token: ops.token }));
    expect(list.total).toBe(4);
    expect(list.items.find((c) => c.asset === 'USDT')).toEqual({
      id: 'USDT', asset: 'USDT', currency_id: 3, name: 'Tether USD', decimals: 8, display_decimals: 2, deposit_enabled: true, withdraw_enabled: true,
      min_deposit: '10', deposit_step: '1', min_withdraw: '10', withdraw_fee_bps: 300, review_threshold: '10000',
      networks: [{ network: 'ERC20', deposit_address: null, sample: false }, { network: 'TRC20', deposit_address: null, sample: false }, { network: 'OMNI', deposit_address: null, sample: false }],
    });
    // The seeded deposit steps: stablecoins whole numbers, BTC 0.0001, ETH 0.001.
    expect(list.items.map((c) => [c.asset, c.deposit_step])).toEqual([['BTC', '0.0001'], ['ETH', '0.001'], ['USDT', '1'], ['USDC', '1']]);
    expect((await auditOf('coin.list')).map((a) => a.admin_id)).toEqual([ops.id]);
  });

  it('changes the deposit step, which the deposit rule then uses', async () => {
    expect(dataOf(await update('BTC', { deposit_step: '0.001' })).deposit_step).toBe('0.001');
    expect((await t.app.services.coins.get('BTC')).depositStepAtoms).toBe(100_000n);
  });

  it('changes only the fields sent, amounts as decimal strings; audited', async () => {
    const after = dataOf(await update('usdc', { deposit_enabled: '0', min_deposit: '25.5', withdraw_fee_bps: '250', review_threshold: '5000' }));
    expect(after).toMatchObject({ deposit_enabled: false, withdraw_enabled: true, min_deposit: '25.5', min_withdraw: '10', withdraw_fee_bps: 250, review_threshold: '5000' });
    const coin = await t.app.services.coins.get('USDC');
    expect([coin.minDepositAtoms, coin.reviewThresholdAtoms]).toEqual([25_50000000n, 5000_00000000n]);
    expect(dataOf(await update('4', { deposit_enabled: 'true' })).deposit_enabled).toBe(true);
    const audit = await auditOf('coin.update');
    expect(audit.map((a) => [a.admin_id, a.target])).toEqual([[ops.id, 'coin:USDC'], [ops.id, 'coin:USDC']]);
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toMatchObject({ min_deposit: '25.5', withdraw_fee_bps: '250' });
  });

  it('refuses bad values and changes nothing', async () => {
    for (const [body, field] of [
      [{ min_deposit: '-1' }, 'min_deposit'], [{ min_withdraw: '1.123456789' }, 'min_withdraw'], [{ review_threshold: 'lots' }, 'review_threshold'],
      [{ min_deposit: '9'.repeat(30) }, 'min_deposit'], [{ withdraw_fee_bps: '5001' }, 'withdraw_fee_bps'], [{ withdraw_fee_bps: '2.5' }, 'withdraw_fee_bps'],
      [{ deposit_enabled: 'maybe' }, 'deposit_enabled'], [{ deposit_step: '0' }, 'deposit_step'], [{ deposit_step: '-0.1' }, 'deposit_step'],
      [{ deposit_step: '0.000000001' }, 'deposit_step'], [{ deposit_step: '1000001' }, 'deposit_step'],
    ] as const) {
      expectError(await update('USDT', body), 422, 6005, `Please check the coin setting: ${field}.`);
    }
    expectError(await update('DOGE', { deposit_enabled: '0' }), 404, 6003, 'This coin is not supported.');
    expect(dataOf(await call<{ items: CoinAdminView[] }>(t.app, 'GET', 'admin/coins', {}, { token: ops.token })).items.find((c) => c.asset === 'USDT'))
      .toMatchObject({ min_deposit: '10', min_withdraw: '10', withdraw_fee_bps: 300, review_threshold: '10000', deposit_enabled: true });
  });

  it('sets a deposit address checked for its network (stored in one spelling), clears it with an empty one; audited', async () => {
    const lower = ADDRESSES.ERC20.toLowerCase();
    const set = dataOf(await setAddress('USDT', 'erc20', lower));
    expect(set.networks[0]).toEqual({ network: 'ERC20', deposit_address: ADDRESSES.ERC20, sample: false });
    expect(dataOf(await setAddress('USDT', 'TRC20', ADDRESSES.TRC20)).networks[1]?.deposit_address).toBe(ADDRESSES.TRC20);
    expect(dataOf(await setAddress('BTC', 'OMNI', ADDRESSES.OMNI)).networks[0]?.deposit_address).toBe(ADDRESSES.OMNI);
    for (const [asset, network, address] of [
      ['USDT', 'ERC20', '0x1234'], ['USDT', 'ERC20', ADDRESSES.TRC20], ['USDT', 'TRC20', ADDRESSES.ERC20], ['USDT', 'TRC20', 'T123'],
      ['BTC', 'OMNI', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'], ['BTC', 'OMNI', 'bc1qnotanaddress'], ['USDT', 'ERC20', '0x5AAEB6053f3E94C9b9A09f33669435E7Ef1BeAed'],
    ] as const) {
      expectError(await setAddress(asset, network, address), 422, 6006, `This is not a valid ${network} address.`);
    }
    expectError(await setAddress('ETH', 'TRC20', ADDRESSES.TRC20), 422, 6004, 'This network is not supported for the coin.');
    expect(dataOf(await setAddress('USDT', 'ERC20', '')).networks[0]?.deposit_address).toBeNull();
    expect(dataOf(await setAddress('USDT', 'TRC20', undefined)).networks[1]?.deposit_address).toBeNull();
    const audit = await auditOf('coin.address');
    expect(audit).toHaveLength(5);
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toEqual({ network: 'ERC20', address: ADDRESSES.ERC20 });
  });

  it('an address the operator sets replaces a sample one and is no longer marked as sample', async () => {
    await t.app.services.coins.setAddress('USDT', 'TRC20', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', true);
    expect(dataOf(await setAddress('USDT', 'TRC20', ADDRESSES.TRC20)).networks[1]).toEqual({ network: 'TRC20', deposit_address: ADDRESSES.TRC20, sample: false });
  });

  it('refuses user tokens, no token, and roles without the coins resource', async () => {
    const u = await registerUser(t.app);
    const support = await adminOfRole(t, root, 'support', 'sam_support');
    const finance = await adminOfRole(t, root, 'finance', 'fay_finance');
    for (const [method, path, body] of [['GET', 'admin/coins', undefined], ['POST', 'admin/coins/USDT', { deposit_enabled: '0' }], ['POST', 'admin/coins/USDT/networks/TRC20', { address: ADDRESSES.TRC20 }]] as const) {
      expect999(await call(t.app, method, path, body, { token: u.token }));
      expect999(await call(t.app, method, path, body));
      expect((await call(t.app, method, path, body, { token: support.token })).status).toBe(403);
    }
    expect((await update('USDT', { withdraw_fee_bps: '100' }, finance)).status).toBe(200);
    expect((await t.app.services.coins.get('USDT')).networks[1]?.depositAddress).toBeNull();
    expect((await t.app.services.coins.get('USDT')).depositEnabled).toBe(true);
  });
});
