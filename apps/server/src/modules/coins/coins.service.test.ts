import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeEach(async () => { t = await createTestApp(); });
afterEach(async () => { await t.close(); });

describe('CoinsService', () => {
  it('lists the seed coins by currency_id with their networks, 3 % fee and no deposit address yet', async () => {
    const coins = await t.app.services.coins.list();
    expect(coins.map((c) => [c.coin.id, c.asset, c.networks.map((n) => n.network)])).toEqual([
      [1, 'BTC', ['OMNI']], [2, 'ETH', ['ERC20']], [3, 'USDT', ['ERC20', 'TRC20', 'OMNI']], [4, 'USDC', ['ERC20', 'TRC20']],
    ]);
    expect(coins.every((c) => c.withdrawFeeBps === 300 && c.networks.every((n) => n.depositAddress === null))).toBe(true);
    expect((await t.app.services.coins.get('usdt')).minDepositAtoms).toBe(10_00000000n);
  });

  it('finds a coin by symbol or currency_id and refuses unknown coins and networks', async () => {
    const { coins } = t.app.services;
    expect((await coins.get(3)).asset).toBe('USDT');
    expect((await coins.get('2')).asset).toBe('ETH');
    await expect(coins.get('DOGE')).rejects.toMatchObject({ key: 'coin_unknown' });
    await expect(coins.network('ETH', 'TRC20')).rejects.toMatchObject({ key: 'network_unknown' });
    expect((await coins.network('usdt', 'trc20')).network.network).toBe('TRC20');
  });

  it('updates settings and addresses, and refuses negative amounts and absurd fees', async () => {
    const { coins } = t.app.services;
    const after = await coins.update('USDC', { depositEnabled: false, minWithdrawAtoms: 20_00000000n, withdrawFeeBps: 250 }, 1);
    expect([after.depositEnabled, after.minWithdrawAtoms, after.withdrawFeeBps]).toEqual([false, 20_00000000n, 250]);
    await expect(coins.update('USDC', { minDepositAtoms: -1n }, 1)).rejects.toMatchObject({ key: 'coin_setting_invalid' });
    await expect(coins.update('USDC', { withdrawFeeBps: 5001 }, 1)).rejects.toMatchObject({ key: 'coin_setting_invalid' });
    const set = await coins.setAddress('USDC', 'TRC20', 'TXYZabc', true);
    expect(set.networks.find((n) => n.network === 'TRC20')).toEqual({ network: 'TRC20', depositAddress: 'TXYZabc', sample: true });
  });
});
