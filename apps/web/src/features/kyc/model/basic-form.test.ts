import { describe, expect, it } from 'vitest';
import { ageOf, basicBody, checkBasicForm, EMPTY_BASIC } from './basic-form';

const NOW = Date.UTC(2026, 10, 25);
const OK = { full_name: 'Alice Example', id_type: 'passport', id_number: 'p123 4567', country: 'DE', birth_date: '1990-05-17' } as const;

describe('basic KYC form', () => {
  it('names the first missing or wrong field', () => {
    expect(checkBasicForm(EMPTY_BASIC, NOW)).toEqual({ field: 'full_name', key: 'basic.error.full_name_required' });
    expect(checkBasicForm({ ...OK, full_name: 'A1' }, NOW)?.key).toBe('basic.error.full_name_invalid');
    expect(checkBasicForm({ ...OK, id_type: '' }, NOW)?.field).toBe('id_type');
    expect(checkBasicForm({ ...OK, id_number: '#' }, NOW)?.key).toBe('basic.error.id_number_invalid');
    expect(checkBasicForm({ ...OK, country: '' }, NOW)?.field).toBe('country');
    expect(checkBasicForm({ ...OK, birth_date: '1990-02-30' }, NOW)?.key).toBe('basic.error.birth_date_invalid');
    expect(checkBasicForm({ ...OK, birth_date: '2008-11-26' }, NOW)?.key).toBe('basic.error.underage');
    expect(checkBasicForm({ ...OK, birth_date: '2008-11-25' }, NOW)).toBeNull();
  });

  it('counts age by the birthday and sends one spelling', () => {
    expect(ageOf('2000-02-29', Date.UTC(2018, 1, 28))).toBe(17);
    expect(ageOf('2000-02-29', Date.UTC(2018, 2, 1))).toBe(18);
    expect(basicBody({ ...OK, full_name: ' Alice   Example ' })).toEqual({ ...OK, full_name: 'Alice Example', id_number: 'P1234567' });
  });
});
