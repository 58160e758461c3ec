import { marketBySymbol, parseAmount as p } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { platformAccount } from '../ledger/index.js';
import { MarketMaker } from './market-maker.js';
import { balanceOf, fund, plainUser } from './spot.testkit.js';

describe('market maker', () => {
  let t: TestApp;
  let maker: MarketMaker;
  beforeAll(async () => {
    t = await createTestApp();
    const { spot, ledger } = t.app.services;
    maker = new MarketMaker(spot, ledger, t.app.log, { levels: 3, stepBps: 10, levelQuote: '1000', requoteBps: 10, maxAgeMs: 60_000, modes: ['real'], fundingQuote: '100000' });
  });
  afterAll(async () => { await t.close(); });

  it('is funded through the ledger once, from the outside world', async () => {
    await maker.fund();
    await maker.fund();
    const { ledger } = t.app.services;
    expect((await ledger.balance(platformAccount('USDT', 'market_maker'))).available).toBe(p('1300000'));
    expect((await ledger.balance(platformAccount('BTC', 'market_maker'))).available).toBe(p('100000') * 100_000_000n / p('96000'));
    expect([...(await ledger.journalTotals()).values()].every((v) => v === 0n)).toBe(true);
  });

  it('quotes a ladder around the feed price, so a user market order fills', async () => {
    const btc = marketBySymbol('BTC/USDT');
    if (!btc) throw new Error('no market');
    await maker.requote(btc, 'real', p('96000'));
    const depth = t.app.services.spot.book('BTC/USDT', 'real').engine.depth(10);
    expect(depth.bids.map((l) => l.price)).toEqual([9_590_400, 9_580_800, 9_571_200]);
    expect(depth.asks.map((l) => l.price)).toEqual([9_609_600, 9_619_200, 9_628_800]);

    const row = { id: await plainUser(t.app, 'taker') };
    await fund(t.app, row.id, 'USDT', '500');
    const order = await t.app.services.spot.place(row.id, 'real', { symbol: 'BTC/USDT', side: 'buy', type: 'market', amount: '500' });
    expect(order.status).toBe('completed');
    expect(order.quote_filled_atoms > p('499') && order.quote_filled_atoms <= p('500')).toBe(true);
    expect((await balanceOf(t.app, row.id, 'BTC')).available > 0n).toBe(true);

    // Requoting replaces the ladder; the old orders are cancelled and their funds unlocked.
    await maker.requote(btc, 'real', p('97000'));
    const again = t.app.services.spot.book('BTC/USDT', 'real').engine.depth(10);
    expect(again.bids[0]?.price).toBe(9_690_300);
    expect(again.bids.length + again.asks.length).toBe(6);
    await maker.withdrawAll();
    expect(t.app.services.spot.book('BTC/USDT', 'real').engine.size).toBe(0);
    expect((await t.app.services.ledger.balance(platformAccount('USDT', 'market_maker'))).locked).toBe(0n);
    expect(await t.app.services.ledger.rebuild()).toEqual([]);
  });
});
