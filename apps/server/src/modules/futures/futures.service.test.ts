import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { feed, fundFutures, futuresBalance, open, row } from './futures.testkit.js';

describe('futures engine: open, triggers, liquidation, cancel', () => {
  let t: TestApp;
  let user: { token: string; id: number };
  moneyTestApp(async (app) => {
    await app.app.services.futures.start(['real', 'demo']);
    await feed(app.app, app.clock.now(), { BTC: '100000', ETH: '3000' });
    return registerUser(app.app);
  }, (app, u) => { t = app; user = u; });
  const at = () => { t.clock.advance(1000); return t.clock.now(); };

  it('opens a long at the mark: margin locked, taker fee paid, tick cited, exact liquidation price', async () => {
    await fundFutures(t.app, user.id, '1000');
    // 10 lots x 0.001 BTC at 100,000 = 1,000 USDT notional; 10x margin 100; fee 0.05 % = 0.5; maintenance 0.5 % = 5.
    const pos = await open(t.app, user.id, { lots: '10', margin_mode: 'isolated' });
    expect(pos).toMatchObject({ status: 1, entry_price: '100000', margin: '100', open_fee: '0.5', value: '1000' });
    // margin + (p - 100000) x 0.01 <= 5  <=>  p <= 90500
    expect(pos.liquidation_price).toBe('90500');
    expect(await futuresBalance(t.app, user.id)).toEqual({ available: p('899.5'), locked: p('100') });
    const detail = await t.app.services.futures.trading.detail(user.id, 'real', pos.id);
    expect(detail.citations.map((c) => [c.role, c.price])).toEqual([['open', '100000']]);
  });

  it('closes at the take-profit on the first tick that crosses it, at that tick, once', async () => {
    await fundFutures(t.app, user.id, '1000');
    const pos = await open(t.app, user.id, { lots: '10', take_profit: '101000', stop_loss: '99000' });
    await feed(t.app, at(), { BTC: '100900' });
    expect((await row(t.app, pos.id)).status).toBe(1);
    await feed(t.app, at(), { BTC: '101200' });
    await feed(t.app, at(), { BTC: '101500' });
    const r = await row(t.app, pos.id);
    expect(r).toMatchObject({ status: 3, close_reason: 'take_profit', close_atoms: p('101200') });
    // PnL (101200 - 100000) x 0.01 = 12; close fee 0.05 % of 1012 = 0.506.
    expect(r.realized_pnl_atoms).toBe(p('12'));
    expect(await futuresBalance(t.app, user.id)).toEqual({ available: p('1000') - p('0.5') + p('12') - p('0.506'), locked: 0n });
    const detail = await t.app.services.futures.trading.detail(user.id, 'real', pos.id);
    expect(detail.citations.map((c) => [c.role, c.price])).toEqual([['open', '100000'], ['take_profit', '101200']]);
  });

  it('liquidates an isolated position at the crossing tick; the insurance fund takes exactly the shortfall', async () => {
    await fundFutures(t.app, user.id, '1000');
    const pos = await open(t.app, user.id, { lots: '10', margin_mode: 'isolated' });
    const fund0 = (await t.app.services.futures.reports.exposure('real')).insurance_fund;
    // A gap far below the liquidation price (90,500): loss 150 on a margin of 100: shortfall 50.
    await feed(t.app, at(), { BTC: '85000' });
    const r = await row(t.app, pos.id);
    expect(r).toMatchObject({ status: 3, close_reason: 'liquidation', close_atoms: p('85000') });
    expect(await futuresBalance(t.app, user.id)).toEqual({ available: p('899.5'), locked: 0n });
    const ex = await t.app.services.futures.reports.exposure('real');
    expect(p(ex.insurance_fund)).toBe(p(fund0) - p('50'));
    expect(p(ex.platform_covered)).toBe(0n);
    const events = await t.app.services.futures.reports.insurance('real', 1, 10);
    expect(events.items[0]).toMatchObject({ kind: 'shortfall', amount: '-50', platform_covered: '0' });
  });

  it('liquidates at the maintenance margin with the fee to the insurance fund, the rest back to the user', async () => {
    await fundFutures(t.app, user.id, '1000');
    const pos = await open(t.app, user.id, { lots: '10', margin_mode: 'isolated' });
    await feed(t.app, at(), { BTC: '90600' });
    expect((await row(t.app, pos.id)).status).toBe(1);
    await feed(t.app, at(), { BTC: '90500' });
    const r = await row(t.app, pos.id);
    // equity 100 - 95 = 5; liquidation fee 0.3 % of 905 = 2.715 to the fund; 2.285 back.
    expect(r).toMatchObject({ status: 3, close_reason: 'liquidation', liquidation_fee_atoms: p('2.715') });
    expect(await futuresBalance(t.app, user.id)).toEqual({ available: p('899.5') + p('2.285'), locked: 0n });
  });

  it('fills a limit order only when the mark crosses, at that tick, and a cancel returns the reserve', async () => {
    await fundFutures(t.app, user.id, '1000');
    const order = await open(t.app, user.id, { type: 'limit', price: '99000', lots: '10' });
    expect(order.status).toBe(0);
    // margin 99 + fee reserve 0.495
    expect(await futuresBalance(t.app, user.id)).toEqual({ available: p('1000') - p('99.495'), locked: p('99.495') });
    await feed(t.app, at(), { BTC: '99500' });
    expect((await row(t.app, order.id)).status).toBe(0);
    await feed(t.app, at(), { BTC: '98800' });
    const r = await row(t.app, order.id);
    expect(r).toMatchObject({ status: 1, entry_atoms: p('98800'), open_fee_atoms: p('0.494') });
    expect(await futuresBalance(t.app, user.id)).toEqual({ available: p('1000') - p('99') - p('0.494'), locked: p('99') });
    const other = await open(t.app, user.id, { type: 'limit', price: '90000', lots: '1' });
    await t.app.services.futures.trading.cancel(user.id, 'real', other.id);
    expect((await row(t.app, other.id)).status).toBe(4);
    expect(await futuresBalance(t.app, user.id)).toEqual({ available: p('1000') - p('99') - p('0.494'), locked: p('99') });
  });

  it('refuses stops on the wrong side, and set-stop needs both', async () => {
    await fundFutures(t.app, user.id, '1000');
    await expect(open(t.app, user.id, { take_profit: '99000' })).rejects.toMatchObject({ key: 'futures_tp_side' });
    await expect(open(t.app, user.id, { side: 'short', stop_loss: '99000' })).rejects.toMatchObject({ key: 'futures_sl_side' });
    const pos = await open(t.app, user.id, {});
    await expect(t.app.services.futures.trading.setStop(user.id, 'real', pos.id, { take_profit: '101000' })).rejects.toMatchObject({ key: 'futures_stops_required' });
    const set = await t.app.services.futures.trading.setStop(user.id, 'real', pos.id, { take_profit: '101000', stop_loss: '99000' });
    expect(set).toMatchObject({ take_profit: '101000', stop_loss: '99000' });
    await feed(t.app, at(), { BTC: '98990' });
    expect(await row(t.app, pos.id)).toMatchObject({ status: 3, close_reason: 'stop_loss' });
  });

  it('a trailing stop follows the best mark and closes when the price falls back by its distance', async () => {
    await fundFutures(t.app, user.id, '1000');
    const pos = await open(t.app, user.id, { trail_distance: '1000' });
    await feed(t.app, at(), { BTC: '103000' });
    await feed(t.app, at(), { BTC: '102100' });
    expect((await row(t.app, pos.id)).status).toBe(1);
    await feed(t.app, at(), { BTC: '101900' });
    expect(await row(t.app, pos.id)).toMatchObject({ status: 3, close_reason: 'trailing_stop', close_atoms: p('101900') });
  });

  it('closes part of a position and keeps the rest, and the demo account runs the same engine', async () => {
    await fundFutures(t.app, user.id, '1000', 'demo');
    const pos = await open(t.app, user.id, { lots: '10' }, 'demo');
    await feed(t.app, at(), { BTC: '101000' });
    const part = await t.app.services.futures.trading.close(user.id, 'demo', pos.id, '4');
    expect(part).toMatchObject({ status: 3, lots: 4, realized_pnl: '4', close_reason: 'user' });
    expect(await row(t.app, pos.id)).toMatchObject({ status: 1, lots: 6, margin_atoms: p('60') });
    await expect(t.app.services.futures.trading.close(user.id, 'real', pos.id, undefined)).rejects.toMatchObject({ key: 'futures_mode_mismatch' });
  });
  it('adds lots at the mark: entry is the quantity-weighted average, margin and fee added, liquidation price moved', async () => {
    await fundFutures(t.app, user.id, '1000');
    const pos = await open(t.app, user.id, { lots: '10', margin_mode: 'isolated' });
    await feed(t.app, at(), { BTC: '102000' });
    // 10 more lots at 102,000: entry (100,000 + 102,000) / 2; margin 100 + 102; fee 0.5 + 0.51.
    const added = await t.app.services.futures.trading.add(user.id, 'real', pos.id, '10');
    expect(added).toMatchObject({ status: 1, lots: 20, entry_price: '101000', margin: '202', open_fee: '1.01' });
    // 202 + (p - 101,000) x 0.02 <= 0.5 % x 2,020 = 10.1  <=>  p <= 91,405
    expect(added.liquidation_price).toBe('91405');
    expect(await futuresBalance(t.app, user.id)).toEqual({ available: p('796.99'), locked: p('202') });
    await expect(t.app.services.futures.trading.add(user.id, 'real', pos.id, '0')).rejects.toMatchObject({ key: 'futures_lots_invalid' });
    await expect(t.app.services.futures.trading.add(user.id, 'demo', pos.id, '1')).rejects.toMatchObject({ key: 'futures_mode_mismatch' });
  });
});
