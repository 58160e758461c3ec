import { afterAll, vi } from 'vitest';

/**
 * The server tests share their worker's modules (vitest.config.ts, project `server`, isolate off): what one file
 * changes on shared objects must not reach the next file. Spies are restored, fake timers and stubbed environment
 * variables or globals undone when each file ends (each file still gets fresh test apps of its own).
 */
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
