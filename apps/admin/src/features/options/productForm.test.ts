import type { OptionDuration, OptionSymbol } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { settlementsQuery } from './api';
import { durationErrors, durationName, durationPatch, durationValues, symbolErrors, symbolPatch, symbolValues } from './productForm';

const d: OptionDuration = { seconds: 60, enabled: true, rate_bps: 8500, rate: '0.85', min_stake: '10', max_stake: '5000', updated_at: 0, updated_by: null };
const s: OptionSymbol = {
  symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT', name: 'Bitcoin', enabled: true, price_decimals: 2,
  user_open_cap: '20000', side_open_cap: '1000000', updated_at: 0, updated_by: null,
};

describe('option product forms', () => {
  it('check a duration: rate from 1 to 10,000 bps, amounts above zero, the largest stake not below the smallest', () => {
    expect(durationErrors(durationValues(d))).toEqual({});
    expect(Object.keys(durationErrors({ ...durationValues(d), rate_bps: '0' }))).toEqual(['rate_bps']);
    expect(Object.keys(durationErrors({ ...durationValues(d), rate_bps: '10001' }))).toEqual(['rate_bps']);
    expect(Object.keys(durationErrors({ ...durationValues(d), min_stake: '-1', max_stake: '1.123456789' }))).toEqual(['min_stake', 'max_stake']);
    expect(durationErrors({ ...durationValues(d), min_stake: '100', max_stake: '50' }).max_stake).toBe('The largest stake cannot be below the smallest.');
  });

  it('check a symbol: caps above zero, the cap of all users not below one user’s', () => {
    expect(symbolErrors(symbolValues(s))).toEqual({});
    expect(Object.keys(symbolErrors({ ...symbolValues(s), user_open_cap: '' }))).toEqual(['user_open_cap']);
    expect(symbolErrors({ ...symbolValues(s), side_open_cap: '100' }).side_open_cap).toBe("All users' cap cannot be below one user's cap.");
  });

  it('send only what changed, amounts exact and the same amount written otherwise as no change', () => {
    expect(durationPatch(d, { ...durationValues(d), min_stake: '10.00000000' })).toEqual({});
    expect(durationPatch(d, { enabled: false, rate_bps: '8000', min_stake: '10', max_stake: '2500.50' })).toEqual({ enabled: '0', rate_bps: 8000, max_stake: '2500.5' });
    expect(symbolPatch(s, { ...symbolValues(s), user_open_cap: '15000' })).toEqual({ user_open_cap: '15000' });
    expect(symbolPatch(s, symbolValues(s))).toEqual({});
  });

  it('name durations as the seed does and ask the settlements the way the server reads them', () => {
    expect([60, 240, 600, 1800].map(durationName)).toEqual(['60 s', '240 s', '10 min', '30 min']);
    expect(settlementsQuery({ pagination: { page: 2, perPage: 50 }, filter: { mode: 'demo', symbol: 'eth/usdt', user_id: '12' } }))
      .toEqual({ page: 2, limit: 50, mode: 'demo', symbol: 'ETH/USDT', user_id: '12' });
    expect(settlementsQuery({ pagination: { page: 1, perPage: 25 }, filter: { user_id: 'x' } })).toMatchObject({ mode: 'real', user_id: undefined });
  });
});
