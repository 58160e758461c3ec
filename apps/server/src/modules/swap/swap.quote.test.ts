import { parseAmount as p, type SwapCurrencies } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { platformAccount } from '../ledger/index.js';
import { balanceOf, fund } from '../spot/spot.testkit.js';
import { swapAccount } from './swap.liquidity.js';
import { exchange, feedPrices, getQuote, okData, refusal } from './swap.testkit.js';

describe('swap at the feed price: quotes, validity and who may use them', () => {
  let t: TestApp;
  let user: { token: string; id: number };
  moneyTestApp(async (app) => {
    await app.app.services.swap.fundLiquidity();
    await feedPrices(app.app, app.clock.now(), { BTC: '96000', ETH: '3400' });
    return registerUser(app.app);
  }, (app, signedUp) => { t = app; user = signedUp; });

  it('quotes BTC to USDT with the disclosed spread, rounding down what the user receives', async () => {
    const q = okData(await getQuote(t.app, user, { from: 'btc', to: 'USDT', amount: '0.5' }));
    // 0.5 x 96000 = 48000; the 0.2 % spread is 96; the user receives 47904.
    expect(q).toMatchObject({
      kind: 'coin', mode: 'real', from: 'BTC', to: 'USDT', rate: '96000', from_price: '96000', to_price: '1', price_unit: 'USDT',
      spread_bps: 20, amount: '0.5', gross: '48000', fee: '96', fee_asset: 'USDT', receive: '47904',
      expires_at: t.clock.now() + 15_000, created_at: t.clock.now(),
    });
    expect(q.quote_id).toMatch(/^[0-9a-f]{32}$/);
    // 1 USDT / 96000 = 0.0000104166.. BTC, rounded up to the atom.
    expect(q.min_amount).toBe('0.00001042');
  });

  it('quotes between two coins through both USDT prices, exactly', async () => {
    const q = okData(await getQuote(t.app, user, { from: 'ETH', to: 'BTC', amount: '1.23456789' }));
    // gross = 123456789 x 3400e8 / 96000e8 = 4372427.9... -> 4372427 atoms; after the spread 4363682.0... -> 4363682.
    const gross = (p('1.23456789') * p('3400')) / p('96000');
    const receive = (gross * 9980n) / 10_000n;
    expect(gross).toBe(4372427n);
    expect(q).toMatchObject({ gross: '0.04372427', receive: '0.04363682', fee: '0.00008745', rate: '0.03541666' });
    expect(receive + p(q.fee ?? '')).toBe(gross);
  });

  it('honours the quote within its validity even after the feed moved, and moves the money in one entry', async () => {
    await fund(t.app, user.id, 'BTC', '1');
    const q = okData(await getQuote(t.app, user, { from: 'BTC', to: 'USDT', amount: '0.5' }));
    t.clock.advance(10_000);
    await feedPrices(t.app, t.clock.now(), { BTC: '90000' });
    const fresh = okData(await getQuote(t.app, user, { from: 'BTC', to: 'USDT', amount: '0.5' }));
    expect(fresh.receive).toBe('44910');
    const before = (await t.app.services.ledger.balance(swapAccount('USDT', 'real'))).available;

    const order = okData(await exchange(t.app, user, { quote_id: q.quote_id, amount: '0.5' }));
    expect(order).toMatchObject({ from: 'BTC', to: 'USDT', amount: '0.5', gross: '48000', fee: '96', receive: '47904', from_price: '96000', spread_bps: 20 });
    expect(await balanceOf(t.app, user.id, 'BTC')).toEqual({ available: p('0.5'), locked: 0n });
    expect(await balanceOf(t.app, user.id, 'USDT')).toEqual({ available: p('47904'), locked: 0n });
    expect((await t.app.services.ledger.balance(swapAccount('USDT', 'real'))).available).toBe(before - p('48000'));
    expect((await t.app.services.ledger.balance(swapAccount('BTC', 'real'))).available).toBe(p('1000000') / 96000n + p('0.5'));
    expect((await t.app.services.ledger.balance(platformAccount('USDT', 'fees'))).available).toBe(p('96'));
    const entries = await t.app.platform.db.selectFrom('ledger_entries').selectAll().where('reason', '=', 'swap').execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_type: 'user', actor_id: user.id, ref: `swap:${q.quote_id}` });

    const history = okData(await call<{ total: number; items: { id: number }[] }>(t.app, 'GET', 'swap/orders', undefined, { token: user.token }));
    expect(history).toMatchObject({ total: 1, items: [{ id: order.id }] });
  });

  it('uses another amount at the quoted price, and a quote only once', async () => {
    await fund(t.app, user.id, 'USDT', '10000');
    const q = okData(await getQuote(t.app, user, { from: 'USDT', to: 'ETH' }));
    expect(q).toMatchObject({ amount: null, gross: null, receive: null, rate: '0.00029411' });
    const order = okData(await exchange(t.app, user, { quote_id: q.quote_id, amount: '3400' }));
    expect(order).toMatchObject({ gross: '1', fee: '0.002', receive: '0.998' });
    expect(refusal(await exchange(t.app, user, { quote_id: q.quote_id, amount: '3400' }))).toBe(6411);
  });

  it('refuses an expired quote with a clear message and never re-prices it', async () => {
    await fund(t.app, user.id, 'BTC', '1');
    const q = okData(await getQuote(t.app, user, { from: 'BTC', to: 'USDT', amount: '0.1' }));
    t.clock.advance(15_000);
    const res = await exchange(t.app, user, { quote_id: q.quote_id, amount: '0.1' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ type: 'error', code: 6410, message: 'The quote has expired, please refresh' });
    expect(await balanceOf(t.app, user.id, 'BTC')).toEqual({ available: p('1'), locked: 0n });
    const zh = await call(t.app, 'POST', 'swap/exchangeCurrency', { quote_id: q.quote_id, amount: '0.1' }, { token: user.token, lang: 'zh' });
    expect(zh.body.message).toBe('报价已过期，请刷新');
  });

  it("refuses a forged quote id, another user's quote and a quote of the other mode", async () => {
    await fund(t.app, user.id, 'BTC', '1');
    const other = await registerUser(t.app);
    await fund(t.app, other.id, 'BTC', '1');
    const q = okData(await getQuote(t.app, user, { from: 'BTC', to: 'USDT', amount: '0.1' }));
    expect(refusal(await exchange(t.app, user, { quote_id: 'f'.repeat(32), amount: '0.1' }))).toBe(6409);
    expect(refusal(await exchange(t.app, user, { quote_id: "1' or '1'='1", amount: '0.1' }))).toBe(6409);
    expect(refusal(await exchange(t.app, other, { quote_id: q.quote_id, amount: '0.1' }))).toBe(6409);
    expect(refusal(await exchange(t.app, { token: user.token, demo: true }, { quote_id: q.quote_id, amount: '0.1' }))).toBe(6409);
    expect(refusal(await exchange(t.app, user, { quote_id: q.quote_id, amount: '0.1' }, true))).toBe(6409);
    expect(await balanceOf(t.app, other.id, 'USDT')).toEqual({ available: 0n, locked: 0n });
    // The rightful owner can still use it.
    okData(await exchange(t.app, user, { quote_id: q.quote_id, amount: '0.1' }));
  });

  it('answers insufficient_balance when short, and refuses when the swap account lacks the asset', async () => {
    await fund(t.app, user.id, 'BTC', '0.01');
    const q = okData(await getQuote(t.app, user, { from: 'BTC', to: 'USDT' }));
    expect(refusal(await exchange(t.app, user, { quote_id: q.quote_id, amount: '0.02' }))).toBe(3001);
    await fund(t.app, user.id, 'BTC', '100');
    const big = await exchange(t.app, user, { quote_id: q.quote_id, amount: '20' });
    expect(big.body).toEqual({ type: 'error', code: 6412, message: 'Not enough USDT is available for this swap right now. Please try a smaller amount.' });
    expect(refusal(await getQuote(t.app, user, { from: 'BTC', to: 'USDT', amount: '20' }))).toBe(6412);
    expect(await balanceOf(t.app, user.id, 'BTC')).toEqual({ available: p('100.01'), locked: 0n });
  });

  it('refuses without a fresh feed price: none yet, or stale', async () => {
    expect(refusal(await getQuote(t.app, user, { from: 'SOL', to: 'USDT' }))).toBe(6404);
    t.clock.advance(121_000);
    const stale = await getQuote(t.app, user, { from: 'BTC', to: 'USDT' });
    expect(stale.body).toMatchObject({ code: 6404, message: 'There is no current price for BTC. Please try again shortly.' });
  });

  it('lists the wallet coins and the spot bases, and the enabled fiat currencies', async () => {
    const res = okData(await call<SwapCurrencies>(
      t.app, 'GET', 'swap/currencies'));
    expect(res.coins.slice(0, 4).map((c) => [c.symbol, c.currency_id])).toEqual([['BTC', 1], ['ETH', 2], ['USDT', 3], ['USDC', 4]]);
    expect(res.coins.map((c) => c.symbol)).toEqual(expect.arrayContaining(['SOL', 'DOGE', 'DOT']));
    expect(new Set(res.coins.map((c) => c.symbol)).size).toBe(res.coins.length);
    expect(res.fiats.map((f) => f.code)).toEqual(['AUD', 'EUR', 'GBP', 'HKD', 'JPY', 'USD']);
    expect(res.fiats.every((f) => f.sample)).toBe(true);
    expect(res).toMatchObject({ spread_bps: 20, quote_valid_ms: 15_000 });
    // The seed's currency_id works too.
    expect(okData(await getQuote(t.app, user, { from: '1', to: '3' }))).toMatchObject({ from: 'BTC', to: 'USDT' });
  });
});
