import { describe, expect, it } from 'vitest';
import { insuranceQuery, positionsQuery } from './api';

describe('futures lists', () => {
  it('ask the mode, the tab, the market and a user number as the server reads them', () => {
    expect(positionsQuery({ pagination: { page: 2, perPage: 50 }, filter: { mode: 'demo', tab: 'liquidated', symbol: 'btc/usdt', user_id: '7' } }))
      .toEqual({ page: 2, limit: 50, mode: 'demo', tab: 'liquidated', symbol: 'BTC/USDT', user_id: '7' });
    expect(positionsQuery({ pagination: { page: 1, perPage: 25 }, filter: { user_id: 'x' } }))
      .toMatchObject({ mode: 'real', user_id: undefined, tab: undefined });
    expect(insuranceQuery({ pagination: { page: 1, perPage: 25 }, filter: {} })).toEqual({ page: 1, limit: 25, mode: 'real' });
  });
});
