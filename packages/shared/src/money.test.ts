import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DECIMALS,
  MoneyError,
  formatAmount,
  parseAmount,
  tryParseAmount,
} from './money.js';

const decimalsArb = fc.integer({ min: 0, max: 18 });

function expectMoneyError(fn: () => unknown, code: MoneyError['code']): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(MoneyError);
    expect((error as MoneyError).code).toBe(code);
    return;
  }
  throw new Error('expected a MoneyError');
}

describe('parseAmount', () => {
  it('reads decimal strings at 8 places by default', () => {
    expect(DEFAULT_DECIMALS).toBe(8);
    expect(parseAmount('12')).toBe(1_200_000_000n);
    expect(parseAmount('12.5')).toBe(1_250_000_000n);
    expect(parseAmount('0.00000001')).toBe(1n);
    expect(parseAmount('-3.25')).toBe(-325_000_000n);
    expect(parseAmount('0')).toBe(0n);
    expect(parseAmount('-0')).toBe(0n);
    expect(parseAmount('123456789012345678901234567890')).toBe(123456789012345678901234567890n * 10n ** 8n);
  });

  it('honours other place counts', () => {
    expect(parseAmount('12', 0)).toBe(12n);
    expect(parseAmount('1.5', 2)).toBe(150n);
    expect(parseAmount('1.000000000000000001', 18)).toBe(1_000_000_000_000_000_001n);
  });

  it.each(['', '.', '1.', '.5', '+1', '1e5', '1E-2', ' 1', '1 ', '1,000', '1,5', '--1', '-', '0x10', 'abc', '1.2.3', 'NaN',
    'Infinity', '١٢', '1_000', '007.50', '00005', '01', '-01', ' 5 '])('rejects %j as invalid_amount', (text) => {
    expectMoneyError(() => parseAmount(text), 'invalid_amount');
    expect(tryParseAmount(text)).toBeNull();
  });

  it('rejects overlong input as invalid_amount', () => {
    expectMoneyError(() => parseAmount('1'.repeat(121)), 'invalid_amount');
    expect(parseAmount('1'.repeat(120), 0)).toBe(BigInt('1'.repeat(120)));
  });

  it('rejects too many fractional digits, zeros included', () => {
    expectMoneyError(() => parseAmount('0.000000001'), 'too_many_decimals');
    expectMoneyError(() => parseAmount('1.000000000'), 'too_many_decimals');
    expectMoneyError(() => parseAmount('1.0', 0), 'too_many_decimals');
    expectMoneyError(() => parseAmount('1.234', 2), 'too_many_decimals');
    expect(tryParseAmount('1.234', 2)).toBeNull();
  });

  it('exposes the code and name on MoneyError', () => {
    const error = new MoneyError('invalid_amount', 'x');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('MoneyError');
    expect(error.code).toBe('invalid_amount');
  });

  it('throws RangeError for impossible decimals', () => {
    expect(() => parseAmount('1', -1)).toThrow(RangeError);
    expect(() => parseAmount('1', 1.5)).toThrow(RangeError);
    expect(() => tryParseAmount('1', Number.NaN)).toThrow(RangeError);
    expect(() => formatAmount(1n, -1)).toThrow(RangeError);
  });

  it('tryParseAmount returns the value when valid', () => {
    expect(tryParseAmount('2.5')).toBe(250_000_000n);
    expect(tryParseAmount('2.5', 1)).toBe(25n);
  });
});

describe('formatAmount', () => {
  it('prints exact strings with trailing zeros trimmed', () => {
    expect(formatAmount(150_000_000n)).toBe('1.5');
    expect(formatAmount(0n)).toBe('0');
    expect(formatAmount(-1n)).toBe('-0.00000001');
    expect(formatAmount(1_200_000_000n)).toBe('12');
    expect(formatAmount(-325_000_000n)).toBe('-3.25');
    expect(formatAmount(12n, 0)).toBe('12');
    expect(formatAmount(-12n, 0)).toBe('-12');
    expect(formatAmount(5n, 3)).toBe('0.005');
    expect(formatAmount(10n ** 30n)).toBe('10000000000000000000000');
  });

  it('parse(format(x)) is x for every bigint and decimals 0..18', () => {
    fc.assert(fc.property(fc.bigInt(), decimalsArb, (x, d) => parseAmount(formatAmount(x, d), d) === x), { numRuns: 500 });
    for (let d = 0; d <= 18; d++) {
      fc.assert(fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), (x) => parseAmount(formatAmount(x, d), d) === x),
        { numRuns: 50 });
    }
  });

  it('format(parse(s)) normalises any accepted string', () => {
    const amountText = fc.record({
      negative: fc.boolean(),
      whole: fc.stringMatching(/^(0|[1-9]\d{0,11})$/),
      fraction: fc.option(fc.stringMatching(/^\d{1,8}$/), { nil: undefined }),
    }).map(({ negative, whole, fraction }) => `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`);
    fc.assert(fc.property(amountText, (text) => {
      const normal = formatAmount(parseAmount(text));
      expect(normal).toMatch(/^-?(0|[1-9]\d*)(\.\d*[1-9])?$/);
      expect(normal).not.toBe('-0');
      expect(parseAmount(normal)).toBe(parseAmount(text));
      expect(formatAmount(parseAmount(normal))).toBe(normal);
      expect(Number(normal) === Number(text)).toBe(true);
    }), { numRuns: 500 });
  });
});
