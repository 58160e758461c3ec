import { describe, expect, it } from 'vitest';
import { attemptFor } from './attempt';

describe('attemptFor', () => {
  it('reuses the key for the same request and makes a new one for another', () => {
    let n = 0;
    const make = () => `k${++n}`;
    const first = attemptFor(null, '3|100', make);
    expect(first).toEqual({ signature: '3|100', key: 'k1' });
    expect(attemptFor(first, '3|100', make)).toBe(first);
    expect(attemptFor(first, '3|200', make)).toEqual({ signature: '3|200', key: 'k2' });
  });
});
