import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formReducer, initialForm, presetsOf, stakeOf, validate, visibleErrors, type FormAction } from './form';
import { durations } from './testkit';

const ds = durations();
const usdt = (n: number): bigint => BigInt(n) * 100_000_000n;

describe('the buy form', () => {
  it('starts on the first open duration and keeps a valid choice when the operator closes one', () => {
    let s = initialForm(ds);
    expect(s.seconds).toBe(60);
    s = formReducer(s, { kind: 'duration', seconds: 120 });
    s = formReducer(s, { kind: 'durations', available: ds.map((d) => (d.seconds === 120 ? { ...d, enabled: false } : d)) });
    expect(s.seconds).toBe(60);
    expect(initialForm([]).seconds).toBeNull();
  });

  it('keeps the stake a decimal with at most two places under any typing', () => {
    const action = fc.oneof(
      fc.string({ maxLength: 14 }).map((text): FormAction => ({ kind: 'amount', text })),
      fc.constantFrom<FormAction>({ kind: 'submitted' }, { kind: 'placed' }, { kind: 'duration', seconds: 120 }),
    );
    fc.assert(fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
      let s = initialForm(ds);
      for (const a of actions) {
        s = formReducer(s, a);
        expect(s.amount).toMatch(/^(\d+(\.\d{0,2})?)?$/);
      }
    }));
  });

  it('refuses, in the seed order, a missing duration, a missing or bad stake, the bounds and the balance', () => {
    const d = ds[0];
    const at = (amount: string, available: bigint | null = null, seconds: number | null = 60) =>
      validate({ seconds, amount, submitted: true }, seconds === null ? undefined : d, available).map((e) => e.key);
    expect(at('', null, null)).toEqual(['duration_required', 'amount_required']);
    expect(at('0')).toEqual(['amount_invalid']);
    expect(at('9.99')).toEqual(['amount_min']);
    expect(at('5000.01')).toEqual(['amount_max']);
    expect(at('100', usdt(50))).toEqual(['balance']);
    expect(at('100', usdt(100))).toEqual([]);
    expect(validate({ seconds: 60, amount: '9', submitted: true }, d, null)).toEqual([{ field: 'amount', key: 'amount_min', params: { value: '10' } }]);
  });

  it('shows only input that is already wrong before the first buy', () => {
    const d = ds[0];
    const s = { seconds: 60, amount: '', submitted: false };
    expect(visibleErrors(validate(s, d, usdt(5)), s)).toEqual([]);
    const low = { ...s, amount: '5' };
    expect(visibleErrors(validate(low, d, usdt(1)), low).map((e) => e.key)).toEqual(['amount_min']);
  });

  it('offers round presets inside the bounds and the most one can stake', () => {
    const d = ds[0];
    expect(presetsOf(d, null)).toEqual(['10', '20', '50', '100']);
    expect(presetsOf(d, usdt(1234) + 56_789_000n)).toEqual(['10', '20', '50', '100', '1234.56']);
    expect(presetsOf(d, usdt(5))).toEqual(['10', '20', '50', '100']);
    expect(presetsOf(undefined, usdt(5))).toEqual([]);
    expect(stakeOf({ seconds: 60, amount: '12.5', submitted: false })).toBe(1_250_000_000n);
    expect(stakeOf({ seconds: 60, amount: '', submitted: false })).toBeNull();
  });
});
