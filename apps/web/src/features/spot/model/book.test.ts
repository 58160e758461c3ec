import { describe, expect, it } from 'vitest';
import { ladder, mergeTrades, toDepth, toLiveTrade, toTrades, tradeTone, type Trade } from './book';

describe('depth', () => {
  it('reads the depth channel', () => {
    expect(toDepth({ bids: [['99', '1']], asks: [['101', '2']] })).toEqual({ bids: [{ price: '99', amount: '1' }], asks: [{ price: '101', amount: '2' }] });
  });
  it('puts the best ask just above the middle and the best bid just below, bars of cumulative depth', () => {
    const l = ladder({
      asks: [{ price: '101', amount: '1' }, { price: '102', amount: '4' }, { price: '103', amount: '9' }],
      bids: [{ price: '99', amount: '2' }, { price: '98', amount: '0.5' }],
    }, 2);
    expect(l.asks).toEqual([{ price: '102', amount: '4', width: 100 }, { price: '101', amount: '1', width: 20 }]);
    expect(l.bids).toEqual([{ price: '99', amount: '2', width: 40 }, { price: '98', amount: '0.5', width: 50 }]);
    expect(ladder({ asks: [], bids: [] }, 5)).toEqual({ asks: [], bids: [] });
  });
});

describe('recent trades', () => {
  const rest = toTrades([
    { id: 2, price: '100', amount: '0.1', side: 'sell', time: 2000, simulated: false },
    { id: 1, price: '101', amount: '0.2', side: 'buy', time: 1000, simulated: true },
  ]);
  it('shows currency/deal with the taker side, ids apart from the live ones', () => {
    expect(rest).toEqual([
      { id: 'd2', price: '100', amount: '0.1', side: 'sell', time: 2000 },
      { id: 'd1', price: '101', amount: '0.2', side: 'buy', time: 1000 },
    ]);
  });
  it('puts live trades in front, newest first, and keeps a bounded list', () => {
    const live = [toLiveTrade({ p: '100.5', q: '1', t: 3000 }, 1), toLiveTrade({ p: '99', q: '1', t: 3001 }, 2)];
    const merged = mergeTrades(rest, live, 3);
    expect(merged.map((t) => t.price)).toEqual(['99', '100.5', '100']);
  });
  it('colours by the taker side, else by the tick rule', () => {
    const trades: Trade[] = [
      { id: 'a', price: '99', amount: '1', side: null, time: 4 },
      { id: 'b', price: '100', amount: '1', side: null, time: 3 },
      { id: 'c', price: '100', amount: '1', side: null, time: 2 },
      { id: 'd', price: '98', amount: '1', side: 'sell', time: 1 },
    ];
    expect(trades.map((_, i) => tradeTone(trades, i))).toEqual(['down', 'up', 'up', 'down']);
    expect(tradeTone([{ id: 'x', price: '1', amount: '1', side: null, time: 1 }], 0)).toBe('flat');
  });
});
