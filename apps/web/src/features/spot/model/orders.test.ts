import { describe, expect, it } from 'vitest';
import { filledPercent, ordersQuery, reasonOf, statusOf, toOrdersPage, type SpotOrder } from './orders';
import { placedOutcome } from './placed';

const order = (patch: Partial<SpotOrder>): SpotOrder => ({
  id: 1, symbol: 'BTC/USDT', side: 'buy', type: 'limit', tif: 'GTC', price: '90000', amount: '0.01', budget: null, filled: '0',
  filled_quote: '0', avg_price: null, fee: '0', fee_asset: 'BTC', status: 'waiting', cancel_reason: null, mode: 'demo',
  created_at: 0, updated_at: 0, ...patch,
});

describe('order lists', () => {
  it('asks spot/list for the waiting orders of a market, or everything for the history', () => {
    expect(ordersQuery('open', 'BTC/USDT', 2)).toEqual({ status: 'waiting', symbol: 'BTC/USDT', page: 2, limit: 20 });
    expect(ordersQuery('history', null, 1)).toEqual({ page: 1, limit: 20 });
  });
  it('keeps only finished orders in the history, and pages by the server total', () => {
    const items = [order({ id: 3 }), order({ id: 2, status: 'cancelled' }), order({ id: 1, status: 'completed' })];
    expect(toOrdersPage('history', { total: 45, items }, 2)).toEqual({ items: [items[1], items[2]], hasMore: true });
    expect(toOrdersPage('history', { total: 40, items: [items[0] as SpotOrder] }, 2)).toEqual({ items: [], hasMore: false });
    expect(toOrdersPage('open', { total: 1, items: [items[0] as SpotOrder] }, 1)).toEqual({ items: [items[0]], hasMore: false });
  });
});

describe('order status', () => {
  it('tells open, partly filled, filled and cancelled apart', () => {
    expect(statusOf(order({}))).toEqual({ key: 'open', tone: 'info' });
    expect(statusOf(order({ filled: '0.005' }))).toEqual({ key: 'partial', tone: 'warning' });
    expect(statusOf(order({ status: 'completed', filled: '0.01' }))).toEqual({ key: 'filled', tone: 'success' });
    expect(statusOf(order({ status: 'cancelled' }))).toEqual({ key: 'cancelled', tone: 'neutral' });
    expect(statusOf(order({ status: 'cancelled', filled: '0.001' }))).toEqual({ key: 'partial_cancelled', tone: 'warning' });
  });
  it('says how much traded, except for a budget buy', () => {
    expect(filledPercent(order({ filled: '0.00333' }))).toBe(33);
    expect(filledPercent(order({ type: 'market', amount: null, budget: '100' }))).toBeNull();
  });
  it('explains cancellations and a market order that ran out of liquidity', () => {
    expect(reasonOf(order({ status: 'cancelled', cancel_reason: 'user' }))).toBe('user');
    expect(reasonOf(order({ status: 'completed', cancel_reason: 'funds_exhausted' }))).toBeNull();
    expect(reasonOf(order({ status: 'completed', cancel_reason: 'no_liquidity' }))).toBe('no_liquidity');
    expect(reasonOf(order({ status: 'cancelled', cancel_reason: 'something_new' }))).toBeNull();
  });
});

describe('after placing', () => {
  it('says whether the order rests, partly filled, filled or could not trade', () => {
    expect(placedOutcome({ status: 'waiting', filled: '0' })).toEqual({ key: 'waiting', ok: true });
    expect(placedOutcome({ status: 'waiting', filled: '0.1' })).toEqual({ key: 'partial', ok: true });
    expect(placedOutcome({ status: 'completed', filled: '0.1' })).toEqual({ key: 'completed', ok: true });
    expect(placedOutcome({ status: 'cancelled', filled: '0' })).toEqual({ key: 'cancelled', ok: false });
  });
});
