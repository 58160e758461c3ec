import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePayload, encodePayload } from './codec.js';

/** Plain data as bus payloads carry it: objects, arrays, strings, numbers, booleans, null and bigint. */
const plain = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' },
    fc.bigInt({ min: -(2n ** 200n), max: 2n ** 200n }), fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
    fc.boolean(), fc.constant(null), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4 })),
})).value;

describe('the bus codec', () => {
  it('a tick with bigint atoms comes back equal, its bigints still bigints', () => {
    const tick = { ticks: [{ symbol: 'BTCUSDT', price: 67_123_450_000_000_000_000_000n, volume: 1n, time: 1_764_000_000_000, source: 'sim' }], candles: [] };
    const back = decodePayload(encodePayload(tick)) as typeof tick;
    expect(back).toEqual(tick);
    expect(typeof back.ticks[0]?.price).toBe('bigint');
  });

  it('any plain payload round-trips exactly (property)', () => {
    fc.assert(fc.property(plain, (v) => { expect(decodePayload(encodePayload(v))).toEqual(v); }), { numRuns: 300 });
  });

  it('a bigint keeps every digit past what a float holds', () => {
    const big = 2n ** 128n + 1n;
    expect(decodePayload(encodePayload({ a: [big, -big] }))).toEqual({ a: [big, -big] });
  });

  it('a malformed tag is refused, not turned into a wrong number', () => {
    expect(() => decodePayload(new TextEncoder().encode('{"$bigint":"12.5"}'))).toThrow(/malformed/);
  });
});
