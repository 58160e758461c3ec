import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdIndex } from './id-index.js';

describe('IdIndex', () => {
  it('behaves as a Map under random adds and deletes, through growth', () => {
    const id = fc.oneof(fc.integer({ min: 0, max: 64 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.constant(2 ** 32), fc.constant(2 ** 32 + 16));
    const op = fc.record({ add: fc.boolean(), id });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), (ops) => {
        const index = new IdIndex(1);
        const model = new Map<number, number>();
        ops.forEach(({ add, id }, slot) => {
          if (add && !model.has(id)) {
            index.add(id, slot);
            model.set(id, slot);
          } else if (!add && model.has(id)) {
            index.delete(id);
            model.delete(id);
          }
          expect(index.get(id)).toBe(model.get(id) ?? -1);
          expect(index.size).toBe(model.size);
        });
        const entries: [number, number][] = [];
        index.forEach((k, v) => entries.push([k, v]));
        expect(new Map(entries)).toEqual(model);
        for (const [k, v] of model) expect(index.get(k)).toBe(v);
      }),
      { numRuns: 300 },
    );
  });

  it('finds nothing for ids that cannot be there', () => {
    const index = new IdIndex(4);
    for (let i = 0; i < 10; i++) index.add(i, i);
    for (let i = 0; i < 10; i += 2) index.delete(i);
    index.delete(99);
    for (const id of [-1, -2, 1.5, Number.NaN, 99]) expect(index.get(id)).toBe(-1);
    expect(index.size).toBe(5);
  });

  it('keeps every id findable when many share a home bucket', () => {
    const index = new IdIndex(4096);
    // Multiples of 2^32 differ only in the high half.
    const ids = Array.from({ length: 2000 }, (_, i) => i * 2 ** 32 + (i % 3));
    ids.forEach((id, slot) => index.add(id, slot));
    for (let i = 0; i < ids.length; i += 2) index.delete(ids[i] as number);
    ids.forEach((id, slot) => expect(index.get(id)).toBe(slot % 2 === 0 ? -1 : slot));
  });
});
