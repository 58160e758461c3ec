import { describe, expect, it } from 'vitest';
import { capitalised, optionalText, positiveId, typedText } from './text';

describe('typed text', () => {
  it('trims strings, spells numbers and empties the rest', () => {
    expect(typedText(' alice ')).toBe('alice');
    expect(typedText(250)).toBe('250');
    for (const v of [null, undefined, true, {}]) expect(typedText(v)).toBe('');
  });

  it('leaves an empty filter out', () => {
    expect(optionalText(' usdt ')).toBe('usdt');
    expect(optionalText('   ')).toBeUndefined();
    expect(optionalText(null)).toBeUndefined();
  });

  it('reads a positive whole id and nothing else', () => {
    expect(positiveId(' 12 ')).toBe(12);
    expect(positiveId(7)).toBe(7);
    for (const v of ['0', '-1', '1.5', '1e3', '', 'x', null, 12.5, '9999999999999999']) expect(positiveId(v)).toBeUndefined();
  });

  it('starts a sentence with a capital', () => {
    expect(capitalised('deposits closed')).toBe('Deposits closed');
    expect(capitalised('')).toBe('');
  });
});
