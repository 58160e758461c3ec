import { describe, expect, it } from 'vitest';
import { sharedFramer, textFrame } from './frame.js';

/** Reads one unmasked server frame back as RFC 6455 defines it (written apart from frame.ts, not with its code). */
function decode(frame: Buffer): { fin: boolean; opcode: number; masked: boolean; text: string; rest: number } {
  const fin = (frame[0] ?? 0) >> 7 === 1;
  const opcode = (frame[0] ?? 0) & 0x0f;
  const masked = (frame[1] ?? 0) >> 7 === 1;
  let length = (frame[1] ?? 0) & 0x7f;
  let at = 2;
  if (length === 126) {
    length = frame.readUInt16BE(2);
    at = 4;
  } else if (length === 127) {
    length = Number(frame.readBigUInt64BE(2));
    at = 10;
  }
  return { fin, opcode, masked, text: frame.subarray(at, at + length).toString('utf8'), rest: frame.length - at - length };
}

describe('textFrame', () => {
  it.each([0, 1, 125, 126, 65_535, 65_536, 200_000])('frames a text of %i bytes whole, as one final unmasked text frame', (n) => {
    const text = 'x'.repeat(n);
    expect(decode(textFrame(text))).toEqual({ fin: true, opcode: 1, masked: false, text, rest: 0 });
  });

  it('counts the length in bytes of UTF-8, not in characters', () => {
    for (const text of ['€', '{"p":"€ 1"}', '🚀'.repeat(40), 'ü'.repeat(70_000)]) {
      expect(decode(textFrame(text))).toMatchObject({ text, rest: 0 });
    }
  });

  it('builds a frame once for a run of the same batch text', () => {
    const frameOf = sharedFramer();
    const a = frameOf('{"op":"batch"}');
    expect(frameOf('{"op":"batch"}')).toBe(a);
    const b = frameOf('{"op":"batch","ts":2}');
    expect(b).not.toBe(a);
    expect(decode(b).text).toBe('{"op":"batch","ts":2}');
  });
});
