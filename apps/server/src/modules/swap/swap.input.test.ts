import { parseAmount as p } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { balanceOf, fund } from '../spot/spot.testkit.js';
import { exchange, ledgerProblemsOf, feedPrices, getQuote, okData, refusal } from './swap.testkit.js';

describe('swap: bad input is a clear error, never a 5xx, and stores nothing', () => {
  let t: TestApp;
  let user: { token: string; id: number };
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.swap.fundLiquidity();
    await feedPrices(t.app, t.clock.now(), { BTC: '96000', ETH: '3400' });
    user = await registerUser(t.app);
    await fund(t.app, user.id, 'USDT', '1000');
  });
  afterAll(async () => {
    expect(await ledgerProblemsOf(t.app)).toEqual([]);
    await t.close();
  });

  const swaps = async () => (await t.app.platform.db.selectFrom('swap_orders').select('id').execute()).length;

  it('refuses bad quote requests', async () => {
    const cases: [Record<string, string>, number][] = [
      [{ from: 'BTC', to: 'USDT', amount: '-1' }, 6406], [{ from: 'BTC', to: 'USDT', amount: '0' }, 6406],
      [{ from: 'BTC', to: 'USDT', amount: 'abc' }, 6406], [{ from: 'BTC', to: 'USDT', amount: '1e5' }, 6406],
      [{ from: 'BTC', to: 'USDT', amount: '0.000000001' }, 6406], [{ from: 'BTC', to: 'USDT', amount: ' 1' }, 6406],
      [{ from: 'BTC', to: 'USDT', amount: '1,5' }, 6406], [{ from: 'BTC', to: 'USDT', amount: '0x10' }, 6406],
      [{ from: 'BTC', to: 'USDT', amount: '99999999999' }, 6408], [{ from: 'USDT', to: 'BTC', amount: '0.5' }, 6407],
      [{ from: 'BTC', to: 'BTC' }, 6403], [{ from: 'btc', to: '1' }, 6403], [{ from: 'NOPE', to: 'USDT' }, 6402],
      [{ from: "' or 1=1 --", to: 'USDT' }, 6402], [{ from: '99', to: 'USDT' }, 6402], [{ to: 'USDT' }, 6401],
      [{ from: 'x'.repeat(21), to: 'USDT' }, 1001], [{ from: 'BTC', to: 'USDT', amount: '1'.repeat(41) }, 1001],
      [{ from: 'AAPL', to: 'USDT' }, 6402], [{ from: 'JPY', to: 'USDT' }, 6402],
    ];
    for (const [query, code] of cases) expect(refusal(await getQuote(t.app, user, query)), JSON.stringify(query)).toBe(code);
    const quotes = await t.app.platform.db.selectFrom('swap_quotes').select('id').execute();
    expect(quotes).toHaveLength(0);
    expect((await call(t.app, 'GET', 'swap/getCurrencyRate', { from: 'BTC', to: 'USDT' })).status).toBe(401);
  });

  it('refuses bad exchange requests', async () => {
    const q = okData(await getQuote(t.app, user, { from: 'USDT', to: 'ETH' }));
    const cases: [Record<string, string>, number][] = [
      [{ amount: '10' }, 6409], [{ quote_id: '', amount: '10' }, 6409], [{ quote_id: q.quote_id }, 6405],
      [{ quote_id: q.quote_id, amount: '' }, 6405], [{ quote_id: q.quote_id, amount: '-10' }, 6406],
      [{ quote_id: q.quote_id, amount: '0' }, 6406], [{ quote_id: q.quote_id, amount: '10.123456789' }, 6406],
      [{ quote_id: q.quote_id, amount: '0.5' }, 6407], [{ quote_id: q.quote_id, amount: '1000000000000' }, 6408],
      [{ quote_id: 'q'.repeat(65), amount: '10' }, 1001], [{ quote_id: q.quote_id, amount: '10', idempotency_key: 'short' }, 6001],
    ];
    for (const [body, code] of cases) expect(refusal(await exchange(t.app, user, body)), JSON.stringify(body)).toBe(code);
    const json = (body: Record<string, unknown>) => call(t.app, 'POST', 'swap/exchangeCurrency', body, { token: user.token, json: true });
    for (const body of [{ quote_id: q.quote_id, amount: 10 }, { quote_id: [q.quote_id], amount: '10' }, { quote_id: { $ne: 1 }, amount: '10' }]) {
      expect(refusal(await json(body))).toBe(1001);
    }
    expect(await swaps()).toBe(0);
    expect(await balanceOf(t.app, user.id, 'USDT')).toEqual({ available: p('1000'), locked: 0n });
    // The quote survived every refusal and still works once.
    okData(await exchange(t.app, user, { quote_id: q.quote_id, amount: '34' }));
  });

  it('ignores extra fields: the quote and the amount decide everything', async () => {
    const other = await registerUser(t.app);
    const q = okData(await getQuote(t.app, user, { from: 'USDT', to: 'ETH', amount: '34' }));
    const order = okData(await exchange(t.app, user, {
      quote_id: q.quote_id, amount: '34', receive: '1000', rate: '1', user_id: String(other.id), mode: 'demo', spread_bps: '0', fee: '0',
    }));
    expect(order).toMatchObject({ mode: 'real', gross: '0.01', fee: '0.00002', receive: '0.00998', spread_bps: 20 });
    expect(await balanceOf(t.app, other.id, 'ETH')).toEqual({ available: 0n, locked: 0n });
    expect(await balanceOf(t.app, user.id, 'ETH')).toEqual({ available: p('0.01996'), locked: 0n });
  });
});
