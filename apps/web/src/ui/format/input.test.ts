import { parseAmount } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { allAmount, cleanAmountText, cleanDecimalText, MAX_AMOUNT_CHARS } from './input';

describe('cleanDecimalText', () => {
  it('keeps digits and one point; a comma is a point', () => {
    expect(cleanDecimalText('1,5')).toBe('1.5');
    expect(cleanDecimalText('1.2.3')).toBe('1.23');
    expect(cleanDecimalText(' 1 000.25 USDT')).toBe('1000.25');
    expect(cleanDecimalText('-3e5 ')).toBe('35');
    expect(cleanDecimalText('1.')).toBe('1.');
  });
  it('reads .5 as 0.5 and drops leading zeros', () => {
    expect(cleanDecimalText('.5')).toBe('0.5');
    expect(cleanDecimalText('007.10')).toBe('7.10');
    expect(cleanDecimalText('00012.3.4')).toBe('12.34');
    expect(cleanDecimalText('0100.50')).toBe('100.50');
    expect(cleanDecimalText('0.')).toBe('0.');
  });
  it('cuts the decimals to the places given, or keeps none', () => {
    expect(cleanDecimalText('0.123456789', 8)).toBe('0.12345678');
    expect(cleanDecimalText('1.123456789')).toBe('1.123456789');
    expect(cleanDecimalText('7.9', 0)).toBe('7');
    expect(cleanDecimalText('.5', 0)).toBe('');
  });
});

describe('cleanAmountText', () => {
  it('is cleanDecimalText kept to MAX_AMOUNT_CHARS characters', () => {
    expect(cleanAmountText('9'.repeat(50))).toHaveLength(MAX_AMOUNT_CHARS);
    expect(cleanAmountText('12,345', 8)).toBe('12.345');
  });
});

describe('allAmount', () => {
  const p = (text: string, places = 8) => parseAmount(text, places);
  it('is the whole balance cut to the coin’s places, never rounded up', () => {
    expect(allAmount(p('100000'), 8, 8)).toBe('100000');
    expect(allAmount(p('0.12345678'), 8, 8)).toBe('0.12345678');
    expect(allAmount(p('1234.5678'), 8, 2)).toBe('1234.56');
    expect(allAmount(p('999.99'), 8, 0)).toBe('999');
    expect(allAmount(p('900.123456789', 18), 18, 8)).toBe('900.12345678');
  });
  it('is 0 when there is nothing to use', () => {
    expect(allAmount(0n, 8, 8)).toBe('0');
    expect(allAmount(-5n, 18, 8)).toBe('0');
  });
});
