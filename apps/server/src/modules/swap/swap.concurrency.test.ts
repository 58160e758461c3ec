import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { platformAccount } from '../ledger/index.js';
import { balanceOf, fund } from '../spot/spot.testkit.js';
import { swapAccount } from './swap.liquidity.js';
import { exchange, feedPrices, getQuote, okData, refusal } from './swap.testkit.js';

describe('swap: idempotency, races and demo accounts', () => {
  let t: TestApp;
  let user: { token: string; id: number };
  moneyTestApp(async (app) => {
    await app.app.services.swap.fundLiquidity();
    await feedPrices(app.app, app.clock.now(), { BTC: '96000', ETH: '3400' });
    return registerUser(app.app);
  }, (app, signedUp) => { t = app; user = signedUp; });

  const swapRows = async () => t.app.platform.db.selectFrom('swap_orders').selectAll().execute();

  it('gives one swap for the same idempotency key sent 50 times at once, with the same answer', async () => {
    await fund(t.app, user.id, 'BTC', '1');
    const q = okData(await getQuote(t.app, user, { from: 'BTC', to: 'USDT' }));
    const body = { quote_id: q.quote_id, amount: '0.25', idempotency_key: 'swap-key-0001' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => exchange(t.app, user, body)));
    const ids = new Set(answers.map((a) => okData(a).id));
    expect(ids.size).toBe(1);
    expect(await swapRows()).toHaveLength(1);
    expect(await balanceOf(t.app, user.id, 'BTC')).toEqual({ available: p('0.75'), locked: 0n });
    expect(await balanceOf(t.app, user.id, 'USDT')).toEqual({ available: p('23952'), locked: 0n });
    // A later repeat, even after the quote expired, answers the stored result; the header works like the field.
    t.clock.advance(60_000);
    const later = await call(t.app, 'POST', 'swap/exchangeCurrency', { quote_id: q.quote_id, amount: '0.25' },
      { token: user.token, headers: { 'idempotency-key': 'swap-key-0001' } });
    expect(okData(later)).toEqual(okData(answers[0]!));
    // The same key with a different request is refused, not answered.
    expect(refusal(await exchange(t.app, user, { ...body, amount: '0.3' }))).toBe(6002);
  });

  it('never overdraws under 100 concurrent swaps of one balance', async () => {
    await fund(t.app, user.id, 'USDT', '1000');
    const quotes = [];
    for (let i = 0; i < 100; i++) quotes.push(okData(await getQuote(t.app, user, { from: 'USDT', to: 'BTC' })).quote_id);
    const answers = await Promise.all(quotes.map((quote_id, i) =>
      exchange(t.app, user, { quote_id, amount: '30', idempotency_key: `race-${String(i).padStart(4, '0')}` })));
    const ok = answers.filter((a) => a.body.type === 'ok');
    expect(ok).toHaveLength(33);
    for (const a of answers) if (a.body.type !== 'ok') expect(refusal(a)).toBe(3001);
    expect(await balanceOf(t.app, user.id, 'USDT')).toEqual({ available: p('10'), locked: 0n });
    // 30 USDT / 96000 = 0.0003125 BTC gross; less 0.2 %: 0.00031187 (rounded down).
    expect(await balanceOf(t.app, user.id, 'BTC')).toEqual({ available: 33n * p('0.00031187'), locked: 0n });
    expect(await swapRows()).toHaveLength(33);
  });

  it('lets only one of many concurrent exchanges use one quote', async () => {
    await fund(t.app, user.id, 'USDT', '1000');
    const q = okData(await getQuote(t.app, user, { from: 'USDT', to: 'ETH' }));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      exchange(t.app, user, { quote_id: q.quote_id, amount: '34', idempotency_key: `same-quote-${i}` })));
    expect(answers.filter((a) => a.body.type === 'ok')).toHaveLength(1);
    for (const a of answers) if (a.body.type !== 'ok') expect(refusal(a)).toBe(6411);
    expect(await balanceOf(t.app, user.id, 'USDT')).toEqual({ available: p('966'), locked: 0n });
  });

  it('moves demo accounts only in demo mode, for users and guests alike', async () => {
    const demo = { token: user.token, demo: true };
    const realSwapUsdt = (await t.app.services.ledger.balance(swapAccount('USDT', 'real'))).available;
    const q = okData(await getQuote(t.app, demo, { from: 'USDT', to: 'BTC', amount: '9600' }));
    expect(q.mode).toBe('demo');
    const order = okData(await exchange(t.app, demo, { quote_id: q.quote_id, amount: '9600' }));
    expect(order).toMatchObject({ mode: 'demo', gross: '0.1', fee: '0.0002', receive: '0.0998' });
    expect(await balanceOf(t.app, user.id, 'USDT', 'demo')).toEqual({ available: p('90400'), locked: 0n });
    expect(await balanceOf(t.app, user.id, 'BTC', 'demo')).toEqual({ available: p('0.0998'), locked: 0n });
    expect(await balanceOf(t.app, user.id, 'USDT')).toEqual({ available: 0n, locked: 0n });
    expect(await balanceOf(t.app, user.id, 'BTC')).toEqual({ available: 0n, locked: 0n });
    expect((await t.app.services.ledger.balance(swapAccount('USDT', 'real'))).available).toBe(realSwapUsdt);
    expect((await t.app.services.ledger.balance(platformAccount('BTC', 'fees', 'demo'))).available).toBe(p('0.0002'));
    expect((await t.app.services.ledger.balance(platformAccount('BTC', 'fees', 'real'))).available).toBe(0n);
    // The real account has nothing to swap.
    const real = okData(await getQuote(t.app, user, { from: 'USDT', to: 'BTC' }));
    expect(refusal(await exchange(t.app, user, { quote_id: real.quote_id, amount: '100' }))).toBe(3001);
    const history = okData(await call<{ total: number }>(t.app, 'GET', 'swap/orders', undefined, { token: user.token }));
    expect(history.total).toBe(0);

    const guest = okData(await call<{ token: string }>(t.app, 'POST', 'demo/guest'));
    const gq = okData(await getQuote(t.app, { token: guest.token }, { from: 'USDT', to: 'ETH' }));
    expect(gq.mode).toBe('demo');
    expect(okData(await exchange(t.app, { token: guest.token }, { quote_id: gq.quote_id, amount: '340' }))).toMatchObject({ mode: 'demo', receive: '0.0998' });
  });

  it('funds the swap account once, from the outside world and the demo treasury', async () => {
    await t.app.services.swap.fundLiquidity();
    await t.app.services.swap.fundLiquidity();
    expect((await t.app.services.ledger.balance(swapAccount('USDT', 'real'))).available).toBe(p('1000000'));
    expect((await t.app.services.ledger.balance(swapAccount('USDT', 'demo'))).available).toBe(p('1000000'));
    expect((await t.app.services.ledger.balance(swapAccount('JPY', 'real'))).available).toBe(p('150000000'));
    expect((await t.app.services.ledger.balance(swapAccount('EUR', 'demo'))).available).toBe(p('920000'));
    const funding = await t.app.platform.db.selectFrom('ledger_entries').select('ref').where('reason', '=', 'swap_liquidity_funding').execute();
    expect(funding.length).toBe(new Set(funding.map((f) => f.ref)).size);
  });
});
