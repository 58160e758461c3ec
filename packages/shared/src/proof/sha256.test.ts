import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('the plain SHA-256 (where WebCrypto is missing)', () => {
  it('equals Node\'s SHA-256 on known and random inputs, across block boundaries', () => {
    expect(hex(sha256(new Uint8Array()))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const n of [55, 56, 63, 64, 65, 119, 120, 1000]) {
      const data = new Uint8Array(n).map((_, i) => (i * 31 + n) & 255);
      expect(hex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (data) => hex(sha256(data)) === createHash('sha256').update(data).digest('hex')), { numRuns: 200 });
  });
});
