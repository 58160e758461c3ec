import { describe, expect, it } from 'vitest';
import { formatAmount, formatFiat, formatPercent, formatPrice, formatValue, groupThousands, padFraction } from './index';
import { formatClock, formatDateTime, formatRecentTime } from './time';
import { shortenMiddle } from './text';

describe('by meaning, through the one formatter with the page language', () => {
  it('an amount of an asset at its display places, truncated and padded', () => {
    expect(formatAmount('0.01143596', 'BTC')).toBe('0.01143596');
    expect(formatAmount('1.23456789', 'ETH')).toBe('1.234567');
    expect(formatAmount('100000', 'USDT')).toBe('100,000.00');
    expect(formatAmount('-0.99999', 'USDC')).toBe('-0.99');
    expect(formatAmount('12.5', 'USDT', { sign: true })).toBe('+12.50');
    for (const v of ['abc', '', null, undefined, Number.NaN, '1,5']) expect(formatAmount(v, 'BTC')).toBe('');
  });
  it('a price at the symbol’s tick size or the places given', () => {
    expect(formatPrice('65000.129', 'BTC/USDT')).toBe('65,000.12');
    expect(formatPrice('0.123456', 4)).toBe('0.1234');
    expect(formatPrice('x', 2)).toBe('');
  });
  it('a value in USDT and a percent', () => {
    expect(formatValue('1903.4997')).toBe('1,903.49');
    expect(formatPercent('1.239')).toBe('1.23%');
    expect(formatPercent('3', { sign: true })).toBe('+3.00%');
    expect(formatPercent(undefined)).toBe('');
  });
  it('follows the page language', () => {
    if (typeof document === 'undefined') return;
    document.documentElement.lang = 'de';
    try {
      expect(formatValue('1234.5')).toBe('1.234,50');
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});

describe('fiat', () => {
  it('uses the currency symbol and minor units', () => {
    expect(formatFiat('1234.567', 'usd')).toBe('$1,234.56');
    expect(formatFiat('-5', 'EUR')).toBe('-€5.00');
    expect(formatFiat('1500.9', 'JPY')).toBe('¥1,500');
    expect(formatFiat('7', 'CHF')).toBe('7.00 CHF');
    expect(formatFiat('nope')).toBe('');
  });
});

describe('helpers', () => {
  it('groups and pads plain decimals only', () => {
    expect(groupThousands('-1234.5')).toBe('-1,234.5');
    expect(groupThousands('abc')).toBe('abc');
    expect(padFraction('1', 2)).toBe('1.00');
    expect(padFraction('', 2)).toBe('');
  });
});

describe('times', () => {
  const t = new Date(2025, 2, 4, 5, 6, 7).getTime();
  it('writes a record’s moment in full, and nothing for no time', () => {
    expect(formatDateTime(t)).toBe('2025-03-04 05:06:07');
    expect(formatDateTime(new Date(2024, 0, 5, 19, 3, 7).getTime())).toBe('2024-01-05 19:03:07');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
  it('writes recent activity with the year only when it is not this year', () => {
    expect(formatRecentTime(t, new Date(2025, 11, 31).getTime())).toBe('03-04 05:06:07');
    expect(formatRecentTime(t, new Date(2026, 0, 1).getTime())).toBe('2025-03-04 05:06:07');
    expect(formatClock(t)).toBe('05:06:07');
  });
});

describe('shortenMiddle', () => {
  it('keeps the head and tail of long text around an ellipsis, and short text whole', () => {
    expect(shortenMiddle(`0x${'ab'.repeat(32)}`, 10, 8)).toBe('0xabababab…abababab');
    expect(shortenMiddle('0x1234567890abcdef1234', 6, 4)).toBe('0x1234…1234');
    expect(shortenMiddle('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 8, 6)).toBe('TR7NHqje…gjLj6t');
    expect(shortenMiddle('short', 10, 8)).toBe('short');
    expect(shortenMiddle('abcdefghij', 5, 4)).toBe('abcdefghij');
  });
});
