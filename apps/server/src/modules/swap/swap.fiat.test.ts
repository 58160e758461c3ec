import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { platformAccount } from '../ledger/index.js';
import { balanceOf, fund } from '../spot/spot.testkit.js';
import { exchange, feedPrices, getQuote, okData, refusal } from './swap.testkit.js';

describe('fiat swap at the operator rates', () => {
  let t: TestApp;
  let user: { token: string; id: number };
  moneyTestApp(async (app) => {
    await app.app.services.swap.fundLiquidity();
    await feedPrices(app.app, app.clock.now(), { BTC: '96000' });
    return registerUser(app.app);
  }, (app, signedUp) => { t = app; user = signedUp; });

  const fiatQuote = (q: Record<string, string>) => getQuote(t.app, user, q, true);
  const fiatSwap = (b: Record<string, string>) => exchange(t.app, user, b, true);

  it('swaps USDT to JPY at the table rate, rounding down to the yen', async () => {
    await fund(t.app, user.id, 'USDT', '1000');
    const q = okData(await fiatQuote({ from: 'usdt', to: 'jpy', amount: '100.5' }));
    // 100.5 x 150 = 15075 JPY; less 0.2 % = 15044.85, rounded down to 15044; the fee is the rest.
    expect(q).toMatchObject({
      kind: 'fiat', from: 'USDT', to: 'JPY', from_price: '150', to_price: '1', price_unit: 'JPY', rate: '150',
      spread_bps: 20, gross: '15075', receive: '15044', fee: '31', min_amount: '1',
    });
    const order = okData(await fiatSwap({ quote_id: q.quote_id, amount: '100.5' }));
    expect(order).toMatchObject({ kind: 'fiat', receive: '15044', fee: '31', fee_asset: 'JPY' });
    expect(await balanceOf(t.app, user.id, 'JPY')).toEqual({ available: p('15044'), locked: 0n });
    expect(await balanceOf(t.app, user.id, 'USDT')).toEqual({ available: p('899.5'), locked: 0n });
    expect((await t.app.services.ledger.balance(platformAccount('JPY', 'fees'))).available).toBe(p('31'));
  });

  it('swaps JPY back to USDT and EUR to cents, exactly', async () => {
    await fund(t.app, user.id, 'JPY', '1000');
    await fund(t.app, user.id, 'USDT', '10');
    const back = okData(await fiatQuote({ from: 'JPY', to: 'USDT', amount: '1000' }));
    // 1000 / 150 = 6.66666666 USDT (rounded down to the atom); less 0.2 %: 6.65333332.
    expect(back).toMatchObject({ from_price: '1', to_price: '150', price_unit: 'JPY', gross: '6.66666666', receive: '6.65333332', fee: '0.01333334', min_amount: '150' });
    okData(await fiatSwap({ quote_id: back.quote_id, amount: '1000' }));
    const eur = okData(await fiatQuote({ from: 'USDT', to: 'EUR', amount: '10' }));
    // 10 x 0.92 = 9.2 EUR; less 0.2 % = 9.1816, rounded down to the cent.
    expect(eur).toMatchObject({ gross: '9.2', receive: '9.18', fee: '0.02' });
    okData(await fiatSwap({ quote_id: eur.quote_id, amount: '10' }));
    expect(await balanceOf(t.app, user.id, 'EUR')).toEqual({ available: p('9.18'), locked: 0n });
    expect(await balanceOf(t.app, user.id, 'USDT')).toEqual({ available: p('6.65333332'), locked: 0n });
  });

  it('refuses what is not a fiat swap, too many places and less than the minimum', async () => {
    const codes = async (q: Record<string, string>) => refusal(await fiatQuote(q));
    expect(await codes({ from: 'BTC', to: 'JPY' })).toBe(6415);
    expect(await codes({ from: 'USD', to: 'EUR' })).toBe(6415);
    expect(await codes({ from: 'USDT', to: 'USDT' })).toBe(6415);
    expect(await codes({ from: 'USDT', to: 'XYZ' })).toBe(6413);
    expect(await codes({ from: 'USDT', to: 'a-very-long-code' })).toBe(6413);
    expect(await codes({ from: 'USDT' })).toBe(6401);
    expect(await codes({ from: 'JPY', to: 'USDT', amount: '1000.5' })).toBe(6406);
    const small = await fiatQuote({ from: 'JPY', to: 'USDT', amount: '149' });
    expect(small.body).toMatchObject({ code: 6407, message: 'The minimum swap is 150 JPY.' });
    expect(await codes({ from: 'USD', to: 'USDT', amount: '0.999' })).toBe(6406);
    // A coin quote is not a fiat quote, nor the other way round.
    await fund(t.app, user.id, 'USDT', '100');
    const coin = okData(await getQuote(t.app, user, { from: 'USDT', to: 'BTC' }));
    expect(refusal(await fiatSwap({ quote_id: coin.quote_id, amount: '10' }))).toBe(6409);
    const fiat = okData(await fiatQuote({ from: 'USDT', to: 'USD' }));
    expect(refusal(await exchange(t.app, user, { quote_id: fiat.quote_id, amount: '10' }))).toBe(6409);
    expect(refusal(await getQuote(t.app, user, { from: 'USDT', to: 'USD' }))).toBe(6402);
  });

  it('honours a quote after the operator changed the rate, refuses once the currency is paused, and writes no price', async () => {
    await fund(t.app, user.id, 'USDT', '100');
    const ticks = async () => (await t.app.platform.db.selectFrom('ticks').select('id').execute()).length;
    const candles = async () => (await t.app.platform.db.selectFrom('candles').select('symbol').execute()).length;
    const [ticksBefore, candlesBefore] = [await ticks(), await candles()];
    const old = okData(await fiatQuote({ from: 'USDT', to: 'EUR', amount: '50' }));
    const kept = okData(await fiatQuote({ from: 'USDT', to: 'EUR', amount: '10' }));
    await t.app.services.swap.fiatRates.set('EUR', { rate: '0.95' }, 1);
    expect(okData(await fiatQuote({ from: 'USDT', to: 'EUR', amount: '50' }))).toMatchObject({ from_price: '0.95', gross: '47.5' });
    expect(okData(await fiatSwap({ quote_id: old.quote_id, amount: '50' }))).toMatchObject({ from_price: '0.92', gross: '46', receive: '45.9' });

    await t.app.services.swap.fiatRates.set('eur', { enabled: false }, 1);
    const paused = await fiatSwap({ quote_id: kept.quote_id, amount: '10' });
    expect(paused.body).toEqual({ type: 'error', code: 6414, message: 'Swaps with EUR are paused.' });
    expect(refusal(await fiatQuote({ from: 'USDT', to: 'EUR' }))).toBe(6414);
    expect(await balanceOf(t.app, user.id, 'USDT')).toEqual({ available: p('50'), locked: 0n });
    expect([await ticks(), await candles()]).toEqual([ticksBefore, candlesBefore]);
    const symbols = await t.app.platform.db.selectFrom('ticks').select('symbol').distinct().execute();
    expect(symbols.map((s) => s.symbol)).toEqual(['BTC/USDT']);
  });
});
