import { parseAmount as p } from '@candor/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minAmountOf, rateOf, stepOf, swapAmounts, type SwapPrices } from './swap.math.js';

const coin = (from: string, to: string): SwapPrices => ({ fromPrice: p(from), toPrice: p(to), usdtPrice: p('1'), spreadBps: 20 });

describe('swap math', () => {
  it('takes the spread from the gross and rounds down what the user receives', () => {
    expect(swapAmounts(p('0.5'), coin('96000', '1'), 8)).toEqual({ gross: p('48000'), fee: p('96'), receive: p('47904') });
    // 1 atom of value too little to carry a spread still pays it: the user gets the rounded-down rest.
    expect(swapAmounts(1n, coin('1', '1'), 8)).toEqual({ gross: 1n, fee: 1n, receive: 0n });
    // To a currency of 2 places: 9.1816 is received as 9.18.
    expect(swapAmounts(p('10'), { fromPrice: p('0.92'), toPrice: p('1'), usdtPrice: p('0.92'), spreadBps: 20 }, 2))
      .toEqual({ gross: p('9.2'), fee: p('0.02'), receive: p('9.18') });
    expect(rateOf(coin('3400', '96000'))).toBe(p('0.03541666'));
  });

  it('sizes the minimum at 1 USDT, rounded up to the asset\'s step', () => {
    expect(minAmountOf(coin('96000', '1'), 8)).toBe(p('0.00001042'));
    expect(minAmountOf(coin('1', '96000'), 8)).toBe(p('1'));
    expect(minAmountOf({ fromPrice: p('1'), toPrice: p('150'), usdtPrice: p('150'), spreadBps: 20 }, 0)).toBe(p('150'));
    expect(minAmountOf({ fromPrice: p('1'), toPrice: p('0.92'), usdtPrice: p('0.92'), spreadBps: 20 }, 2)).toBe(p('0.92'));
  });

  const price = fc.bigInt({ min: 1n, max: p('10000000') });
  const decimals = fc.integer({ min: 0, max: 8 });

  it('always discloses the exact split: receive + fee = gross, the spread at least, never a free atom', () => {
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 10n ** 17n }), price, price, fc.integer({ min: 0, max: 500 }), decimals,
      (amount, fromPrice, toPrice, spreadBps, toDecimals) => {
        const { gross, fee, receive } = swapAmounts(amount, { fromPrice, toPrice, usdtPrice: p('1'), spreadBps }, toDecimals);
        expect(receive + fee).toBe(gross);
        // gross is the exact value rounded down.
        expect(gross * toPrice <= amount * fromPrice && amount * fromPrice < (gross + 1n) * toPrice).toBe(true);
        // receive is the largest whole step not above gross less the spread.
        expect(receive % stepOf(toDecimals)).toBe(0n);
        expect(receive * 10_000n <= gross * BigInt(10_000 - spreadBps)).toBe(true);
        expect((receive + stepOf(toDecimals)) * 10_000n > gross * BigInt(10_000 - spreadBps)).toBe(true);
        expect(receive >= 0n && fee >= 0n).toBe(true);
      }));
  });

  it('gives a minimum worth at least 1 USDT, and one step less is worth less', () => {
    fc.assert(fc.property(price, price, decimals, (fromPrice, usdtPrice, fromDecimals) => {
      const min = minAmountOf({ fromPrice, toPrice: 1n, usdtPrice, spreadBps: 20 }, fromDecimals);
      const worth = (a: bigint) => a * fromPrice; // value in USDT atoms, times usdtPrice
      expect(min % stepOf(fromDecimals)).toBe(0n);
      expect(worth(min) >= p('1') * usdtPrice).toBe(true);
      expect(worth(min - stepOf(fromDecimals)) < p('1') * usdtPrice).toBe(true);
    }));
  });
});
