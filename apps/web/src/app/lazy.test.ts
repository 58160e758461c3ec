import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, ChunkLoadError, isChunkLoadError, loadWithTimeout, reloadOnce } from './lazy';

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

describe('reload once after a failed chunk', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => { items.set(k, v); } };
  };

  it('reloads once, then not again within the guard period, then again after it', () => {
    const storage = memory();
    let now = 1_000_000;
    let reloads = 0;
    const deps = { storage, reload: () => { reloads++; }, now: () => now };
    expect(reloadOnce(deps)).toBe(true);
    expect(reloads).toBe(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    // The page came back and the chunk is still missing: no loop, the retry screen shows.
    now += 5_000;
    expect(reloadOnce(deps)).toBe(false);
    expect(reloads).toBe(1);
    // A later release, long after: one reload again.
    now += CHUNK_RELOAD_GUARD_MS;
    expect(reloadOnce(deps)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('does not reload when the guard cannot be kept (storage refused)', () => {
    let reloads = 0;
    const refused = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(reloadOnce({ storage: refused, reload: () => { reloads++; }, now: () => 1 })).toBe(false);
    expect(reloads).toBe(0);
  });
});
