import { describe, expect, it } from 'vitest';
import { bpsAsPercent, shorten, showAmount, showChange, showMoney, signOf } from './money';

describe('back-office amounts', () => {
  it('shows every atom with the thousands grouped, never rounded', () => {
    expect(showAmount('1234567.12345678')).toBe('1,234,567.12345678');
    expect(showAmount('-10000')).toBe('-10,000');
    expect(showAmount('999')).toBe('999');
    expect(showAmount('0.00000001')).toBe('0.00000001');
    expect(showAmount('100.50')).toBe('100.5');
    expect(showAmount('0')).toBe('0');
    expect(showAmount('-0.5')).toBe('-0.5');
    expect(showMoney('20000', 'USDT')).toBe('20,000 USDT');
  });

  it('shows nothing for what is not a decimal string', () => {
    for (const v of [null, undefined, 12, '', 'abc', '1e5', '1,000', '.5', '0x10']) expect(showAmount(v)).toBe('');
  });

  it('marks a credit with + and reads the sign exactly', () => {
    expect(showChange('25.5')).toBe('+25.5');
    expect(showChange('-3')).toBe('-3');
    expect(showChange('0')).toBe('0');
    expect(showChange('x')).toBe('');
    expect(signOf('0.00000001')).toBe(1);
    expect(signOf('-100')).toBe(-1);
    expect(signOf('0')).toBe(0);
    expect(signOf(null)).toBe(0);
  });

  it('turns basis points into an exact percentage', () => {
    expect(bpsAsPercent(300)).toBe('3 %');
    expect(bpsAsPercent('250')).toBe('2.5 %');
    expect(bpsAsPercent(1)).toBe('0.01 %');
    expect(bpsAsPercent(0)).toBe('0 %');
    expect(bpsAsPercent('1.5')).toBe('');
    expect(bpsAsPercent(-1)).toBe('');
  });

  it('shortens a long hash in the middle and keeps a short value whole', () => {
    expect(shorten(`0x${'ab'.repeat(32)}`)).toBe('0xabab…ababab');
    expect(shorten('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')).toBe('T9yD14…HxuWwb');
    expect(shorten('0123456789abcd')).toBe('0123456789abcd');
  });
});
