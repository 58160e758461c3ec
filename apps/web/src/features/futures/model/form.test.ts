import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanLots, defaultLeverage, formReducer, initialForm, onTick, type FormAction } from './form';
import { btcContract } from './testkit';

const contract = btcContract({ maxLots: 50 });

const action: fc.Arbitrary<FormAction> = fc.oneof(
  fc.constantFrom<FormAction>({ kind: 'side', side: 'long' }, { kind: 'side', side: 'short' }, { kind: 'type', type: 'limit' },
    { kind: 'type', type: 'market' }, { kind: 'stepLots', dir: 1 }, { kind: 'stepLots', dir: -1 }, { kind: 'tpsl', on: true },
    { kind: 'tpsl', on: false }, { kind: 'marginMode', mode: 'isolated' }, { kind: 'submitted' }, { kind: 'placed' }),
  fc.integer({ min: -5, max: 200 }).map((leverage): FormAction => ({ kind: 'leverage', leverage })),
  fc.string({ maxLength: 12 }).map((text): FormAction => ({ kind: 'lots', text })),
  fc.string({ maxLength: 12 }).map((text): FormAction => ({ kind: 'price', text })),
  fc.string({ maxLength: 12 }).map((text): FormAction => ({ kind: 'tp', text })),
);

describe('open form state', () => {
  it('keeps its invariants under any sequence of actions: lots digits, leverage a choice, no TP/SL text when off', () => {
    fc.assert(fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
      let s = initialForm(contract);
      for (const a of actions) {
        s = formReducer(s, a);
        expect(s.lots).toMatch(/^(|[1-9]\d*|0)$/);
        expect(contract.leverages).toContain(s.leverage);
        if (!s.tpsl) expect([s.tp, s.sl]).toEqual(['', '']);
        expect(s.price).toMatch(/^(\d+(\.\d{0,2})?)?$/);
        if (a.kind === 'stepLots') expect(Number(s.lots)).toBeGreaterThanOrEqual(1);
        if (a.kind === 'stepLots') expect(Number(s.lots)).toBeLessThanOrEqual(contract.maxLots);
      }
    }));
  });

  it('starts at 10x (or the nearest choice below), one lot, market, cross', () => {
    expect(initialForm(contract)).toMatchObject({ leverage: 10, lots: '1', type: 'market', marginMode: 'cross', side: 'long' });
    expect(defaultLeverage(btcContract({ leverages: [20, 50] }))).toBe(20);
    expect(defaultLeverage(btcContract({ leverages: [2, 3, 25] }))).toBe(3);
  });

  it('clears TP and SL when the side changes (they sit on the other sides for a short)', () => {
    const s = formReducer(formReducer(formReducer(initialForm(contract), { kind: 'tpsl', on: true }), { kind: 'tp', text: '97000' }), { kind: 'side', side: 'short' });
    expect([s.tp, s.sl, s.tpsl]).toEqual(['', '', true]);
  });

  it('fills the limit price from the mark once, on the tick', () => {
    const limit = formReducer(initialForm(contract), { kind: 'type', type: 'limit' });
    const filled = formReducer(limit, { kind: 'prefill', price: '96000.129' });
    expect(filled.price).toBe('96000.12');
    expect(formReducer(formReducer(filled, { kind: 'price', text: '' }), { kind: 'prefill', price: '1' }).price).toBe('');
    expect(onTick('-1', contract)).toBe('');
    expect(cleanLots('0012a')).toBe('12');
  });
});
