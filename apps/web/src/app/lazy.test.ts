import { describe, expect, it } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadWithTimeout } from './lazy';

describe('chunk loading', () => {
  it('recognises the browsers’ failed dynamic import errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });

  it('turns a failed or slow load into a ChunkLoadError', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new Error('boom')))).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loadWithTimeout(() => new Promise(() => undefined), 10)).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await expect(loadWithTimeout(() => Promise.resolve(3))).resolves.toBe(3);
  });
});
