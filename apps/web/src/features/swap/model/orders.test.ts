import { parseAmount as p, type SwapOrder } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { availableOf, orderPrices, toOrdersPage } from './orders';
import { rateLine } from './summary';

const order = (id: number): SwapOrder => ({
  id, quote_id: 'q', kind: 'coin', mode: 'demo', from: 'USDT', to: 'BTC', amount: '100', gross: '0.00104166', fee: '0.00000209',
  fee_asset: 'BTC', receive: '0.00103957', rate: '0.00001041', from_price: '1', to_price: '96000', price_unit: 'USDT', spread_bps: 20, created_at: 0,
});

describe('the swap history', () => {
  it('has more pages while the pages so far hold fewer than the total', () => {
    expect(toOrdersPage({ total: 45, items: [order(1)] }, 1)).toMatchObject({ hasMore: true });
    expect(toOrdersPage({ total: 45, items: [order(1)] }, 2).hasMore).toBe(true);
    expect(toOrdersPage({ total: 45, items: [order(1)] }, 3).hasMore).toBe(false);
    expect(toOrdersPage({ total: 0, items: [] }, 1)).toEqual({ items: [], hasMore: false });
  });

  it('shows the rate a swap was made at from its stored prices', () => {
    expect(rateLine(orderPrices(order(1)))).toEqual({ base: 'BTC', quote: 'USDT', price: p('96000') });
    expect(rateLine(orderPrices({ ...order(1), to_price: 'x' }))).toBeNull();
  });

});

describe('the balance a swap can spend', () => {
  const balances = [
    { asset: 'USDT', kind: 'funding', available: '100000' },
    { asset: 'USDT', kind: 'options', available: '50' },
    { asset: 'BTC', kind: 'funding', available: 'garbage' },
  ];

  it('is the funding account’s available balance, 0 when there is none', () => {
    expect(availableOf(balances, 'USDT')).toBe(p('100000'));
    expect(availableOf(balances, 'ETH')).toBe(0n);
    expect(availableOf(balances, 'BTC')).toBe(0n);
  });
});
