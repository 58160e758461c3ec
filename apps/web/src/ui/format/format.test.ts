import { describe, expect, it } from 'vitest';
import { formatAmount, formatFiat, formatPercent, formatPrice, groupThousands, padFraction } from './index';
import { formatClock, formatDateTime, formatRecentTime } from './time';
import { shortenMiddle } from './text';

describe('amount', () => {
  it('truncates to 4 places, never rounds', () => {
    expect(formatAmount('1.23456789')).toBe('1.2345');
    expect(formatAmount('-0.99999')).toBe('-0.9999');
    expect(formatAmount(0.00009)).toBe('0');
  });
  it('groups thousands and trims zeros', () => {
    expect(formatAmount('100000.00000000')).toBe('100,000');
    expect(formatAmount('1234567.5')).toBe('1,234,567.5');
  });
  it('is empty for a non-number', () => {
    for (const v of ['abc', '', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, '1,5']) expect(formatAmount(v)).toBe('');
  });
  it('signs gains when asked', () => {
    expect(formatAmount('12.5', { sign: true })).toBe('+12.5');
    expect(formatAmount('-12.5', { sign: true })).toBe('-12.5');
    expect(formatAmount('0', { sign: true })).toBe('0');
  });
});

describe('price', () => {
  it('pads to the places so columns line up', () => {
    expect(formatPrice('65000.1')).toBe('65,000.1000');
    expect(formatPrice('0.123456')).toBe('0.1234');
    expect(formatPrice('2', 2)).toBe('2.00');
    expect(formatPrice('x')).toBe('');
  });
});

describe('percent', () => {
  it('truncates to 2 places with an optional sign', () => {
    expect(formatPercent('1.239')).toBe('1.23%');
    expect(formatPercent(-0.5, { sign: true })).toBe('-0.50%');
    expect(formatPercent('3', { sign: true })).toBe('+3.00%');
    expect(formatPercent(undefined)).toBe('');
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
