import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { fund } from '../spot/spot.testkit.js';
import { lockFunding, priceMarket, problems } from './wallet.testkit.js';

type Overview = { mode: string; total_usdt: string; accounts: { kind: string; total_usdt: string }[] };

/**
 * One total: Home's "Total balance" and Assets' "Total assets (USDT)" both read wallet/list's total_usdt, which is
 * every asset of every account kind the user has, available and locked, at the feed price, summed in atoms.
 */
describe('wallet/list total_usdt: every account of the user in USDT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await priceMarket(t.app, 'BTC/USDT', '96000.12', t.clock.now());
    await priceMarket(t.app, 'ETH/USDT', '3400.5', t.clock.now());
    await priceMarket(t.app, 'SOL/USDT', '185.125', t.clock.now());
  });
  afterAll(async () => { await t.close(); });

  it('sums funding, options, futures and trust, every coin and any other asset, locked funds included', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '5000.25');
    await fund(t.app, u.id, 'BTC', '0.01143596');
    await fund(t.app, u.id, 'ETH', '1.5');
    await fund(t.app, u.id, 'SOL', '3');
    await lockFunding(t.app, u.id, '100');
    const move = async (to: string, coin: string, amount: string) => {
      const res = await call(t.app, 'POST', 'wallet/change', { from: 'funding', to, coin, amount }, { token: u.token });
      expect(res.body.type).toBe('ok');
    };
    await move('futures', 'USDT', '1000');
    await move('trust', 'USDT', '250.25');
    await move('options', 'BTC', '0.01');
    await move('futures', 'ETH', '0.5');

    const data = (await call<Overview>(t.app, 'GET', 'wallet/list', undefined, { token: u.token })).body.data as Overview;
    // funding: 3750 USDT (100 of it locked) + 0.00143596 BTC + 1 ETH + 3 SOL
    //   = 3750 + 137.85233231 (0.00143596 x 96000.12, atoms truncated) + 3400.5 + 555.375
    // options: 0.01 BTC = 960.0012; futures: 1000 + 0.5 x 3400.5 = 2700.25; trust: 250.25
    const byKind = Object.fromEntries(data.accounts.map((a) => [a.kind, a.total_usdt]));
    expect(byKind).toEqual({ funding: '7843.72733231', options: '960.0012', futures: '2700.25', trust: '250.25' });
    expect(data.total_usdt).toBe('11754.22853231');
    expect(await problems(t.app)).toEqual([]);
  });

  it('a demo user’s total is the demo accounts’ value, apart from the real ones', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '7');
    await fund(t.app, u.id, 'BTC', '0.5', 'demo');
    const real = (await call<Overview>(t.app, 'GET', 'wallet/list', undefined, { token: u.token })).body.data as Overview;
    const demo = (await call<Overview>(t.app, 'GET', 'wallet/list', undefined, { token: u.token, demo: true })).body.data as Overview;
    expect(real.total_usdt).toBe('7');
    expect(demo.mode).toBe('demo');
    // The demo accounts start with 100,000 USDT of virtual money; 0.5 BTC x 96000.12 adds 48000.06.
    expect(demo.total_usdt).toBe('148000.06');
  });
});
