import { describe, expect, it } from 'vitest';
import { tradesQuery } from './api';

describe('spot trades list query', () => {
  it('takes the page, the market in capitals and a known mode only', () => {
    expect(tradesQuery({ pagination: { page: 2, perPage: 50 }, filter: { symbol: 'btc/usdt', mode: 'real' } })).toEqual({ page: 2, limit: 50, symbol: 'BTC/USDT', mode: 'real' });
    expect(tradesQuery({ pagination: { page: 1, perPage: 50 }, filter: { mode: 'other' } })).toEqual({ page: 1, limit: 50, symbol: undefined, mode: undefined });
  });
});
