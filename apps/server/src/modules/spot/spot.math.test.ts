import { MARKETS, marketBySymbol, parseAmount } from '@candor/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetToFunds, feeOf, notional, settleFill, toLots, toTicks, unitsOf } from './spot.math.js';

const btc = unitsOf(marketBySymbol('BTC/USDT')!);

describe('spot units', () => {
  it('every market trades whole quote atoms', () => {
    for (const m of MARKETS) expect(() => unitsOf(m)).not.toThrow();
  });

  it('converts prices and quantities on the grid, and refuses off-grid values', () => {
    expect(toTicks(btc, parseAmount('96000.12'))).toBe(9_600_012);
    expect(toTicks(btc, parseAmount('96000.123'))).toBeNull();
    expect(toTicks(btc, 0n)).toBeNull();
    expect(toLots(btc, parseAmount('0.000001'))).toBe(1);
    expect(toLots(btc, parseAmount('0.0000001'))).toBeNull();
    expect(toLots(btc, -1n)).toBeNull();
  });

  it('values 0.5 BTC at 96000.12 USDT exactly', () => {
    expect(notional(btc, 9_600_012, 500_000)).toBe(parseAmount('48000.06'));
  });

  it('settles a fill with fees in the asset each side receives', () => {
    const s = settleFill(btc, 9_600_000, 250_000, { buyerBps: 10n, sellerBps: 10n });
    expect(s).toEqual({ quote: parseAmount('24000'), base: parseAmount('0.25'), buyerFee: parseAmount('0.00025'), sellerFee: parseAmount('24') });
  });

  it('never spends more than a market buy budget', () => {
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 10n ** 14n }), (budget) => {
      expect(budgetToFunds(btc, budget) * btc.notionalScale <= budget).toBe(true);
    }));
  });

  it('rounds fees down and never above the amount', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.bigInt({ min: 0n, max: 10_000n }), (amount, bps) => {
      const fee = feeOf(amount, bps);
      expect(fee >= 0n && fee <= amount).toBe(true);
      expect(fee * 10_000n <= amount * bps).toBe(true);
    }));
  });
});
