import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { fund } from '../spot/spot.testkit.js';
import { lockFunding, priceMarket, problems } from './wallet.testkit.js';

type Asset = { coin: string; currency_id: number | null; name: string | null; available: string; locked: string; total: string; usdt_value: string; priced: boolean };
type Overview = { mode: string; total_usdt: string; accounts: { kind: string; total_usdt: string; assets: Asset[] }[] };
type Detail = Asset & { kind: string; mode: string };

describe('wallet accounts: list, detail, getBalance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await priceMarket(t.app, 'BTC/USDT', '90000', t.clock.now());
    await priceMarket(t.app, 'USDC/USDT', '0.9999', t.clock.now());
  });
  afterAll(async () => { await t.close(); });

  it('lists every kind with every wallet coin and what else is held, valued in USDT with exact totals', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '1000.5');
    await fund(t.app, u.id, 'BTC', '0.01');
    await fund(t.app, u.id, 'USDC', '3');
    // SOL has a market but no price yet; it is listed, valued 0 and flagged.
    await fund(t.app, u.id, 'SOL', '2');
    await lockFunding(t.app, u.id, '0.5');
    for (const method of ['GET', 'POST'] as const) {
      const res = await call<Overview>(t.app, method, 'wallet/list', undefined, { token: u.token });
      expect(res.status).toBe(200);
      const data = res.body.data as Overview;
      expect(data.mode).toBe('real');
      expect(data.accounts.map((a) => a.kind)).toEqual(['funding', 'options', 'futures', 'trust']);
      const funding = data.accounts[0];
      expect(funding?.assets.map((a) => a.coin)).toEqual(['BTC', 'ETH', 'USDT', 'USDC', 'SOL']);
      expect(funding?.assets.find((a) => a.coin === 'USDT')).toEqual({
        coin: 'USDT', currency_id: 3, name: 'Tether USD', available: '1000', locked: '0.5', total: '1000.5', usdt_value: '1000.5', priced: true,
      });
      expect(funding?.assets.find((a) => a.coin === 'BTC')).toMatchObject({ total: '0.01', usdt_value: '900', priced: true });
      expect(funding?.assets.find((a) => a.coin === 'USDC')).toMatchObject({ total: '3', usdt_value: '2.9997', priced: true });
      // ETH has a market but no price yet: zero held, still flagged as unpriced.
      expect(funding?.assets.find((a) => a.coin === 'ETH')).toMatchObject({ total: '0', usdt_value: '0', priced: false });
      expect(funding?.assets.find((a) => a.coin === 'SOL')).toEqual({
        coin: 'SOL', currency_id: null, name: 'Solana', available: '2', locked: '0', total: '2', usdt_value: '0', priced: false,
      });
      expect(funding?.total_usdt).toBe('1903.4997');
      for (const other of data.accounts.slice(1)) {
        expect(other.assets.map((a) => a.coin)).toEqual(['BTC', 'ETH', 'USDT', 'USDC']);
        expect(other.total_usdt).toBe('0');
      }
      expect(data.total_usdt).toBe('1903.4997');
    }
    await priceMarket(t.app, 'SOL/USDT', '185.5', t.clock.now());
    const priced = (await call<Overview>(t.app, 'GET', 'wallet/list', undefined, { token: u.token })).body.data as Overview;
    expect(priced.accounts[0]?.assets.find((a) => a.coin === 'SOL')).toMatchObject({ usdt_value: '371', priced: true });
    expect(priced.total_usdt).toBe('2274.4997');
    expect(await problems(t.app)).toEqual([]);
  });

  it('answers the demo accounts with X-Demo: 1 and for a guest, apart from the real ones', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '5');
    const demo = (await call<Overview>(t.app, 'POST', 'wallet/list', undefined, { token: u.token, demo: true })).body.data as Overview;
    expect(demo.mode).toBe('demo');
    expect(demo.accounts[0]?.assets.find((a) => a.coin === 'USDT')?.total).toBe('100000');
    expect(demo.total_usdt).toBe('100000');
    const real = (await call<Overview>(t.app, 'POST', 'wallet/list', undefined, { token: u.token })).body.data as Overview;
    expect(real.total_usdt).toBe('5');
    const guest = await call<{ token: string }>(t.app, 'POST', 'demo/guest');
    const g = (await call<Overview>(t.app, 'GET', 'wallet/list', undefined, { token: guest.body.data?.token ?? '' })).body.data as Overview;
    expect(g.mode).toBe('demo');
    expect(g.total_usdt).toBe('100000');
  });

  it('answers one coin in one account by symbol or currency_id, funding by default', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'BTC', '0.5');
    const bySymbol = await call<Detail>(t.app, 'POST', 'wallet/detail', { coin: 'btc' }, { token: u.token });
    expect(bySymbol.body.data).toEqual({
      coin: 'BTC', currency_id: 1, name: 'Bitcoin', available: '0.5', locked: '0', total: '0.5', usdt_value: '45000', priced: true, kind: 'funding', mode: 'real',
    });
    const byId = await call<Detail>(t.app, 'POST', 'wallet/detail', { coin: '', currency_id: '1', type: 'futures' }, { token: u.token });
    expect(byId.body.data).toMatchObject({ coin: 'BTC', total: '0', kind: 'futures', mode: 'real' });
    const demo = await call<Detail>(t.app, 'POST', 'wallet/detail', { coin: '3' }, { token: u.token, demo: true, json: true });
    expect(demo.body.data).toMatchObject({ coin: 'USDT', total: '100000', mode: 'demo' });
    const sol = await call<Detail>(t.app, 'POST', 'wallet/detail', { coin: 'SOL' }, { token: u.token });
    expect(sol.body.data).toMatchObject({ coin: 'SOL', currency_id: null, total: '0' });
  });

  it('refuses a bad detail request with a clear error, never a 5xx', async () => {
    const u = await registerUser(t.app);
    const cases: [Record<string, unknown> | undefined, number, string][] = [
      [{}, 422, 'Please choose a coin.'],
      [undefined, 422, 'Please choose a coin.'],
      [{ coin: 'DOGEX' }, 404, 'This coin is not supported.'],
      [{ coin: 'AAPL' }, 404, 'This coin is not supported.'],
      [{ currency_id: '99' }, 404, 'This coin is not supported.'],
      [{ coin: 'USDT', type: 'spot' }, 422, 'Please choose a valid account: funding, options, futures or trust.'],
      [{ coin: 'USDT', type: 'external' }, 422, 'Please choose a valid account: funding, options, futures or trust.'],
      [{ coin: 'x'.repeat(500) }, 400, 'The request could not be read.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await call(t.app, 'POST', 'wallet/detail', body, { token: u.token });
      expect({ status: res.status, message: res.body.message }, JSON.stringify(body)).toEqual({ status, message });
    }
    const zh = await call(t.app, 'POST', 'wallet/detail', { coin: 'USDT', type: 'nope' }, { token: u.token, lang: 'zh' });
    expect(zh.body).toEqual({ type: 'error', code: 6101, message: '请选择有效的账户：资金、期权、合约或托管。' });
  });

  it('keeps getBalance\'s shape and adds type and currency filters', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '10');
    await fund(t.app, u.id, 'BTC', '1');
    const all = await call(t.app, 'GET', 'getBalance', undefined, { token: u.token });
    expect(all.body.data).toEqual([
      { asset: 'USDT', kind: 'funding', mode: 'real', available: '10', locked: '0' },
      { asset: 'BTC', kind: 'funding', mode: 'real', available: '1', locked: '0' },
    ]);
    expect((await call(t.app, 'GET', 'getBalance', { currency: 'btc' }, { token: u.token })).body.data)
      .toEqual([{ asset: 'BTC', kind: 'funding', mode: 'real', available: '1', locked: '0' }]);
    expect((await call(t.app, 'GET', 'getBalance', { currency: '3', type: 'funding' }, { token: u.token })).body.data)
      .toEqual([{ asset: 'USDT', kind: 'funding', mode: 'real', available: '10', locked: '0' }]);
    expect((await call(t.app, 'GET', 'getBalance', { type: 'options' }, { token: u.token })).body.data).toEqual([]);
    expect((await call(t.app, 'GET', 'getBalance', { type: 'bogus' }, { token: u.token })).status).toBe(422);
    expect((await call(t.app, 'GET', 'getBalance', { currency: 'NOPE' }, { token: u.token })).status).toBe(404);
  });

  it('asks for a login on every wallet read', async () => {
    for (const [method, path] of [['GET', 'wallet/list'], ['POST', 'wallet/list'], ['POST', 'wallet/detail'], ['GET', 'getBalance']] as const) {
      const res = await call(t.app, method, path, method === 'POST' ? { coin: 'USDT' } : undefined);
      expect(res.status).toBe(401);
      expect(res.body.type).toBe('999');
    }
  });
});
