import { describe, expect, it } from 'vitest';
import { formProblems, formValues, productBody } from './productForm';

const trust = {
  id: 1, coin: 'USDT', names: { en: '7-day USDT' }, agreements: { en: 'Terms' }, cycle_days: 7, daily_rate_ppm: 5000,
  min_amount: '100', max_amount: '50000', quota_total: '1000000', quota_used: '0', paused: false, open: true, closed_reason: null,
  created_at: 0, updated_at: 0, updated_by: null,
};

describe('earn product forms', () => {
  it('read a product and send only what changed', () => {
    const before = formValues('trust', trust);
    expect(before['daily_rate_ppm']).toBe('5000');
    expect(JSON.parse(before['names'] ?? '')).toEqual({ en: '7-day USDT' });
    const after = { ...before, daily_rate_ppm: '6000', names: '{"en": "7-day USDT", "ja": "7日間 USDT"}' };
    expect(formProblems('trust', after, false)).toEqual({});
    expect(productBody('trust', after, before)).toEqual({ daily_rate_ppm: 6000, names: { en: '7-day USDT', ja: '7日間 USDT' } });
  });

  it('send every field when creating, numbers as numbers', () => {
    const v = { ...formValues('quantify', null), names: '{"en": "Q"}', days: '30', rate_min_ppm: '3000', rate_max_ppm: '6000', exit_ratio_ppm: '4000',
      min_amount: '10', max_amount: '1000', quota_total: '100000' };
    expect(formProblems('quantify', v, true)).toEqual({});
    expect(productBody('quantify', v, null)).toMatchObject({ coin: 'USDT', days: 30, rate_min_ppm: 3000, rate_max_ppm: 6000, names: { en: 'Q' }, descriptions: {} });
  });

  it('name every bad field', () => {
    const v = { ...formValues('quantify', null), names: '{"ja": "x"}', days: '0', rate_min_ppm: '7000', rate_max_ppm: '6000', exit_ratio_ppm: '1.5',
      min_amount: '1e3', max_amount: '1', quota_total: '1', coin: 'usdt' };
    expect(Object.keys(formProblems('quantify', v, true)).sort()).toEqual(['coin', 'days', 'exit_ratio_ppm', 'min_amount', 'names', 'rate_max_ppm']);
    expect(formProblems('mining', { ...formValues('mining', null), names: 'not json' }, false)['names']).toMatch(/JSON/);
  });
});
