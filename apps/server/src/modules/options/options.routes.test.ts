import { parseAmount as p, type OptionOrder, type OptionProducts, type OptionVerification } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { grantKyc } from '../kyc/kyc.testkit.js';
import { fundOptions, optionsBalance, tick } from './options.testkit.js';

const KYC_MESSAGE = 'Please complete basic verification (KYC) first.';

describe('options calls: KYC gate, limits, demo, microtrade aliases, verification', () => {
  let t: TestApp;
  let user: { token: string; id: number };
  moneyTestApp(async (app) => {
    await app.app.services.options.money.fundPlatform(['real', 'demo']);
    await tick(app.app, app.clock.now(), { BTC: '100000', ETH: '3000' });
    return registerUser(app.app);
  }, (app, u) => { t = app; user = u; });
  const trade = (body: Record<string, string>, demo = false, lang?: string) =>
    call<OptionOrder>(t.app, 'POST', 'option/trade', { symbol: 'BTC/USDT', direction: 'rise', seconds: '60', amount: '100', ...body }, { token: user.token, demo, ...(lang ? { lang } : {}) });

  it('real money needs KYC basic; the demo needs none and never touches the real account', async () => {
    await fundOptions(t.app, user.id, '1000');
    await fundOptions(t.app, user.id, '500', 'demo');
    const refused = await trade({});
    expect(refused.body).toMatchObject({ type: 'error', message: KYC_MESSAGE });
    expect(await t.app.platform.db.selectFrom('option_orders').selectAll().execute()).toEqual([]);
    const demo = await trade({}, true);
    expect(demo.body.data).toMatchObject({ mode: 'demo', status: 'open', stake: '100' });
    expect(await optionsBalance(t.app, user.id, 'demo')).toEqual({ available: p('400'), locked: p('100') });
    expect(await optionsBalance(t.app, user.id)).toEqual({ available: p('1000'), locked: 0n });
    await grantKyc(t.app, user.id, 'basic');
    expect((await trade({})).body.data).toMatchObject({ mode: 'real' });
    // The lists keep the modes apart.
    const real = await call<{ total: number }>(t.app, 'GET', 'option/list', { tab: 'open' }, { token: user.token });
    const demoList = await call<{ total: number }>(t.app, 'GET', 'microtrade/lists', { tab: 'open' }, { token: user.token, demo: true });
    expect([real.body.data?.total, demoList.body.data?.total]).toEqual([1, 1]);
  });

  it('refusals name the rule or the limit, in the language asked', async () => {
    await grantKyc(t.app, user.id, 'basic');
    await fundOptions(t.app, user.id, '30000');
    const code = async (body: Record<string, string>) => (await trade(body)).body;
    expect((await code({ seconds: '' })).message).toBe('Please choose a time range first.');
    expect((await code({ amount: '' })).message).toBe('Please enter the amount.');
    expect((await code({ amount: '5' })).message).toBe('The amount is below the minimum of 10 USDT.');
    expect((await code({ amount: '5001' })).message).toBe('Limit: stake per order. The amount is above the maximum of 5000 USDT.');
    expect((await code({ direction: 'sideways' })).message).toBe('Please choose rise, fall or even.');
    expect((await code({ seconds: '90' })).message).toBe('This time range is not offered.');
    expect((await code({ coin: 'BTC' })).message).toBe('Stakes are paid in USDT only.');
    expect((await code({ symbol: 'NOPE/USDT' })).message).toBe('There is no option product for this symbol.');
    // Open stake per user and side: 20,000 by default, the same for everyone.
    for (let i = 0; i < 4; i++) expect((await trade({ amount: '5000' })).body.type).toBe('ok');
    const capped = await trade({ amount: '10' });
    expect(capped.body.message).toMatch(/^Limit: open stake per user on this symbol and side \(20000 USDT\)/);
    expect((await trade({ amount: '10' }, false, 'de')).body.message).toMatch(/^Limit: offener Einsatz pro Nutzer/);
    // The other side is its own limit.
    expect((await trade({ amount: '10', direction: 'fall' })).body.type).toBe('ok');
  });

  it('the side cap of all users and the platform account\'s cover bound the exposure', async () => {
    const other = await registerUser(t.app);
    for (const u of [user, other]) { await grantKyc(t.app, u.id, 'basic'); await fundOptions(t.app, u.id, '5000'); }
    await t.app.services.options.products.editSymbol('BTC/USDT', { side_open_cap: '150' }, 1);
    expect((await trade({ amount: '100' })).body.type).toBe('ok');
    const refused = await call(t.app, 'POST', 'option/trade', { symbol: 'BTC/USDT', direction: 'rise', seconds: '60', amount: '100' }, { token: other.token });
    expect(refused.body.message).toMatch(/^Limit: open stake of all users on this symbol and side \(150 USDT\)/);
    // The platform account reserves each open order's profit; when it cannot, the order is refused.
    const pool = await t.app.services.options.money.poolBalance('real');
    const { ledger } = t.app.services;
    await ledger.transaction((tx) => ledger.post(tx, {
      actor: { type: 'system', id: 0 }, reason: 'options_liquidity_funding', ref: 'test:drain',
      lines: [{ account: { ownerId: 0, asset: 'USDT', kind: 'options_pool', mode: 'real' }, amount: -(pool.available - p('10')) },
        { account: { ownerId: 0, asset: 'USDT', kind: 'external', mode: 'real' }, amount: pool.available - p('10') }],
    }));
    const cover = await trade({ amount: '20', direction: 'fall' });
    expect(cover.body.message).toMatch(/^Limit: the platform's options account cannot cover this payout now/);
    expect(await optionsBalance(t.app, user.id)).toEqual({ available: p('4900'), locked: p('100') });
  });

  it('insufficient options balance is refused with nothing written', async () => {
    await grantKyc(t.app, user.id, 'basic');
    await fundOptions(t.app, user.id, '50');
    expect((await trade({ amount: '100' })).body.message).toBe('Insufficient balance in the options account.');
    const stake = await t.app.platform.db.selectFrom('option_open_stake').selectAll().execute();
    expect(stake.every((s) => s.stake_atoms === 0n)).toBe(true);
    expect(await t.app.platform.db.selectFrom('option_orders').selectAll().execute()).toEqual([]);
  });

  it('products, durations and payable coins are shown before buying; verification is public', async () => {
    const products = await call<OptionProducts>(t.app, 'GET', 'option/products', undefined, { token: user.token, demo: true });
    expect(products.body.data).toMatchObject({ mode: 'demo', coin: 'USDT', void_after_ms: 10_000, payout_account_balance: '1000000', available: '0' });
    expect(products.body.data?.durations.map((d) => d.seconds)).toEqual([60, 120, 180, 240, 600, 1800]);
    expect(products.body.data?.symbols.find((s) => s.symbol === 'BTC/USDT')).toMatchObject({ last: '100000', price_decimals: 2 });
    const seconds = await call<{ seconds: number; rate: string }[]>(t.app, 'GET', 'microtrade/seconds');
    expect(seconds.body.data?.[0]).toMatchObject({ seconds: 60, rate: '0.8', min_stake: '10' });
    const payable = await call(t.app, 'GET', 'microtrade/payable_currencies');
    expect(payable.body.data).toEqual([{ coin: 'USDT', decimals: 8, currency_id: 3, available: null }]);

    await fundOptions(t.app, user.id, '500', 'demo');
    const o = (await call<OptionOrder>(t.app, 'POST', 'microtrade/submit', { symbol: 'BTCUSDT', direction: 'fall', transaction_period: '60', amount: '50' }, { token: user.token, demo: true })).body.data!;
    await tick(t.app, o.close_time + 2, { BTC: '99990.5' });
    t.clock.advance(62_000);
    await t.app.platform.jobs.runDue('options.settle');
    const v = await call<OptionVerification>(t.app, 'GET', `option/verify/${o.id}`);
    expect(v.body.data).toMatchObject({
      status: 'settled', open_tick: { price: '100000', source: 'test' }, close_tick: { price: '99990.5', time: o.close_time + 2 },
      stored: { result: 'win', outcome: 'fall', credited: '90' }, recomputed: { result: 'win', outcome: 'fall', credited: '90' }, matches: true, tick_size: '0.01',
    });
    expect((await call(t.app, 'POST', 'option/cancel', { id: o.id }, { token: user.token, demo: true })).body.message)
      .toBe('An option cannot be cancelled: its open price was fixed when it was bought.');
    expect((await call(t.app, 'GET', 'option/verify/999999')).body.message).toBe('This order does not exist.');
  });
});
