import type { FuturesContract } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { contractFormErrors, contractFormValues, contractPatch, leveragesProblem, tiersProblem } from './contractForm';

const btc: FuturesContract = {
  symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT', enabled: true, contract_size: '0.001', price_decimals: 2, leverages: [1, 5, 10, 20],
  mm_tiers: [{ max_notional: '50000', rate_bps: 50 }, { max_notional: null, rate_bps: 100 }],
  maker_fee_bps: 2, taker_fee_bps: 5, liquidation_fee_bps: 50, max_lots: 10000, oi_cap_lots: 1000000,
  funding: { factor_ppm: 100, exponent: 1, cap_ppm: 750, interval_ms: 28_800_000, formula: 'f' }, updated_at: 0, updated_by: null,
};

describe('contract form', () => {
  it('shows the terms as text and sends only what changed', () => {
    const v = contractFormValues(btc);
    expect(v).toMatchObject({ leverages: '1,5,10,20', mm_tiers: '50000:50,*:100', taker_fee_bps: '5' });
    expect(contractFormErrors(v)).toEqual({});
    expect(contractPatch(btc, v)).toEqual({});
    expect(contractPatch(btc, { ...v, taker_fee_bps: '6', enabled: false, leverages: '1, 5, 10, 20, 50' }))
      .toEqual({ taker_fee_bps: '6', enabled: '0', leverages: '1,5,10,20,50' });
  });

  it('refuses leverages out of range or out of order', () => {
    expect(leveragesProblem('1,5,10')).toBeNull();
    expect(leveragesProblem('0,5')).not.toBeNull();
    expect(leveragesProblem('10,5')).not.toBeNull();
    expect(leveragesProblem('1,x')).not.toBeNull();
  });

  it('refuses tiers without an unbounded last one or with shrinking bounds', () => {
    expect(tiersProblem('50000:50,250000:100,*:250')).toBeNull();
    expect(tiersProblem('50000:50')).not.toBeNull();
    expect(tiersProblem('*:50,1000:20')).not.toBeNull();
    expect(tiersProblem('500:50,100:60,*:70')).not.toBeNull();
    expect(tiersProblem('500:0,*:70')).not.toBeNull();
  });

  it('bounds every number as the server does', () => {
    const e = contractFormErrors({ ...contractFormValues(btc), taker_fee_bps: '1001', funding_exponent: '4', max_lots: '0' });
    expect(Object.keys(e).sort()).toEqual(['funding_exponent', 'max_lots', 'taker_fee_bps']);
  });
});
