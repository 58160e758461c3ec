import { describe, expect, it } from 'vitest';
import { formatDetail, formatPhone, formatTime, groupSecret, messageOf } from './format';

describe('back-office formatting', () => {
  it('shows times in UTC to the second, and nothing for a non-time', () => {
    expect(formatTime(Date.UTC(2026, 10, 22, 12, 3, 4, 567))).toBe('2026-11-22 12:03:04 UTC');
    for (const v of [null, undefined, 'x', Number.NaN, Infinity, 8.64e16]) expect(formatTime(v)).toBe('');
  });

  it('puts an audit detail on one line without empty values', () => {
    expect(formatDetail({ page: 2, search: 'alice', action: null, role: 'support' })).toBe('page: 2, search: alice, role: support');
    expect(formatDetail({ nested: { a: 1 } })).toBe('nested: {"a":1}');
    expect(formatDetail(null)).toBe('');
    expect(formatDetail('text')).toBe('');
  });

  it('groups a secret by four characters', () => {
    expect(groupSecret('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')).toBe('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('shows a phone with its area code', () => {
    expect(formatPhone('86', '13800138000')).toBe('+86 13800138000');
    expect(formatPhone('+1', '5550100')).toBe('+1 5550100');
    expect(formatPhone(null, '5550100')).toBe('5550100');
    expect(formatPhone('86', null)).toBe('');
  });

  it('words an error by its message, or by the fallback', () => {
    expect(messageOf(new Error('Your admin role does not allow this.'), 'The action failed.')).toBe('Your admin role does not allow this.');
    for (const e of ['text', null, new Error('')]) expect(messageOf(e, 'The action failed.')).toBe('The action failed.');
  });
});
