import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AlertIndex, changeBasisPoints, type IndexedAlert } from './alerts.index.js';

/** The naive answer: every alert of the symbol the price (and change) reaches. */
function naive(alerts: IndexedAlert[], symbol: string, price: bigint, change: bigint | null): number[] {
  return alerts.filter((a) => a.symbol === symbol && (
    (a.kind === 'above' && price >= a.value) || (a.kind === 'below' && price <= a.value) || (a.kind === 'move' && change !== null && change >= a.value)
  )).map((a) => a.id).sort((x, y) => x - y);
}

const op = fc.oneof(
  fc.record({ t: fc.constant('add' as const), symbol: fc.constantFrom('A', 'B'), kind: fc.constantFrom('above' as const, 'below' as const, 'move' as const), value: fc.bigInt(1n, 50n) }),
  fc.record({ t: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('tick' as const), symbol: fc.constantFrom('A', 'B'), price: fc.bigInt(1n, 50n), change: fc.option(fc.bigInt(0n, 50n)) }),
);

describe('the alert index', () => {
  it('takes exactly what a naive scan finds, over any sequence of adds, removes and ticks', () => {
    fc.assert(fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
      const index = new AlertIndex();
      let model: IndexedAlert[] = [];
      let next = 1;
      for (const o of ops) {
        if (o.t === 'add') {
          const a = { id: next++, symbol: o.symbol, kind: o.kind, value: o.value };
          index.add(a);
          model.push(a);
        } else if (o.t === 'remove') {
          const victim = model[o.pick % Math.max(1, model.length)];
          if (!victim) continue;
          expect(index.remove(victim.id)).toBe(true);
          expect(index.remove(victim.id)).toBe(false);
          model = model.filter((a) => a.id !== victim.id);
        } else {
          const want = naive(model, o.symbol, o.price, o.change);
          const got = index.take(o.symbol, o.price, o.change).map((a) => a.id).sort((x, y) => x - y);
          expect(got).toEqual(want);
          model = model.filter((a) => !want.includes(a.id));
        }
        expect(index.size).toBe(model.length);
      }
    }), { numRuns: 300 });
  });

  it('a tick that reaches nothing costs no removal; a second identical tick takes nothing more', () => {
    const index = new AlertIndex();
    index.add({ id: 1, symbol: 'A', kind: 'above', value: 100n });
    expect(index.take('A', 99n, null)).toEqual([]);
    expect(index.take('A', 100n, null).map((a) => a.id)).toEqual([1]);
    expect(index.take('A', 101n, null)).toEqual([]);
  });

  it('measures the 24-hour change in whole basis points either way', () => {
    expect(changeBasisPoints(105n, 100n)).toBe(500n);
    expect(changeBasisPoints(95n, 100n)).toBe(500n);
    expect(changeBasisPoints(100n, null)).toBeNull();
  });
});
