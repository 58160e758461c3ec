import { parseAmount as p } from '@candor/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { platformAccount } from '../ledger/index.js';
import { AppError } from '../../platform/http/errors.js';
import { SpotService } from './spot.service.js';
import { balanceOf, fund, plainUser } from './spot.testkit.js';

describe('spot service: a limit sell, a crossing limit buy and a cancel', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  const users = async (): Promise<[number, number]> => [await plainUser(t.app, 'seller'), await plainUser(t.app, 'buyer')];

  it('fills at the maker price, charges each side its fee, frees the buyer\'s surplus, then cancels the rest', async () => {
    const spot = t.app.services.spot;
    const [seller, buyer] = await users();
    await fund(t.app, seller, 'BTC', '1');
    await fund(t.app, buyer, 'USDT', '50000');

    const ask = await spot.place(seller, 'real', { symbol: 'BTC/USDT', side: 'sell', type: 'limit', price: '96000', amount: '0.5' });
    expect(ask).toMatchObject({ status: 'waiting', locked_atoms: p('0.5') });
    expect(await balanceOf(t.app, seller, 'BTC')).toEqual({ available: p('0.5'), locked: p('0.5') });

    const bid = await spot.place(buyer, 'real', { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '96100', amount: '0.2' });
    expect(bid).toMatchObject({ status: 'completed', filled_atoms: p('0.2'), quote_filled_atoms: p('19200'), fee_atoms: p('0.0002'), locked_atoms: 0n });
    // The buyer locked 19220 at its limit, paid 19200 at the maker's price, and got the 20 back.
    expect(await balanceOf(t.app, buyer, 'USDT')).toEqual({ available: p('30800'), locked: 0n });
    expect(await balanceOf(t.app, buyer, 'BTC')).toEqual({ available: p('0.1998'), locked: 0n });
    expect(await balanceOf(t.app, seller, 'USDT')).toEqual({ available: p('19180.8'), locked: 0n });
    expect(await balanceOf(t.app, seller, 'BTC')).toEqual({ available: p('0.5'), locked: p('0.3') });
    const ledger = t.app.services.ledger;
    expect((await ledger.balance(platformAccount('USDT', 'fees'))).available).toBe(p('19.2'));
    expect((await ledger.balance(platformAccount('BTC', 'fees'))).available).toBe(p('0.0002'));

    const maker = await spot.cancel(seller, 'real', ask.id);
    expect(maker).toMatchObject({ status: 'cancelled', filled_atoms: p('0.2'), locked_atoms: 0n });
    expect(await balanceOf(t.app, seller, 'BTC')).toEqual({ available: p('0.8'), locked: 0n });
    await expect(spot.cancel(seller, 'real', ask.id)).rejects.toMatchObject({ key: 'spot_order_not_open' });
    await expect(spot.cancel(buyer, 'real', ask.id)).rejects.toMatchObject({ key: 'spot_order_not_found' });

    expect([...(await ledger.journalTotals()).values()].every((v) => v === 0n)).toBe(true);
    expect(await ledger.rebuild()).toEqual([]);
  });

  it('spends a market buy budget across levels and returns what it could not spend', async () => {
    const spot = t.app.services.spot;
    const [seller, buyer] = await users();
    await fund(t.app, seller, 'ETH', '2');
    await fund(t.app, buyer, 'USDT', '10000');
    await spot.place(seller, 'real', { symbol: 'ETH/USDT', side: 'sell', type: 'limit', price: '3400', amount: '1' });
    await spot.place(seller, 'real', { symbol: 'ETH/USDT', side: 'sell', type: 'limit', price: '3500', amount: '0.5' });
    const order = await spot.place(buyer, 'real', { symbol: 'ETH/USDT', side: 'buy', type: 'market', amount: '6000' });
    // 1 ETH at 3400 and 0.5 at 3500 = 5150 USDT; the book is then empty, 850 of the budget comes back.
    expect(order).toMatchObject({ status: 'completed', cancel_reason: 'no_liquidity', filled_atoms: p('1.5'), quote_filled_atoms: p('5150') });
    expect(await balanceOf(t.app, buyer, 'USDT')).toEqual({ available: p('4850'), locked: 0n });
    expect(await balanceOf(t.app, buyer, 'ETH')).toEqual({ available: p('1.4985'), locked: 0n });
  });

  it('refuses what the balance cannot pay, with the seed\'s messages, and changes nothing', async () => {
    const spot = t.app.services.spot;
    const [seller, buyer] = await users();
    await fund(t.app, buyer, 'USDT', '100');
    await expect(spot.place(buyer, 'real', { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '96000', amount: '0.01' }))
      .rejects.toMatchObject({ key: 'insufficient_balance' });
    await expect(spot.place(seller, 'real', { symbol: 'BTC/USDT', side: 'sell', type: 'market', amount: '0.01' }))
      .rejects.toMatchObject({ key: 'spot_insufficient_sellable' });
    expect(await balanceOf(t.app, buyer, 'USDT')).toEqual({ available: p('100'), locked: 0n });
    expect((await spot.list({ userId: buyer, mode: 'real', limit: 10, offset: 0 })).total).toBe(0);
  });

  it('checks every field', async () => {
    const spot = t.app.services.spot;
    const base = { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '96000', amount: '0.1' };
    const cases: [Record<string, string | undefined>, string][] = [
      [{ side: 'hold' }, 'spot_side_invalid'], [{ type: 'stop' }, 'spot_type_invalid'], [{ amount: undefined }, 'spot_amount_required'],
      [{ amount: '-1' }, 'spot_amount_invalid'], [{ amount: '0.0000001' }, 'spot_amount_invalid'], [{ amount: 'abc' }, 'spot_amount_invalid'],
      [{ price: undefined }, 'spot_price_required'], [{ price: '96000.001' }, 'spot_price_invalid'], [{ price: '0' }, 'spot_price_invalid'],
      [{ symbol: 'AAPL' }, 'spot_not_tradable'], [{ symbol: 'NOPE/USDT' }, 'market_unknown'], [{ tif: 'DAY' }, 'spot_type_invalid'],
    ];
    for (const [over, key] of cases) {
      const err = await spot.place(1, 'real', { ...base, ...over }).catch((e: unknown) => e);
      expect(err instanceof AppError ? err.key : err, JSON.stringify(over)).toBe(key);
    }
  });

  it('restores resting orders after a restart, in time priority', async () => {
    const spot = t.app.services.spot;
    const [seller, buyer] = await users();
    await fund(t.app, seller, 'BTC', '1');
    await fund(t.app, buyer, 'USDT', '100000');
    const first = await spot.place(seller, 'real', { symbol: 'BTC/USDT', side: 'sell', type: 'limit', price: '96000', amount: '0.1' });
    const second = await spot.place(seller, 'real', { symbol: 'BTC/USDT', side: 'sell', type: 'limit', price: '96000', amount: '0.1' });
    const restarted = new SpotService(t.app.platform.db, t.clock, t.app.services.ledger, t.app.log);
    expect(await restarted.restore()).toBe(2);
    expect(restarted.book('BTC/USDT', 'real').engine.depth(5).asks).toEqual([{ price: 9_600_000, qty: 200_000, orders: 2 }]);
    await restarted.place(buyer, 'real', { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '96000', amount: '0.1' });
    const rows = await restarted.list({ userId: seller, mode: 'real', limit: 10, offset: 0 });
    expect(rows.items.find((o) => o.id === first.id)?.status).toBe('completed');
    expect(rows.items.find((o) => o.id === second.id)?.status).toBe('waiting');
  });
});
