import fc from 'fast-check';
import { describe, it } from 'vitest';
import { floorDiv } from './validate.js';

describe('floorDiv', () => {
  it('equals integer division for any safe non-negative integers', () => {
    const n = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
    const d = fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }));
    fc.assert(fc.property(n, d, (a, b) => floorDiv(a, b) === Number(BigInt(a) / BigInt(b))), {
      numRuns: 2000,
      examples: [[2 ** 53 - 1, 3], [2 ** 53 - 2, 2 ** 27 - 1], [2 ** 53 - 1, 2 ** 53 - 2], [0, 7]],
    });
  });
});
