import { describe, expect, it } from 'vitest';
import { projectBody, projectFormErrors, scheduleLines, utcInput, utcMs, type ProjectFormValues } from './projectForm';

const form: ProjectFormValues = {
  token: 'newt', name: 'New Token', price: '0.5', total_supply: '1000', supply: '', min: '10', max: '600', listing_price: '',
  apply_start: '2026-12-01T00:00', apply_end: '2026-12-02T00:00', allotment_at: '2026-12-02T00:00', pay_by: '2026-12-03T00:00',
  schedule: '2026-12-04T00:00 50\n2026-12-05T00:00 100', description_en: 'About', risks_en: 'Risky', other_texts: '{"de":{"description":"Über"}}',
};

describe('the IEO project form', () => {
  it('reads UTC times and the schedule lines', () => {
    expect(utcMs('2026-12-01T00:00')).toBe(Date.UTC(2026, 11, 1));
    expect(utcInput(Date.UTC(2026, 11, 1, 8, 5))).toBe('2026-12-01T08:05');
    expect(scheduleLines('2026-12-04T00:00 50\n2026-12-05T00:00 100')).toEqual([{ at: Date.UTC(2026, 11, 4), percent: '50' }, { at: Date.UTC(2026, 11, 5), percent: '100' }]);
    expect(scheduleLines('tomorrow 50')).toBeNull();
  });

  it('names what is wrong and builds the body', () => {
    expect(projectFormErrors(form)).toEqual({});
    expect(Object.keys(projectFormErrors({ ...form, price: '-1', schedule: '', other_texts: '{' })).sort()).toEqual(['other_texts', 'price', 'schedule']);
    expect(projectBody(form)).toMatchObject({
      token: 'NEWT', apply_start: Date.UTC(2026, 11, 1), texts: { en: { description: 'About', risks: 'Risky' }, de: { description: 'Über' } },
      unlock_schedule: [{ percent: '50' }, { percent: '100' }],
    });
  });
});
