import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import { ageOn, checkBasic, maskIdNumber, parseDate } from './kyc.rules.js';

const NOW = Date.UTC(2026, 10, 25, 12);
const keyOf = (f: () => unknown): string => {
  try {
    f();
    return 'ok';
  } catch (e) {
    return e instanceof AppError ? `${e.key}:${JSON.stringify(e.params ?? {})}` : String(e);
  }
};

describe('kyc rules', () => {
  it('reads real calendar dates only', () => {
    expect(parseDate('2000-02-29')).toEqual({ y: 2000, m: 2, d: 29 });
    for (const s of ['1900-02-29', '2001-13-01', '2001-00-10', '2001-1-1', '20010101', '']) expect(parseDate(s)).toBeNull();
  });

  it('ages turn on the birthday itself (property: one day before the 18th birthday is 17, on it 18)', () => {
    fc.assert(fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
      const birthday18 = Date.UTC(y + 18, m - 1, d);
      expect(ageOn({ y, m, d }, birthday18)).toBe(18);
      expect(ageOn({ y, m, d }, birthday18 - 1)).toBe(17);
    }));
  });

  it('answers one spelling and names the first wrong field', () => {
    expect(checkBasic({ full_name: ' José  María-Núñez ', id_type: 'ID_CARD', id_number: 'ab 12-34', country: 'es', birth_date: '1980-01-01' }, NOW))
      .toEqual({ full_name: 'José María-Núñez', id_type: 'id_card', id_number: 'AB12-34', country: 'ES', birth_date: '1980-01-01' });
    expect(checkBasic({ full_name: '王小明', id_type: 'driving_licence', id_number: '1234', country: 'CN', birth_date: '2008-11-25' }, NOW).full_name).toBe('王小明');
    expect(keyOf(() => checkBasic({ full_name: '王小明', id_type: 'passport', id_number: '1234', country: 'CN', birth_date: '2008-11-26' }, NOW))).toBe('kyc_underage:{}');
    expect(keyOf(() => checkBasic({ full_name: 'Bob1', id_type: 'passport' }, NOW))).toBe('validation_failed:{"field":"full_name"}');
  });

  it('never throws anything but its own refusals, whatever the form (property)', () => {
    const field = fc.option(fc.string({ maxLength: 40 }), { nil: undefined });
    fc.assert(fc.property(field, field, field, field, field, (full_name, id_type, id_number, country, birth_date) => {
      expect(keyOf(() => checkBasic({ full_name, id_type, id_number, country, birth_date }, NOW))).toMatch(/^(ok|validation_failed|kyc_underage)/);
    }));
  });

  it('shows only the last four characters of an ID number (property)', () => {
    fc.assert(fc.property(fc.string({ minLength: 5, maxLength: 32 }), (n) => {
      const masked = maskIdNumber(n);
      expect(masked.endsWith(n.slice(-4))).toBe(true);
      expect(masked.slice(0, -4)).toMatch(/^\*+$/);
    }));
    expect(maskIdNumber('1234')).toBe('****');
  });
});
