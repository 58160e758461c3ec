import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ROUNDINGS,
  absAtoms,
  convertDecimals,
  divRound,
  formatAmount,
  maxAtoms,
  minAtoms,
  mulDiv,
  mulRate,
  parseAmount,
  percentOf,
  pow10,
  sumAtoms,
  truncateDisplay,
} from './money.js';

/** Arithmetic on atoms: products and quotients with explicit rounding, rates, conversions, aggregates, display truncation. */
const nonZero = fc.bigInt().filter((c) => c !== 0n);
const decimalsArb = fc.integer({ min: 0, max: 18 });

describe('mulDiv and divRound', () => {
  it('rounds each mode as documented', () => {
    const cases: [bigint, bigint, Record<string, bigint>][] = [
      [7n, 2n, { floor: 3n, ceil: 4n, trunc: 3n, half_up: 4n, half_even: 4n }],
      [5n, 2n, { floor: 2n, ceil: 3n, trunc: 2n, half_up: 3n, half_even: 2n }],
      [-5n, 2n, { floor: -3n, ceil: -2n, trunc: -2n, half_up: -3n, half_even: -2n }],
      [-7n, 2n, { floor: -4n, ceil: -3n, trunc: -3n, half_up: -4n, half_even: -4n }],
      [10n, 3n, { floor: 3n, ceil: 4n, trunc: 3n, half_up: 3n, half_even: 3n }],
      [11n, 3n, { floor: 3n, ceil: 4n, trunc: 3n, half_up: 4n, half_even: 4n }],
      [-11n, 3n, { floor: -4n, ceil: -3n, trunc: -3n, half_up: -4n, half_even: -4n }],
      [5n, -2n, { floor: -3n, ceil: -2n, trunc: -2n, half_up: -3n, half_even: -2n }],
      [6n, 3n, { floor: 2n, ceil: 2n, trunc: 2n, half_up: 2n, half_even: 2n }],
    ];
    for (const [n, d, expected] of cases) {
      for (const rounding of ROUNDINGS) expect(divRound(n, d, rounding), `${n}/${d} ${rounding}`).toBe(expected[rounding]);
    }
    expect(mulDiv(3n, 5n, 2n, 'half_even')).toBe(8n);
    expect(mulDiv(10n ** 30n, 10n ** 30n, 10n ** 50n, 'floor')).toBe(10n ** 10n);
  });

  it('throws on a zero divisor and an unknown rounding', () => {
    expect(() => mulDiv(1n, 1n, 0n, 'floor')).toThrow(RangeError);
    expect(() => divRound(1n, 2n, 'up' as never)).toThrow(RangeError);
  });

  it('floor gives a*b = q*c + r with 0 <= r < c for positive c', () => {
    fc.assert(fc.property(fc.bigInt(), fc.bigInt(), fc.bigInt({ min: 1n }), (a, b, c) => {
      const q = mulDiv(a, b, c, 'floor');
      const r = a * b - q * c;
      return r >= 0n && r < c;
    }), { numRuns: 500 });
  });

  it('floor <= trunc/half <= ceil and ceil - floor is 0 or 1', () => {
    fc.assert(fc.property(fc.bigInt(), fc.bigInt(), nonZero, (a, b, c) => {
      const floor = mulDiv(a, b, c, 'floor');
      const ceil = mulDiv(a, b, c, 'ceil');
      const exact = (a * b) % c === 0n;
      expect(ceil - floor).toBe(exact ? 0n : 1n);
      for (const rounding of ROUNDINGS) {
        const q = mulDiv(a, b, c, rounding);
        expect(q === floor || q === ceil).toBe(true);
      }
      // floor is at or below the exact quotient, ceil at or above: compare q*c with a*b on c's sign.
      const sign = c > 0n ? 1n : -1n;
      expect(floor * c * sign <= a * b * sign).toBe(true);
      expect(ceil * c * sign >= a * b * sign).toBe(true);
    }), { numRuns: 500 });
  });

  it('half modes land within half a unit and trunc goes toward zero', () => {
    fc.assert(fc.property(fc.bigInt(), fc.bigInt(), nonZero, (a, b, c) => {
      for (const rounding of ['half_up', 'half_even'] as const) {
        const q = mulDiv(a, b, c, rounding);
        expect(absAtoms(2n * (a * b - q * c)) <= absAtoms(c)).toBe(true);
      }
      const t = mulDiv(a, b, c, 'trunc');
      expect(absAtoms(t * c) <= absAtoms(a * b)).toBe(true);
    }), { numRuns: 500 });
  });

  it('half_even, half_up and trunc are symmetric; floor mirrors ceil', () => {
    fc.assert(fc.property(fc.bigInt(), fc.bigInt(), nonZero, (a, b, c) => {
      for (const rounding of ['half_even', 'half_up', 'trunc'] as const) {
        expect(mulDiv(-a, b, c, rounding)).toBe(-mulDiv(a, b, c, rounding));
        expect(mulDiv(a, b, -c, rounding)).toBe(-mulDiv(a, b, c, rounding));
      }
      expect(mulDiv(-a, b, c, 'floor')).toBe(-mulDiv(a, b, c, 'ceil'));
    }), { numRuns: 300 });
  });

  it('half_even picks the even neighbour on every tie', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (k) => {
      const q = divRound(2n * k + 1n, 2n, 'half_even');
      return q % 2n === 0n && (q === k || q === k + 1n);
    }));
  });
});

describe('rates, percentages and conversions', () => {
  it('mulRate applies a fixed-point rate', () => {
    const fee = parseAmount('0.03');
    expect(fee).toBe(3_000_000n);
    expect(mulRate(parseAmount('100'), fee, 8, 'floor')).toBe(parseAmount('3'));
    expect(mulRate(parseAmount('0.00000033'), fee, 8, 'floor')).toBe(0n);
    expect(mulRate(parseAmount('0.00000033'), fee, 8, 'ceil')).toBe(1n);
    expect(mulRate(parseAmount('2'), 15n, 1, 'trunc')).toBe(parseAmount('3'));
    expect(() => mulRate(1n, 1n, -1, 'floor')).toThrow(RangeError);
  });

  it('percentOf takes basis points', () => {
    expect(percentOf(parseAmount('200'), 300n, 'floor')).toBe(parseAmount('6'));
    expect(percentOf(parseAmount('1'), 1n, 'floor')).toBe(parseAmount('0.0001'));
    expect(percentOf(1n, 5_000n, 'half_even')).toBe(0n);
    expect(percentOf(1n, 5_000n, 'half_up')).toBe(1n);
    expect(percentOf(-1n, 5_000n, 'floor')).toBe(-1n);
  });

  it('convertDecimals scales up exactly and rounds down-scaling', () => {
    expect(convertDecimals(150n, 2, 8, 'floor')).toBe(150_000_000n);
    expect(convertDecimals(123_456_789n, 8, 2, 'floor')).toBe(123n);
    expect(convertDecimals(123_456_789n, 8, 2, 'ceil')).toBe(124n);
    expect(convertDecimals(-123_456_789n, 8, 2, 'trunc')).toBe(-123n);
    expect(convertDecimals(125n, 2, 1, 'half_even')).toBe(12n);
    expect(convertDecimals(42n, 8, 8, 'floor')).toBe(42n);
    expect(() => convertDecimals(1n, -1, 2, 'floor')).toThrow(RangeError);
    fc.assert(fc.property(fc.bigInt(), decimalsArb, decimalsArb, (x, from, extra) =>
      convertDecimals(convertDecimals(x, from, from + extra, 'floor'), from + extra, from, 'floor') === x));
  });

  it('pow10 caches and checks its exponent', () => {
    expect(pow10(0)).toBe(1n);
    expect(pow10(18)).toBe(10n ** 18n);
    expect(pow10(18)).toBe(10n ** 18n);
    expect(() => pow10(-1)).toThrow(RangeError);
  });
});

describe('aggregates', () => {
  it('sums, mins, maxes and absolutes', () => {
    expect(sumAtoms([])).toBe(0n);
    expect(sumAtoms([1n, -3n, 10n ** 30n])).toBe(10n ** 30n - 2n);
    expect(minAtoms(3n, -1n, 2n)).toBe(-1n);
    expect(maxAtoms(3n, -1n, 2n)).toBe(3n);
    expect(minAtoms(7n)).toBe(7n);
    expect(() => minAtoms()).toThrow(RangeError);
    expect(() => maxAtoms(...[])).toThrow(RangeError);
    expect(absAtoms(-5n)).toBe(5n);
    expect(absAtoms(5n)).toBe(5n);
    expect(absAtoms(0n)).toBe(0n);
  });
});

describe('truncateDisplay', () => {
  it.each<[string | number | bigint | null | undefined, string]>([
    ['1.23456', '1.2345'],
    ['-1.23456', '-1.2345'],
    ['5', '5'],
    ['5.00', '5'],
    ['1.50', '1.5'],
    ['1.99999', '1.9999'],
    ['0.00009', '0'],
    ['-0.00009', '0'],
    ['007.10', '7.1'],
    ['123456789012345678901234.56789', '123456789012345678901234.5678'],
    [' 2.5 ', '2.5'],
    ['+2.5', '2.5'],
    ['.5', '0.5'],
    ['1e-7', '0'],
    ['1.23456e2', '123.456'],
    ['1.5E+3', '1500'],
    [1.23456, '1.2345'],
    [-1.23456, '-1.2345'],
    [0.1 + 0.2, '0.3'],
    [1e21, '1000000000000000000000'],
    [1.5e-5, '0'],
    [0, '0'],
    [-0, '0'],
    [5n, '5'],
    [-5n, '-5'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    ['abc', ''],
    ['', ''],
    ['   ', ''],
    ['.', ''],
    ['1,5', ''],
    ['Infinity', ''],
    ['1e', ''],
    ['1e9999', ''],
    [null, ''],
    [undefined, ''],
  ])('%s -> %s', (value, expected) => {
    expect(truncateDisplay(value)).toBe(expected);
  });

  it('honours places', () => {
    expect(truncateDisplay('1.23456', 2)).toBe('1.23');
    expect(truncateDisplay('-9.99', 0)).toBe('-9');
    expect(truncateDisplay('1.23456', 8)).toBe('1.23456');
    expect(() => truncateDisplay('1', -1)).toThrow(RangeError);
  });

  it('never rounds up: the shown value is toward zero and within 0.0001 of the amount', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (x) => {
      const shown = parseAmount(truncateDisplay(formatAmount(x)));
      expect(absAtoms(shown) <= absAtoms(x)).toBe(true);
      expect(absAtoms(x) - absAtoms(shown) < 10_000n).toBe(true);
      expect(shown === 0n || shown < 0n === x < 0n).toBe(true);
    }), { numRuns: 500 });
  });

  it('never rounds a float up', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (x) => {
      const shown = Number(truncateDisplay(x));
      expect(Math.abs(shown) <= Math.abs(x)).toBe(true);
    }), { numRuns: 500 });
  });
});
