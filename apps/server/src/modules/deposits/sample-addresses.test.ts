import { isValidAddress, NETWORK_CODES } from '@candor/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ADDRESSES } from './deposits.testkit.js';
import { isTrialInstall, reconcileSampleAddresses, SAMPLE_ADDRESSES } from './sample-addresses.js';

let t: TestApp;
beforeEach(async () => { t = await createTestApp(); });
afterEach(async () => { await t.close(); });

const trial = loadConfig({ NODE_ENV: 'development' });
const production = loadConfig({ NODE_ENV: 'production' });
const postgres = loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/candor' });

describe('sample deposit addresses', () => {
  it('are valid burn addresses of their networks', () => {
    for (const network of NETWORK_CODES) expect(isValidAddress(network, SAMPLE_ADDRESSES[network]), network).toBe(true);
  });

  it('only the embedded default outside production is a trial install', () => {
    expect([isTrialInstall(trial), isTrialInstall(production), isTrialInstall(postgres)]).toEqual([true, false, false]);
  });

  it('a trial install gets one on every network without an address, marked sample, and keeps real ones', async () => {
    const { coins } = t.app.services;
    await coins.setAddress('USDT', 'TRC20', ADDRESSES.TRC20);
    expect(await reconcileSampleAddresses(trial, coins)).toEqual({ set: 6, cleared: 0 });
    const usdt = await coins.get('USDT');
    expect(usdt.networks).toEqual([
      { network: 'ERC20', depositAddress: SAMPLE_ADDRESSES.ERC20, sample: true },
      { network: 'TRC20', depositAddress: ADDRESSES.TRC20, sample: false },
      { network: 'OMNI', depositAddress: SAMPLE_ADDRESSES.OMNI, sample: true },
    ]);
    expect(await reconcileSampleAddresses(trial, coins)).toEqual({ set: 0, cleared: 0 });
  });

  it('production and PostgreSQL installs get none, and lose any a trial database brought along', async () => {
    const { coins } = t.app.services;
    expect(await reconcileSampleAddresses(postgres, coins)).toEqual({ set: 0, cleared: 0 });
    expect((await coins.list()).every((c) => c.networks.every((n) => n.depositAddress === null))).toBe(true);
    await reconcileSampleAddresses(trial, coins);
    await coins.setAddress('USDT', 'TRC20', ADDRESSES.TRC20);
    expect(await reconcileSampleAddresses(production, coins)).toEqual({ set: 0, cleared: 6 });
    const left = (await coins.list()).flatMap((c) => c.networks.filter((n) => n.depositAddress !== null).map((n) => [c.asset, n.network, n.sample]));
    expect(left).toEqual([['USDT', 'TRC20', false]]);
  });
});
